// Worker for bench/event-loop.bench.ts (support/health-sampler.ts): GET /api/health one request after
// another, on this thread, and keep each window's worst latency in memory shared with the bench.
import { setTimeout as sleep } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import { SLOT, type SamplerPlan } from './health-sampler';

const plan = workerData as SamplerPlan;
const slots = new Int32Array(plan.shared);

/** Raises the window's worst latency (the bench may reset it to 0 at any moment). */
function recordLatency(microseconds: number) {
  for (;;) {
    const worst = Atomics.load(slots, SLOT.worstMicroseconds);
    if (microseconds <= worst) return;
    if (Atomics.compareExchange(slots, SLOT.worstMicroseconds, worst, microseconds) === worst) return;
  }
}

async function sampleOnce() {
  const started = performance.now();
  try {
    const response = await fetch(plan.url, { signal: AbortSignal.timeout(plan.timeoutMs) });
    await response.arrayBuffer();
    recordLatency(Math.round((performance.now() - started) * 1000));
    Atomics.add(slots, response.status === 200 ? SLOT.answers : SLOT.failures, 1);
  } catch {
    recordLatency(Math.round((performance.now() - started) * 1000));
    Atomics.add(slots, SLOT.failures, 1);
  }
}

while (Atomics.load(slots, SLOT.stop) === 0) {
  await sampleOnce();
  await sleep(plan.intervalMs);
}
