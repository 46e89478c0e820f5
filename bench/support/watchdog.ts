import { Worker } from 'node:worker_threads';

/** Runs on its own thread (CommonJS, eval): a blocked event loop cannot hold it up. */
const WATCHDOG_SOURCE = `
const { rmSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
let running = null;
parentPort.on('message', (name) => { running = name; });
setTimeout(() => {
  console.error('\\nbench deadline passed' + (running ? ' during "' + running + '"' : '') +
    ': the event loop did not come back in time; stopping the process');
  rmSync(workerData.removeOnKill, { recursive: true, force: true });
  process.kill(process.pid, 'SIGKILL');
}, workerData.deadline - Date.now());
`;

/**
 * Ends the process at `deadline` (epoch ms) even when the event loop is blocked, which no timer on
 * the main thread can do: names the scenario that was running, removes `removeOnKill`, then kills.
 */
export function startWatchdog(deadline: number, removeOnKill: string) {
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { deadline, removeOnKill } });
  worker.unref();
  return {
    running: (scenario: string | null) => worker.postMessage(scenario),
    stop: () => worker.terminate(),
  };
}
