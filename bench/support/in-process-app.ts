import { createApp } from '../../apps/server/src/app';
import type { Config } from '../../apps/server/src/platform/config';
import type { Db } from '../../apps/server/src/platform/db/client';
import { createMailer } from '../../apps/server/src/platform/email/mailer';
import { createLogger } from '../../apps/server/src/platform/logger';
import { DEMO_PASSWORD } from '../../apps/server/seed/users';

/** The whole app in this process (no socket): for benches that time the request path itself. */
export function inProcessApp(config: Config, db: Db) {
  const logger = createLogger('silent');
  return createApp({ config, db, logger, mailer: createMailer({ db, logger, from: config.mailFrom }) }).app;
}

/** Signs a demo account in through the API and answers the Cookie header of its session. */
export async function demoSessionCookie(app: ReturnType<typeof inProcessApp>, origin: string, email: string) {
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
