import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { startSmtpTestServer } from '../../test/smtp-test-server';
import { sessions } from '../transactions/transactions-test-kit';
import { consentAndSign, draftEnvelope, mailedToken, outside, sendDraft, signatureField } from './envelopes-test-kit';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let as: ReturnType<typeof sessions>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  as = sessions(ctx);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('an SMTP failure after the final signature', () => {
  // Issue 37, bug 2: the signature was saved, yet the request answered 500 and skipped the notice.
  it('answers 200, notifies in the app, and the dispatcher sends the e-mail later', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('buyer', 1)], [signatureField('buyer-sig', 'buyer')]);
    await sendDraft(ctx, realtor, draft);
    const token = (await mailedToken(ctx, 'buyer@signers.example'))!;

    smtp.state.failing = true;
    const done = await consentAndSign(ctx, token);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.envelope_status).toBe('completed');
    const notices = await ctx.request('GET', '/api/notifications?limit=20', { cookie: realtor });
    expect(
      notices.json.items.some(
        (n: { kind: string; subject: { id: string } }) =>
          n.kind === 'signature_completed' && n.subject.id === draft.documentId,
      ),
    ).toBe(true);
    expect((await ctx.newestMailTo('buyer@signers.example'))).toMatchObject({ status: 'failed' });

    smtp.state.failing = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await ctx.effects.deliverDue();
    expect(await ctx.newestMailTo('buyer@signers.example')).toMatchObject({
      subject: expect.stringMatching(/^Completed/),
      status: 'sent',
    });
    expect(smtp.received.filter((m) => m.to === 'buyer@signers.example' && m.data.includes('Completed'))).toHaveLength(1);
  });
});
