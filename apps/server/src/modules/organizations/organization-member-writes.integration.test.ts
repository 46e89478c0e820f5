import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch, readVersioned } from '../../test/versioning-kit';
import { cookieJar, countRows, rows } from '../../test/integration-helpers';
import { createDeal } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
});
afterAll(() => ctx.close());

const PASSWORD = 'Harbor-lights-77!';
const harborview = () => ctx.seed!.harborview;
const user = (role: string) => harborview().users.get(role as never)!;

async function invite(email: string, role: string, by = 'managing_broker@demo.test') {
  return ctx.request('POST', '/api/organization/invitations', {
    cookie: await as(by),
    body: { email, role },
  });
}

async function tokenMailedTo(email: string) {
  const mail = await ctx.newestMailTo(email);
  expect(mail?.subject).toBe('Join Harborview Realty on Threshold');
  const link = new URL(mail!.links[0]!);
  expect(link.pathname).toBe('/join');
  return link.searchParams.get('token')!;
}

async function signUpAndVerify(email: string, first = 'Nina') {
  const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, first_name: first, last_name: 'Newhire' },
  });
  expect(signUp.status).toBe(200);
  const verify = new URL((await ctx.newestMailTo(email))!.links[0]!);
  const token = verify.searchParams.get('token')!;
  expect((await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
    200,
  );
  return ctx.signIn(email, PASSWORD);
}

/** Invites, signs up, accepts: a new member of Harborview with the given role; answers id and cookie. */
async function newMember(email: string, role: string) {
  expect((await invite(email, role)).status).toBe(201);
  const token = await tokenMailedTo(email);
  const cookie = await signUpAndVerify(email);
  const accepted = await ctx.request('POST', '/api/organization/invitations/accept', {
    cookie,
    body: { token },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  const me = await ctx.request('GET', '/api/me', { cookie });
  return { id: me.json.user.id as string, cookie, token };
}

describe('member invitations', () => {
  it('an invited person joins with the invited role and only that organization, once', async () => {
    const email = 'nina.newhire@example.test';
    const created = await invite(email, 'realtor');
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({ email, role_key: 'realtor', status: 'pending', delivery: 'sent' });
    const token = await tokenMailedTo(email);
    const pub = await ctx.request('GET', `/api/organization/invitations/${token}`);
    expect(pub.json).toMatchObject({
      organization_name: 'Harborview Realty',
      role_key: 'realtor',
      email,
      status: 'pending',
    });
    const stored = await rows<{ token_hash: string }>(
      ctx,
      sql`select token_hash from member_invitations where email = ${email}`,
    );
    expect(stored[0]!.token_hash).not.toContain(token); // only the hash is kept

    const other = await signUpAndVerify('someone.else@example.test', 'Otto');
    const wrong = await ctx.request('POST', '/api/organization/invitations/accept', {
      cookie: other,
      body: { token },
    });
    expect(wrong.status).toBe(403);

    const cookie = await signUpAndVerify(email);
    const accepted = await ctx.request('POST', '/api/organization/invitations/accept', {
      cookie,
      body: { token },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json).toMatchObject({
      organization_name: 'Harborview Realty',
      role_key: 'realtor',
      is_primary: true,
    });
    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.effectiveRole).toBe('realtor');
    const memberships = await rows<{ organization_id: string }>(
      ctx,
      sql`select organization_id from organization_members where user_id = ${me.json.user.id}`,
    );
    expect(memberships).toEqual([{ organization_id: harborview().id }]);

    const again = await ctx.request('POST', '/api/organization/invitations/accept', {
      cookie,
      body: { token },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.fields).toEqual({ token: 'accepted' });
    const dup = await invite(email, 'broker');
    expect(dup.status).toBe(409);
  });

  it('refuses people who do not manage members, and roles above the inviter’s', async () => {
    expect((await invite('x1@example.test', 'realtor', 'realtor@demo.test')).status).toBe(403);
    expect((await invite('x2@example.test', 'realtor', 'broker@demo.test')).status).toBe(403);
    const aboveLeader = await invite('x3@example.test', 'broker', 'team_leader@demo.test');
    expect(aboveLeader.status).toBe(400);
    expect(aboveLeader.json.error.fields.role).toBeTruthy();
    expect((await invite('x4@example.test', 'realtor', 'team_leader@demo.test')).status).toBe(201);
    expect((await invite('x5@example.test', 'system_admin')).status).toBe(400);
    expect((await invite('not-an-email', 'realtor')).status).toBe(400);
  });

  it('a revoked invitation cannot be accepted', async () => {
    const email = 'revoked.hire@example.test';
    const created = await invite(email, 'assistant');
    const token = await tokenMailedTo(email);
    const revoked = await ctx.request('POST', `/api/organization/invitations/${created.json.id}/revoke`, {
      cookie: await as('managing_broker@demo.test'),
    });
    expect(revoked.json.status).toBe('revoked');
    const cookie = await signUpAndVerify(email);
    const res = await ctx.request('POST', '/api/organization/invitations/accept', {
      cookie,
      body: { token },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.fields).toEqual({ token: 'revoked' });
  });
});

describe('role changes', () => {
  it('are versioned and limited to the manager’s rank; team leaders only touch their own team', async () => {
    const broker = await as('managing_broker@demo.test');
    const path = `/api/organization/members/${user('realtor')}`;
    const before = await readVersioned(ctx, broker, path);
    const stale = await ctx.request('PATCH', path, {
      cookie: broker,
      body: { role: 'broker' },
      headers: ifMatch(before.version + 5),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_VERSION');

    const leader = await as('team_leader@demo.test');
    const bayfront = `/api/organization/members/${user('leasing_agent')}`;
    const notMine = await ctx.request('PATCH', bayfront, { cookie: leader, body: { role: 'realtor' } });
    expect(notMine.status).toBe(403);
    const mine = await ctx.request('PATCH', path, {
      cookie: leader,
      body: { role: 'leasing_agent' },
      headers: ifMatch(before.version),
    });
    expect(mine.status, JSON.stringify(mine.json)).toBe(200);
    expect(mine.json).toMatchObject({ role_key: 'leasing_agent', version: before.version + 1 });
    expect(
      (await ctx.request('GET', '/api/me', { cookie: await as('realtor@demo.test') })).json.effectiveRole,
    ).toBe('leasing_agent');
    const upward = await ctx.request('PATCH', path, { cookie: leader, body: { role: 'team_leader' } });
    expect(upward.status).toBe(400);
    const adminOverBroker = await ctx.request(
      'PATCH',
      `/api/organization/members/${user('managing_broker')}`,
      {
        cookie: await as('brokerage_admin@demo.test'),
        body: { role: 'realtor' },
      },
    );
    expect(adminOverBroker.status).toBe(403);
    const self = await ctx.request('PATCH', `/api/organization/members/${user('managing_broker')}`, {
      cookie: broker,
      body: { role: 'broker' },
    });
    expect(self.status).toBe(403);
    const restored = await ctx.request('PATCH', path, { cookie: broker, body: { role: 'realtor' } });
    expect(restored.status).toBe(200);
  });

  it('answers 404 for people of another organization', async () => {
    const lakesider = ctx.seed!.lakeside.users.get('realtor')!;
    const broker = await as('managing_broker@demo.test');
    expect(
      (await ctx.request('GET', `/api/organization/members/${lakesider}`, { cookie: broker })).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('PATCH', `/api/organization/members/${lakesider}`, {
          cookie: broker,
          body: { role: 'buyer' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends the member’s sessions and hands every open record to the chosen member', async () => {
    const leaving = await newMember('leaving.agent@example.test', 'realtor');
    const deal = await createDeal(ctx, leaving.cookie);
    const contact = await ctx.request('POST', '/api/contacts', {
      cookie: leaving.cookie,
      body: { first_name: 'Owned', last_name: 'ByLeaver' },
    });
    expect(contact.status).toBe(201);
    const task = await ctx.request('POST', `/api/contacts/${contact.json.id}/tasks`, {
      cookie: leaving.cookie,
      body: { title: 'Call back', due_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(task.status, JSON.stringify(task.json)).toBe(201);
    const manager = await as('managing_broker@demo.test');
    const path = `/api/organization/members/${leaving.id}`;
    const { version } = await readVersioned(ctx, manager, path);

    const toOutsider = await ctx.request('POST', `${path}/deactivate`, {
      cookie: manager,
      body: { reassign_to: ctx.seed!.lakeside.users.get('broker')! },
    });
    expect(toOutsider.status).toBe(400);
    expect(toOutsider.json.error.fields.reassign_to).toBeTruthy();

    const res = await ctx.request('POST', `${path}/deactivate`, {
      cookie: manager,
      body: { reassign_to: user('broker') },
      headers: ifMatch(version),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.member).toMatchObject({ status: 'inactive', version: version + 1 });
    expect(res.json.reassigned).toMatchObject({ deals: 1, contacts: 1, tasks: 1 });
    expect(res.json.sessions_ended).toBeGreaterThanOrEqual(1);

    // Refused at once: the old cookie no longer works, and signing in again gives no organization.
    expect((await ctx.request('GET', '/api/transactions', { cookie: leaving.cookie })).status).toBe(401);
    const again = await ctx.signIn('leaving.agent@example.test', PASSWORD);
    expect((await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: again })).status).toBe(404);
    expect((await ctx.request('GET', '/api/organization/members', { cookie: again })).status).toBe(403);

    const ownerless = await countRows(
      ctx,
      sql`select count(*)::int as n from transactions t join organization_members m
            on m.user_id = t.owner_id and m.organization_id = t.organization_id
          where m.status <> 'active' and t.status in ('draft', 'active', 'under_contract')`,
    );
    expect(ownerless).toBe(0);
    const handoverAudits = await countRows(
      ctx,
      sql`select count(*)::int as n from audit_log
          where action in ('transaction.reassign', 'contact.reassign')
            and after->>'owner_id' = ${user('broker')} and before->>'owner_id' = ${leaving.id}`,
    );
    expect(handoverAudits).toBe(2);
    const dealNow = await ctx.request('GET', `/api/transactions/${deal.id}`, {
      cookie: await as('broker@demo.test'),
    });
    expect(dealNow.json.owner.id ?? dealNow.json.owner_id).toBe(user('broker'));
    const contactNow = await rows<{ owner_id: string }>(
      ctx,
      sql`select owner_id from contacts where id = ${contact.json.id}`,
    );
    expect(contactNow[0]!.owner_id).toBe(user('broker'));
    const taskNow = await rows<{ assignee_id: string }>(
      ctx,
      sql`select assignee_id from contact_tasks where id = ${task.json.id}`,
    );
    expect(taskNow[0]!.assignee_id).toBe(user('broker'));

    const inactive = await ctx.request('GET', '/api/organization/members?status=inactive', {
      cookie: manager,
    });
    expect(inactive.json.items.map((m: any) => m.user_id)).toContain(leaving.id);
    const staff = await ctx.request('GET', '/api/organization/members?status=inactive', {
      cookie: await as('realtor@demo.test'),
    });
    expect(staff.status).toBe(403);

    const back = await ctx.request('POST', `${path}/reactivate`, { cookie: manager });
    expect(back.json).toMatchObject({ status: 'active', role_key: 'realtor', is_primary: true });
  });
});

describe('scope overrides', () => {
  it('a role_details override changes which deals the person sees, at once', async () => {
    const manager = await as('managing_broker@demo.test');
    const realtor = await ctx.signIn('realtor@demo.test');
    const [deal] = await rows<{ id: string }>(
      ctx,
      sql`select id from transactions where owner_id = ${user('broker')} and organization_id = ${harborview().id}
          and id not in (select transaction_id from transaction_participants where user_id = ${user('realtor')})
          and id not in (select transaction_id from transaction_assignments where user_id = ${user('realtor')}) limit 1`,
    );
    const dealPath = `/api/transactions/${deal!.id}`;
    expect((await ctx.request('GET', dealPath, { cookie: realtor })).status).toBe(404);

    const path = `/api/organization/members/${user('realtor')}`;
    const before = await readVersioned(ctx, manager, path);
    expect(before.effective_scopes.transactionAccessScope).toBe('own');
    const leader = await ctx.request('PUT', `${path}/scope`, {
      cookie: await as('team_leader@demo.test'),
      body: { transactionAccessScope: 'organization', documentAccessScope: null },
    });
    expect(leader.status).toBe(403);
    const widened = await ctx.request('PUT', `${path}/scope`, {
      cookie: manager,
      body: { transactionAccessScope: 'organization', documentAccessScope: null },
      headers: ifMatch(before.version),
    });
    expect(widened.status, JSON.stringify(widened.json)).toBe(200);
    expect(widened.json).toMatchObject({
      scope_overrides: { transactionAccessScope: 'organization', documentAccessScope: null },
      effective_scopes: { transactionAccessScope: 'organization' },
      version: before.version + 1,
    });
    expect((await ctx.request('GET', dealPath, { cookie: realtor })).status).toBe(200);
    const all = await ctx.request('PUT', `${path}/scope`, {
      cookie: manager,
      body: { transactionAccessScope: 'all', documentAccessScope: null },
    });
    expect(all.status).toBe(400);
    const reset = await ctx.request('PUT', `${path}/scope`, {
      cookie: manager,
      body: { transactionAccessScope: null, documentAccessScope: null },
    });
    expect(reset.json.effective_scopes.transactionAccessScope).toBe('own');
    expect((await ctx.request('GET', dealPath, { cookie: realtor })).status).toBe(404);
  });
});

describe('licences', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('are recorded per member and warned about before and after they expire', async () => {
    const manager = await as('managing_broker@demo.test');
    const path = `/api/organization/members/${user('broker')}`;
    const { version } = await readVersioned(ctx, manager, path);
    const soon = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { licence: { number: 'ME-SA-8812', state: 'ME', expires_on: inDays(30) } },
      headers: ifMatch(version),
    });
    expect(soon.status, JSON.stringify(soon.json)).toBe(200);
    expect(soon.json).toMatchObject({
      role_key: 'broker',
      licence: { number: 'ME-SA-8812', state: 'ME', expires_on: inDays(30) },
      licence_warning: 'expiring',
    });
    const later = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { licence: { number: 'ME-SA-8812', expires_on: inDays(400) } },
    });
    expect(later.json.licence_warning).toBeNull();
    const past = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { licence: { number: 'ME-SA-8812', expires_on: inDays(-1) } },
    });
    expect(past.json.licence_warning).toBe('expired');
    const list = await ctx.request('GET', '/api/organization/members?role=broker', { cookie: manager });
    expect(list.json.items[0]).toMatchObject({ licence_warning: 'expired' });
    const bad = await ctx.request('PATCH', path, {
      cookie: manager,
      body: { licence: { number: 'X', expires_on: '2027-02-31' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['licence.expires_on']);
    expect((await ctx.request('PATCH', path, { cookie: manager, body: {} })).status).toBe(400);
    const cleared = await ctx.request('PATCH', path, { cookie: manager, body: { licence: null } });
    expect(cleared.json).toMatchObject({ licence: null, licence_warning: null });
  });
});
