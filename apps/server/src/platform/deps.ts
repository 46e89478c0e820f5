import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './email/mailer';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { JobRunner } from './jobs/job-runner';
import type { Logger } from './logger';

/** What modules receive from the composition root (app.ts). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /**
   * The dev mailbox reads it. Areas not yet converted still send through it; new e-mails are
   * recorded as effects (ADR 0192).
   */
  mailer: Mailer;
  /** This instance's sockets: connecting, and who is online (ADR 0118, 0170). Publishing is an effect. */
  realtime: RealtimeSockets;
  /**
   * The durable job runner (ADR 0117). The server process creates and starts it; test apps leave it
   * out unless a suite needs it (its first start installs pg-boss's schema, ~0.2 s on PGlite).
   * Modules define their jobs while their routes are composed, before it starts.
   */
  jobs?: JobRunner;
}

export type RealtimeSockets = Pick<RealtimeHub, 'connect' | 'connectSubscriber' | 'isOnline' | 'statusOf'>;

export interface AppDepsWithAuth extends AppDeps {
  auth: Auth;
}
