import { Worker } from 'node:worker_threads';

/** Starts a TypeScript worker thread (tsx is registered inside the worker before its entry loads). */
export function startTsWorker(entry: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** The worker's first message of this type (rejects on the worker's error). */
export function messageFrom<T>(worker: Worker, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.on('message', (m) => m.type === type && resolve(m as T));
    worker.once('error', reject);
  });
}
