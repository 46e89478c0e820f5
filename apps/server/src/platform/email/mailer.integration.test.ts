import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const reset = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: 'Open https://app.example/reset?token=secret-token',
  links: ['https://app.example/reset?token=secret-token'],
  attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
});

const stored = async (to: string) => (await createMailer({ db: ctx.db, logger: createLogger('silent'), from: 'x@y' }).newest(50)).find((m) => m.to === to)!;

describe('outbound e-mail records', () => {
  it('in production keep no body, link or file of a message that was not sent', async () => {
    const logger = createLogger('silent');
    const unsent = createMailer({ db: ctx.db, logger, from: 'app@example.test', keepOnlyMetadata: true });
    await unsent.send(reset('logged@example.test'));
    expect(await stored('logged@example.test')).toMatchObject({ status: 'logged', text: '', links: [], attachments: [] });

    const smtpDown = createMailer({
      db: ctx.db,
      logger,
      from: 'app@example.test',
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      keepOnlyMetadata: true,
    });
    await expect(smtpDown.send(reset('failed@example.test'))).rejects.toThrow('could not be sent');
    const failed = await stored('failed@example.test');
    expect(failed).toMatchObject({ status: 'failed', subject: 'Reset your password', text: '', links: [], attachments: [] });
    expect(failed.error).toBeTruthy();
    expect(JSON.stringify(failed)).not.toContain('secret-token');
  });

  it('outside production keep the whole message for the dev mailbox', async () => {
    const mailer = createMailer({ db: ctx.db, logger: createLogger('silent'), from: 'app@example.test' });
    await mailer.send(reset('dev@example.test'));
    expect(await stored('dev@example.test')).toMatchObject({
      status: 'logged',
      links: ['https://app.example/reset?token=secret-token'],
    });
  });
});
