import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { expireEnvelopes, sendAutomaticReminders, AUTO_REMIND_AFTER_MS } from './envelope-jobs';
import { envelopes } from './envelopes.schema';
import {
  consentAndSign,
  draftEnvelope,
  mailedToken,
  outside,
  sendDraft,
  signatureField,
  tokenOf,
} from './envelopes-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  as = sessions(ctx);
});
afterAll(() => ctx.close());

const sign = (token: string) => ctx.request('GET', `/api/sign/${token}`);

describe('routing order', () => {
  it('refuses a recipient out of order or twice, and sends the next group only when the whole group is done', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(
      ctx,
      realtor,
      [outside('a1', 1), outside('a2', 1), outside('b', 2)],
      [signatureField('s1', 'a1', 0.2), signatureField('s2', 'a2', 0.4), signatureField('s3', 'b', 0.6)],
    );
    const sent = await sendDraft(ctx, realtor, draft);
    expect(sent.status).toBe('sent');
    expect(sent.current_order).toBe(1);
    const a1 = await mailedToken(ctx, 'a1@signers.example');
    const a2 = await mailedToken(ctx, 'a2@signers.example');
    expect(a1 && a2).toBeTruthy();
    expect(await mailedToken(ctx, 'b@signers.example')).toBeNull();

    // b's link exists but their turn has not come.
    const early = await sign(tokenOf(ctx, sent, 'b'));
    expect(early.status).toBe(409);
    expect(early.json.error.message).toMatch(/not your turn/);

    // Signing before agreeing to the disclosure is refused; a required field left empty is a 400.
    expect((await ctx.request('POST', `/api/sign/${a2}/complete`, { body: { values: {} } })).status).toBe(
      409,
    );
    const consent = await ctx.request('POST', `/api/sign/${a2}/consent`, {
      body: { disclosure_version: '2026-11', agreed: true },
    });
    expect(consent.json.state).toBe('sign');
    const missing = await ctx.request('POST', `/api/sign/${a2}/complete`, { body: { values: {} } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields['values.s2']).toBeTruthy();
    const foreign = await ctx.request('POST', `/api/sign/${a2}/complete`, {
      body: { values: { s1: { text: 'Me' } } },
    });
    expect(foreign.json.error.fields['values.s1']).toBe('Not one of your fields');

    // Parallel group: the second member signs first; b still waits.
    expect((await consentAndSign(ctx, a2!)).status).toBe(200);
    expect(await mailedToken(ctx, 'b@signers.example')).toBeNull();
    expect((await sign(tokenOf(ctx, sent, 'b'))).status).toBe(409);
    // Used once: the link is dead.
    const again = await sign(a2!);
    expect(again.status).toBe(410);
    expect((await consentAndSign(ctx, a1!)).status).toBe(200);
    // The group is done: b is e-mailed and may sign.
    const b = await mailedToken(ctx, 'b@signers.example');
    expect(b).toBe(tokenOf(ctx, sent, 'b'));
    expect((await sign(b!)).json.state).toBe('consent');

    const trail = await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: realtor });
    const actions = trail.json.events.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'signed')).toHaveLength(2);
    expect(actions.filter((a: string) => a === 'consented')).toHaveLength(2);
    expect(trail.json.recipients.map((r: { status: string }) => r.status)).toEqual([
      'completed',
      'completed',
      'sent',
    ]);
  });
});

describe('links', () => {
  it('refuses an expired, voided or replaced link', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(
      ctx,
      realtor,
      [outside('x', 1), outside('y', 1)],
      [signatureField('f1', 'x'), signatureField('f2', 'y')],
    );
    const sent = await sendDraft(ctx, realtor, draft);
    const x = (await mailedToken(ctx, 'x@signers.example'))!;
    expect((await sign(x)).status).toBe(200);

    // Resend: a new link; the old one stops working.
    const y = tokenOf(ctx, sent, 'y');
    const resent = await ctx.request(
      'POST',
      `/api/envelopes/${draft.id}/recipients/${sent.recipients[1].id}/resend`,
      { cookie: realtor },
    );
    expect(resent.status).toBe(200);
    expect((await sign(y)).status).toBe(404);
    const y2 = (await mailedToken(ctx, 'y@signers.example'))!;
    expect(y2).toBe(tokenOf(ctx, sent, 'y', 2));
    expect((await sign(y2)).status).toBe(200);

    // Expired (by date, then by the sweep).
    await ctx.db
      .update(envelopes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(envelopes.id, draft.id));
    const expired = await sign(x);
    expect(expired.status).toBe(410);
    expect(expired.json.error.message).toMatch(/expired/);
    expect(await expireEnvelopes(ctx.db)).toBeGreaterThanOrEqual(1);
    const after = await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: realtor });
    expect(after.json.status).toBe('expired');
  });

  it('voids with a reason: every link answers 410 and the recipients are told', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('v', 1)], [signatureField('f1', 'v')]);
    const sent = await sendDraft(ctx, realtor, draft);
    const v = (await mailedToken(ctx, 'v@signers.example'))!;
    const noReason = await ctx.request('POST', `/api/envelopes/${draft.id}/void`, {
      cookie: realtor,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const voided = await ctx.request('POST', `/api/envelopes/${draft.id}/void`, {
      cookie: realtor,
      headers: { 'If-Match': `"${sent.version}"` },
      body: { reason: 'Wrong price' },
    });
    expect(voided.status).toBe(200);
    const dead = await sign(v);
    expect(dead.status).toBe(410);
    expect(dead.json.error.message).toMatch(/Wrong price/);
    expect((await ctx.newestMailTo('v@signers.example'))!.subject).toMatch(/^Voided/);
  });

  it('a decline ends the envelope for everyone', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(
      ctx,
      realtor,
      [outside('d1', 1), outside('d2', 1)],
      [signatureField('f1', 'd1'), signatureField('f2', 'd2')],
    );
    await sendDraft(ctx, realtor, draft);
    const d1 = (await mailedToken(ctx, 'd1@signers.example'))!;
    const d2 = (await mailedToken(ctx, 'd2@signers.example'))!;
    const declined = await ctx.request('POST', `/api/sign/${d1}/decline`, {
      body: { reason: 'The dates are wrong' },
    });
    expect(declined.status).toBe(200);
    expect((await sign(d2)).status).toBe(410);
    expect((await consentAndSign(ctx, d2).catch(() => null))?.status ?? 410).not.toBe(200);
    const envelope = await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: realtor });
    expect(envelope.json.status).toBe('declined');
    expect(envelope.json.recipients[0].declined_reason).toBe('The dates are wrong');
  });

  it('an outside signer sees only their own envelope and nothing of the app', async () => {
    const realtor = await as('realtor@demo.test');
    const one = await draftEnvelope(ctx, realtor, [outside('o1', 1)], [signatureField('f1', 'o1')]);
    const two = await draftEnvelope(ctx, realtor, [outside('o2', 1)], [signatureField('f9', 'o2')]);
    await sendDraft(ctx, realtor, one);
    await sendDraft(ctx, realtor, two);
    const o1 = (await mailedToken(ctx, 'o1@signers.example'))!;
    const session = await sign(o1);
    expect(session.json.fields.map((f: { id: string }) => f.id)).toEqual(['f1']);
    expect(session.json.recipient.email).toBe('o1@signers.example');
    expect((await ctx.request('GET', `/api/envelopes/${two.id}`)).status).toBe(401);
    const wrong = await ctx.request('POST', `/api/sign/${o1}/complete`, {
      body: { values: { f9: { text: 'x' } } },
    });
    expect(wrong.status).not.toBe(200);
  });
});

describe('scope and drafts', () => {
  it('an agent outside the deal gets 404; the draft validates its recipients and fields', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('s', 1)], [signatureField('f1', 's')]);
    const agent = await as('leasing_agent@demo.test');
    expect((await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: agent })).status).toBe(404);
    expect(
      (await ctx.request('GET', `/api/envelopes?document_id=${draft.documentId}`, { cookie: agent })).status,
    ).toBe(404);
    expect((await ctx.request('POST', `/api/envelopes/${draft.id}/send`, { cookie: agent })).status).toBe(
      404,
    );
    const broker = await as('broker@demo.test');
    expect((await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: broker })).status).toBe(200);

    const bad = await ctx.request('PATCH', `/api/envelopes/${draft.id}`, {
      cookie: realtor,
      body: {
        recipients: [
          outside('s', 1),
          {
            key: 'p',
            kind: 'participant',
            participant_id: '00000000-0000-4000-8000-000000000000',
            role: 'signer',
            routing_order: 2,
          },
        ],
        fields: [signatureField('f1', 'nobody'), { ...signatureField('f2', 's'), page: 9 }],
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual([
      'fields.0.recipient_key',
      'fields.1.page',
      'recipients.1.participant_id',
    ]);
    const noFields = await ctx.request('PATCH', `/api/envelopes/${draft.id}`, {
      cookie: realtor,
      body: { fields: [] },
    });
    expect(noFields.status).toBe(200);
    const unsendable = await ctx.request('POST', `/api/envelopes/${draft.id}/send`, { cookie: realtor });
    expect(unsendable.status).toBe(400);
  });

  it('members and delegated signers find their envelopes waiting; the brokerage signs from the app', async () => {
    const realtor = await as('realtor@demo.test');
    const broker = await as('broker@demo.test');
    const brokerId = ctx.seed!.harborview.users.get('broker' as never)!;
    const draft = await draftEnvelope(
      ctx,
      realtor,
      [
        { key: 'firm', kind: 'brokerage', role: 'signer', routing_order: 1 },
        { key: 'bk', kind: 'member', user_id: brokerId, role: 'approver', routing_order: 2 },
      ],
      [signatureField('f1', 'firm')],
    );
    await sendDraft(ctx, realtor, draft);
    const waiting = await ctx.request('GET', '/api/envelopes/waiting-for-me', { cookie: broker });
    expect(
      waiting.json.items.filter((i: { envelope_id: string }) => i.envelope_id === draft.id),
    ).toMatchObject([{ for_brokerage: true }]);
    // The documents list joins it: the broker's "waiting for me" holds the document, for a signature.
    const docs = await ctx.request('GET', '/api/documents?waiting=me&limit=100', { cookie: broker });
    expect(docs.json.items.find((d: { id: string }) => d.id === draft.documentId)?.waiting).toEqual([
      { reason: 'signature', since: expect.any(String) },
    ]);
    const realtorDocs = await ctx.request('GET', '/api/documents?waiting=me&limit=100', { cookie: realtor });
    expect(realtorDocs.json.items.map((d: { id: string }) => d.id)).not.toContain(draft.documentId);
    // A realtor has no delegatedSigningAuthority: nothing for them.
    expect(
      (await ctx.request('POST', `/api/envelopes/${draft.id}/sign-in-app`, { cookie: realtor })).status,
    ).toBe(404);
    const link = await ctx.request('POST', `/api/envelopes/${draft.id}/sign-in-app`, { cookie: broker });
    expect(link.status).toBe(200);
    const token = link.json.url.split('/sign/')[1];
    expect((await consentAndSign(ctx, token)).status).toBe(200);
    // Now the broker's own approval is waiting.
    const mine = await ctx.request('GET', '/api/envelopes/waiting-for-me', { cookie: broker });
    expect(mine.json.items.filter((i: { envelope_id: string }) => i.envelope_id === draft.id)).toMatchObject([
      { for_brokerage: false, role: 'approver' },
    ]);
  });

  it('tells no one outside the envelope whether it exists or its status (sign-in-app)', async () => {
    const realtor = await as('realtor@demo.test');
    const outsider = await as('broker@lakeside.demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('o', 1)], [signatureField('f1', 'o')]);
    const missing = await ctx.request('POST', '/api/envelopes/00000000-0000-4000-8000-000000000000/sign-in-app', {
      cookie: outsider,
    });
    expect(missing.status).toBe(404);
    const onDraft = await ctx.request('POST', `/api/envelopes/${draft.id}/sign-in-app`, { cookie: outsider });
    expect({ status: onDraft.status, body: onDraft.json }).toEqual({ status: 404, body: missing.json });
    await sendDraft(ctx, realtor, draft);
    const onSent = await ctx.request('POST', `/api/envelopes/${draft.id}/sign-in-app`, { cookie: outsider });
    expect({ status: onSent.status, body: onSent.json }).toEqual({ status: 404, body: missing.json });
  });

  it('a client on the deal with an account finds the envelope waiting and signs from the app', async () => {
    const broker = await as('broker@demo.test');
    const buyer = await as('buyer@demo.test');
    const buyerId = (await ctx.request('GET', '/api/me', { cookie: buyer })).json.user.id;
    const deals = await ctx.request('GET', '/api/transactions?limit=50', { cookie: buyer });
    const dealId = deals.json.items[0].id as string;
    const people = await ctx.request('GET', `/api/transactions/${dealId}/participants`, { cookie: broker });
    const participant = people.json.items.find((p: { user_id: string | null }) => p.user_id === buyerId);
    expect(participant, 'the demo buyer is a participant of their deal').toBeTruthy();
    const draft = await draftEnvelope(
      ctx,
      broker,
      [{ key: 'b', kind: 'participant', participant_id: participant.id, role: 'signer', routing_order: 1 }],
      [signatureField('f1', 'b')],
      { transactionId: dealId },
    );
    await sendDraft(ctx, broker, draft);
    const waiting = await ctx.request('GET', '/api/envelopes/waiting-for-me', { cookie: buyer });
    expect(waiting.json.items.filter((i: { envelope_id: string }) => i.envelope_id === draft.id)).toMatchObject([
      { transaction_id: dealId, for_brokerage: false, role: 'signer' },
    ]);
    const link = await ctx.request('POST', `/api/envelopes/${draft.id}/sign-in-app`, { cookie: buyer });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect((await consentAndSign(ctx, link.json.url.split('/sign/')[1])).status).toBe(200);
    const after = await ctx.request('GET', '/api/envelopes/waiting-for-me', { cookie: buyer });
    expect(after.json.items.map((i: { envelope_id: string }) => i.envelope_id)).not.toContain(draft.id);
  });

  it('reminds automatically once the period has passed, with the same link', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('r', 1)], [signatureField('f1', 'r')]);
    await sendDraft(ctx, realtor, draft);
    const first = await mailedToken(ctx, 'r@signers.example');
    expect(
      await sendAutomaticReminders({
        ...ctx,
        storage: null as never,
        uploadMaxBytes: 0,
        config: ctx.config,
      }),
    ).toBe(0);
    const later = new Date(Date.now() + AUTO_REMIND_AFTER_MS + 60_000);
    expect(
      await sendAutomaticReminders(
        { ...ctx, storage: null as never, uploadMaxBytes: 0, config: ctx.config },
        later,
      ),
    ).toBeGreaterThanOrEqual(1);
    const mail = await ctx.newestMailTo('r@signers.example');
    expect(mail!.subject).toMatch(/^Reminder/);
    expect(await mailedToken(ctx, 'r@signers.example')).toBe(first);
  });
});

describe('demo seed', () => {
  it('has two Harborview envelopes in progress: the seller’s turn, and one waiting for the brokerage', async () => {
    const broker = await as('broker@demo.test');
    const waiting = await ctx.request('GET', '/api/envelopes/waiting-for-me', { cookie: broker });
    const seeded = waiting.json.items.filter((i: { title: string }) => i.title.endsWith('— signatures'));
    expect(seeded).toMatchObject([{ for_brokerage: true }]);
    const envelope = (await ctx.request('GET', `/api/envelopes/${seeded[0].envelope_id}`, { cookie: broker }))
      .json;
    expect(envelope.status).toBe('sent');
    // The seeded brokerage recipient gets its link on first use.
    const link = await ctx.request('POST', `/api/envelopes/${envelope.id}/sign-in-app`, { cookie: broker });
    expect((await sign(link.json.url.split('/sign/')[1])).json.state).toBe('consent');
  });
});
