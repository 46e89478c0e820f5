import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, rows } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
});
afterAll(() => ctx.close());

const PASSWORD = 'Harbor-lights-77!';
const tokenOf = (link: string) => new URL(link).searchParams.get('invitation')!;

async function newContact(email: string, name = 'Nadia') {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie: realtor,
    body: { first_name: name, last_name: 'Invitee', emails: [{ value: email }], types: ['buyer'] },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; organization_id: string };
}

async function invite(contactId: string, body: Record<string, unknown> = { role: 'buyer' }) {
  const res = await ctx.request('POST', `/api/contacts/${contactId}/invitations`, { cookie: realtor, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; email: string; status: string };
}

/** Sign-up, verification through the dev mailbox, sign-in: the invitee's own steps. */
async function signUpAndVerify(email: string) {
  const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, first_name: 'Nadia', last_name: 'Invitee' },
  });
  expect(signUp.status).toBe(200);
  const verify = (await ctx.newestMailTo(email))!.links[0]!;
  const token = new URL(verify).searchParams.get('token')!;
  expect((await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
    200,
  );
  return ctx.signIn(email, PASSWORD);
}

describe('client invitations', () => {
  it('takes a contact from invitation to a signed-in client who sees their deal', async () => {
    const email = 'nadia.invitee@example.test';
    const contact = await newContact(email);
    let dealId: string | null = null;
    if (
      (await countRows(
        ctx,
        sql`select (to_regclass('public.transaction_participants') is not null)::int as n`,
      )) === 1
    ) {
      const [deal] = await rows<{ id: string }>(
        ctx,
        sql`select id::text from transactions where organization_id = ${contact.organization_id} order by created_at limit 1`,
      );
      if (deal) {
        dealId = deal.id;
        await ctx.db.execute(
          sql`insert into transaction_participants (transaction_id, contact_id, first_name, roles) values (${deal.id}::uuid, ${contact.id}::uuid, 'Nadia', array['buyer'])`,
        );
      }
    }
    const inv = await invite(contact.id, { role: 'buyer', message: 'Looking forward to it!' });
    expect(inv).toMatchObject({
      email,
      role: 'buyer',
      status: 'pending',
      sent_count: 1,
      delivery: 'sent',
      invited_by: { first_name: 'Riley' },
    });

    const mail = (await ctx.newestMailTo(email))!;
    const link = mail.links[0]!;
    expect(link.startsWith(`${ctx.config.appUrl}/signup?invitation=`)).toBe(true);
    expect(new URL(link).searchParams.get('email')).toBe(email);
    expect(mail.text).toContain('Looking forward to it!');
    const token = tokenOf(link);

    const pub = await ctx.request('GET', `/api/invitations/${token}`);
    expect(pub.status).toBe(200);
    expect(pub.json).toEqual({
      organization_name: 'Harborview Realty',
      role: 'buyer',
      email,
      status: 'pending',
      expires_at: expect.any(String),
    });
    expect(new Date(pub.json.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const cookie = await signUpAndVerify(email);
    const accepted = await ctx.request('POST', '/api/invitations/accept', { cookie, body: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({
      organization_id: contact.organization_id,
      organization_name: 'Harborview Realty',
      role: 'buyer',
      contact_id: contact.id,
      is_primary: true,
    });

    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.effectiveRole).toBe('buyer');
    expect(me.json.primaryAffiliation).toMatchObject({
      organization_name: 'Harborview Realty',
      role_key: 'buyer',
    });
    const linked = await ctx.request('GET', `/api/contacts/${contact.id}`, { cookie: realtor });
    expect(linked.json.user_id).toBe(me.json.user.id);
    expect((await ctx.request('GET', '/api/contacts', { cookie })).status).toBe(403);
    if (dealId) {
      const [p] = await rows<{ user_id: string }>(
        ctx,
        sql`select user_id from transaction_participants where contact_id = ${contact.id}::uuid`,
      );
      expect(p!.user_id).toBe(me.json.user.id);
      expect((await ctx.request('GET', `/api/transactions/${dealId}`, { cookie })).status).toBe(200);
    }

    const again = await ctx.request('POST', '/api/invitations/accept', { cookie, body: { token } });
    expect(again.status).toBe(409);
    expect(again.json.error.fields).toEqual({ token: 'accepted' });
    const list = await ctx.request('GET', `/api/contacts/${contact.id}/invitations`, { cookie: realtor });
    expect(list.json.items).toMatchObject([{ status: 'accepted', accepted_at: expect.any(String) }]);
    expect(
      (
        await ctx.request('POST', `/api/contacts/${contact.id}/invitations`, {
          cookie: realtor,
          body: { role: 'buyer' },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses expired and revoked invitations, and honours only the newest link after a resend', async () => {
    const email = 'olga.late@example.test';
    const contact = await newContact(email, 'Olga');
    const inv = await invite(contact.id, { role: 'seller' });
    const firstToken = tokenOf((await ctx.newestMailTo(email))!.links[0]!);
    const cookie = await signUpAndVerify(email);

    await ctx.db.execute(
      sql`update client_invitations set expires_at = now() - interval '1 minute' where id = ${inv.id}`,
    );
    const expired = await ctx.request('POST', '/api/invitations/accept', {
      cookie,
      body: { token: firstToken },
    });
    expect(expired.status).toBe(409);
    expect(expired.json.error.fields).toEqual({ token: 'expired' });
    expect((await ctx.request('GET', `/api/invitations/${firstToken}`)).json.status).toBe('expired');

    const resent = await ctx.request('POST', `/api/invitations/${inv.id}/resend`, { cookie: realtor });
    expect(resent.json).toMatchObject({ status: 'pending', sent_count: 2, delivery: 'sent' });
    const secondToken = tokenOf((await ctx.newestMailTo(email))!.links[0]!);
    expect(secondToken).not.toBe(firstToken);
    expect(
      (await ctx.request('POST', '/api/invitations/accept', { cookie, body: { token: firstToken } })).status,
    ).toBe(404);

    const revoked = await ctx.request('POST', `/api/invitations/${inv.id}/revoke`, { cookie: realtor });
    expect(revoked.json.status).toBe('revoked');
    const refused = await ctx.request('POST', '/api/invitations/accept', {
      cookie,
      body: { token: secondToken },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.fields).toEqual({ token: 'revoked' });
    expect((await ctx.request('POST', `/api/invitations/${inv.id}/resend`, { cookie: realtor })).status).toBe(
      409,
    );
    const [row] = await rows<{ user_id: string | null }>(
      ctx,
      sql`select user_id from contacts where id = ${contact.id}`,
    );
    expect(row!.user_id).toBeNull();
  });

  it('only lets the invited, verified address accept', async () => {
    const contact = await newContact('pat.private@example.test', 'Pat');
    await invite(contact.id);
    const token = tokenOf((await ctx.newestMailTo('pat.private@example.test'))!.links[0]!);
    const wrong = await ctx.request('POST', '/api/invitations/accept', {
      cookie: await as('seller@demo.test'),
      body: { token },
    });
    expect(wrong.status).toBe(403);
    await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'pat.private@example.test', password: PASSWORD, first_name: 'Pat', last_name: 'P' },
    });
    const unverified = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'pat.private@example.test', password: PASSWORD },
    });
    expect(unverified.status).toBe(403);
    expect((await ctx.request('POST', '/api/invitations/accept', { body: { token } })).status).toBe(401);
    expect((await ctx.request('GET', '/api/invitations/not-a-token')).status).toBe(400);
    expect((await ctx.request('GET', `/api/invitations/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('needs invite:clients to invite, and an e-mail address to send to', async () => {
    const { json: noEmail } = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Nomail' },
    });
    const missing = await ctx.request('POST', `/api/contacts/${noEmail.id}/invitations`, {
      cookie: realtor,
      body: { role: 'renter' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.email).toMatch(/no e-mail/);
    const assistant = await as('assistant@demo.test');
    expect(
      (
        await ctx.request('POST', `/api/contacts/${noEmail.id}/invitations`, {
          cookie: assistant,
          body: { role: 'renter', email: 'a@b.test' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.request('POST', `/api/contacts/${noEmail.id}/invitations`, {
          cookie: realtor,
          body: { role: 'broker', email: 'a@b.test' },
        })
      ).status,
    ).toBe(400);
    const list = await ctx.request('GET', '/api/invitations?status=pending', { cookie: realtor });
    expect(list.status).toBe(200);
    expect(list.json.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
  });
});
