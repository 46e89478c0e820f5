import { setTimeout as sleep } from 'node:timers/promises';
import { startTsWorker } from './ts-worker';

/** Slots of the window the sampler thread and the bench share (Int32, Atomics). */
export const SLOT = { worstMicroseconds: 0, answers: 1, failures: 2, stop: 3 } as const;
const SLOT_COUNT = 4;

export interface SamplerPlan {
  url: string;
  intervalMs: number;
  timeoutMs: number;
  shared: SharedArrayBuffer;
}

/** What the sampler saw since the window was opened. */
export interface HealthWindow {
  worstMs: number;
  answers: number;
  /** Requests that failed, timed out or did not answer 200. */
  failures: number;
}

/**
 * A health request's limit (counted as failed past it, with this latency), and how long closing a
 * window waits for the request in flight: one held up by a blocked loop answers when the loop is free.
 */
export const HEALTH_REQUEST_TIMEOUT_MS = 30_000;

/**
 * GETs `url` one request after another, `intervalMs` apart, on a worker thread: a blocked event loop
 * on this thread cannot delay the sampler, only the server's answers. openWindow() starts a new
 * window; closeWindow() waits for the answer in flight, then gives the window's worst latency.
 */
export function startHealthSampler(url: string, intervalMs: number) {
  const shared = new SharedArrayBuffer(SLOT_COUNT * Int32Array.BYTES_PER_ELEMENT);
  const slots = new Int32Array(shared);
  const plan: SamplerPlan = { url, intervalMs, timeoutMs: HEALTH_REQUEST_TIMEOUT_MS, shared };
  const worker = startTsWorker(new URL('./health-sampler.worker.ts', import.meta.url), plan);

  const openWindow = () => {
    Atomics.store(slots, SLOT.worstMicroseconds, 0);
    Atomics.store(slots, SLOT.answers, 0);
    Atomics.store(slots, SLOT.failures, 0);
  };

  async function closeWindow(): Promise<HealthWindow> {
    const answered = Atomics.load(slots, SLOT.answers) + Atomics.load(slots, SLOT.failures);
    const giveUpAt = performance.now() + HEALTH_REQUEST_TIMEOUT_MS;
    while (
      Atomics.load(slots, SLOT.answers) + Atomics.load(slots, SLOT.failures) <= answered &&
      performance.now() < giveUpAt
    )
      await sleep(intervalMs);
    return {
      worstMs: Atomics.load(slots, SLOT.worstMicroseconds) / 1000,
      answers: Atomics.load(slots, SLOT.answers),
      failures: Atomics.load(slots, SLOT.failures),
    };
  }

  async function stop() {
    Atomics.store(slots, SLOT.stop, 1);
    await worker.terminate();
  }

  /** Resolves once the sampler has had its first answer (the server is up and the thread running). */
  async function ready() {
    openWindow();
    const giveUpAt = performance.now() + 30_000;
    while (Atomics.load(slots, SLOT.answers) === 0) {
      if (performance.now() > giveUpAt) throw new Error(`the health sampler got no answer from ${url}`);
      await sleep(intervalMs);
    }
  }

  return { ready, openWindow, closeWindow, stop };
}
