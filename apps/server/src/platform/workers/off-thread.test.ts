import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { closeWorkerThreads, offThread } from './off-thread';
import type * as kit from './off-thread-test-kit';

const work = offThread<typeof kit>(import.meta.url, './off-thread-test-kit');

afterAll(() => closeWorkerThreads());

describe('offThread', () => {
  it('runs the function on another thread and answers its result', async () => {
    const worker = await work.whichThread();
    expect(worker).not.toBe(threadId);
    expect(await work.echoBytes(new Uint8Array(1024))).toBe(1024);
  });

  it('keeps the event loop free while the work runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await work.spin(400);
    } finally {
      clearInterval(timer);
    }
    // Blocking the loop for 400 ms would leave the timer at one or two ticks.
    expect(ticks).toBeGreaterThan(10);
  });

  it('throws an AppError from the worker as the same AppError', async () => {
    const error = await work.refuse().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, fields: { file: 'Not a PDF' } });
  });
});
