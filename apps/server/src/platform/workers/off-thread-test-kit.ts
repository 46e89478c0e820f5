import { threadId } from 'node:worker_threads';
import { AppError } from '../http/errors';

/** Functions for off-thread.test.ts to run on a worker thread. */
export const whichThread = () => threadId;

export function spin(milliseconds: number): number {
  const until = Date.now() + milliseconds;
  let turns = 0;
  while (Date.now() < until) turns += 1;
  return turns;
}

export const echoBytes = (bytes: Uint8Array) => bytes.byteLength;

export function refuse(): never {
  throw new AppError('VALIDATION_FAILED', 'The file cannot be read', { file: 'Not a PDF' });
}
