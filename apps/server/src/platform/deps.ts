import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './email/mailer';
import type { Logger } from './logger';

/** What modules receive from the composition root (app.ts). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
}

export interface AppDepsWithAuth extends AppDeps {
  auth: Auth;
}
