import type { RoleKey } from '@threshold/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/email/mailer';
import { findNewestEmails } from '../../platform/email/outbound-emails.repository';
import { createLogger } from '../../platform/logger';
import { openSocket, serveForSockets, type TestSocket } from '../../platform/realtime/realtime-test-kit';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import {
  DIGEST_DELAY_MS,
  ONLINE_GRACE_MS,
  sendDigests,
  sendImmediateEmails,
  type NotificationMailDeps,
} from './notification-email.service';
import { notificationKit } from '../../test/notifications-kit';

/** Delivery (ADR 0168): live to the recipient only, e-mail now unless online and read, digests once. */
let ctx: TestContext;
let kit: ReturnType<typeof notificationKit>;
let server: Awaited<ReturnType<typeof serveForSockets>>;
let mail: NotificationMailDeps;
const sockets: TestSocket[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  ctx = await createTestContext();
  kit = notificationKit(ctx);
  server = await serveForSockets(ctx.app);
  mail = {
    db: ctx.db,
    mailer: createMailer({ db: ctx.db, logger, from: ctx.config.mailFrom }),
    logger,
    appUrl: ctx.config.appUrl,
    isOnline: (userId) => ctx.realtime.isOnline(userId),
  };
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await ctx?.close();
});

async function liveSocket(email: string) {
  const socket = await openSocket(server.url, { cookie: await kit.cookieFor(email), origin: TEST_ORIGIN });
  sockets.push(socket);
  socket.send({ type: 'subscribe', id: 'bell', resource: 'notifications' });
  await socket.waitFor((m) => m.type === 'subscribed', 'subscribed');
  return socket;
}

/** Closes a socket and waits until the server no longer counts its person online. */
async function closeSocket(socket: TestSocket, role: RoleKey) {
  socket.close();
  await socket.closed;
  for (let i = 0; i < 100 && ctx.realtime.isOnline(kit.userId(role)); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(ctx.realtime.isOnline(kit.userId(role))).toBe(false);
}

const mailsTo = async (to: string, subjectPart: string) =>
  (await findNewestEmails(ctx.db, 500)).filter((m) => m.to === to && m.subject.includes(subjectPart));

const later = (ms: number) => new Date(Date.now() + ms);

describe(`notification delivery (${testDatabaseKind()})`, () => {
  it('pushes a new notification live to its recipient only', async () => {
    const broker = await liveSocket('broker@demo.test');
    const realtor = await liveSocket('realtor@demo.test');
    const deal = await kit.dealOf('realtor@demo.test', 'Live deal');
    await kit.note('realtor@demo.test', deal.id, 'Live mention', ['broker']);
    const event = await broker.waitFor(
      (m) => m.type === 'event' && m.event.data.kind === 'mention',
      'the mention',
    );
    expect(event.event).toMatchObject({ resource: 'notifications', action: 'insert' });
    // The realtor's own next notification arrives; the broker's never did.
    await kit.setPreferences('realtor@demo.test', {});
    const { deal: other, item } = await kit.submittedItem('Live return');
    await kit.checklistStep('broker@demo.test', other.id, item.id, 'return', { note: 'redo' });
    await realtor.waitFor((m) => m.type === 'event' && m.event.data.kind === 'checklist_returned', 'return');
    const realtorEvents = realtor.messages.filter((m) => m.type === 'event');
    expect(realtorEvents.map((m) => m.event.data.user_id)).toEqual([kit.userId('realtor')]);
    await closeSocket(broker, 'broker');
    await closeSocket(realtor, 'realtor');
  });

  it('e-mails "now" once, and not while the person is online and has read it', async () => {
    const { deal, item } = await kit.submittedItem('Mail now deal');
    await kit.checklistStep('broker@demo.test', deal.id, item.id, 'return', { note: 'Mail me' });
    await sendImmediateEmails(mail, later(1000));
    await sendImmediateEmails(mail, later(1000));
    const sent = (await mailsTo('realtor@demo.test', `Returned: ${item.title}`)).filter((m) =>
      m.links.some((l) => l.endsWith(`/transactions/${deal.id}`)),
    );
    expect(sent).toHaveLength(1);

    const online = await liveSocket('realtor@demo.test');
    const next = await kit.submittedItem('Seen deal');
    await kit.checklistStep('broker@demo.test', next.deal.id, next.item.id, 'return', { note: 'Seen' });
    await sendImmediateEmails(mail, later(1000));
    const [unread] = await kit.list('realtor@demo.test', '?unread=true&limit=1');
    expect(unread.subject.id).toBe(next.deal.id);
    await ctx.request('POST', `/api/notifications/${unread.id}/read`, {
      cookie: await kit.cookieFor('realtor@demo.test'),
    });
    await sendImmediateEmails(mail, later(ONLINE_GRACE_MS + 60_000));
    await closeSocket(online, 'realtor');
    const mails = (await findNewestEmails(ctx.db, 500)).filter((m) =>
      m.links.some((l) => l.includes(next.deal.id)),
    );
    expect(mails).toEqual([]);
  });

  it('sends one digest for several unread notifications and nothing on a second run', async () => {
    await kit.setPreferences('broker@demo.test', { mention: 'email_digest' });
    const deal = await kit.dealOf('realtor@demo.test', 'Digest deal');
    await kit.note('realtor@demo.test', deal.id, 'first for the digest', ['broker']);
    await kit.note('realtor@demo.test', deal.id, 'second for the digest', ['broker']);
    expect(await sendDigests(mail, new Date())).toBe(0);
    await sendDigests(mail, later(DIGEST_DELAY_MS + 60_000));
    const digests = await mailsTo('broker@demo.test', 'you have not seen');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('first for the digest');
    expect(digests[0]!.text).toContain('second for the digest');
    await sendDigests(mail, later(DIGEST_DELAY_MS + 120_000));
    expect(await mailsTo('broker@demo.test', 'you have not seen')).toHaveLength(1);
  });
});
