import { pino, type Logger } from 'pino';

export type { Logger };

/** `destination` lets a test read what would be logged. */
export function createLogger(level: string, destination?: { write(line: string): void }): Logger {
  const options = {
    level,
    base: { service: 'threshold' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'token'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
