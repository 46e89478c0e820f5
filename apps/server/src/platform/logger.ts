import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'threshold' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'token'], remove: true },
  });
}
