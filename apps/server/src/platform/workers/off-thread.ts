import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors';
import type { TaskOutcome, TaskRequest } from './worker-entry';

type AnyFunction = (...args: never[]) => unknown;

/** A module's functions as the main thread calls them: the same arguments, always a promise. */
export type OffThread<M> = {
  [K in keyof M as M[K] extends AnyFunction ? K : never]: M[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** This file's own extension: `.ts` under tsx and vitest, `.js` in a compiled build. */
const EXTENSION = path.extname(fileURLToPath(import.meta.url));

/**
 * Threads for CPU-bound work (ADR 0191): reading, filling and sealing PDFs, turning images into
 * PDFs, parsing imports, making keys. One fewer than the cores (at least one), so requests keep a core;
 * idle threads end after a minute. `CPU_WORKERS` sets the number.
 */
let pool: Piscina | null = null;

function sharedPool(): Piscina {
  if (pool) return pool;
  const configured = Number(process.env.CPU_WORKERS);
  const threads = configured > 0 ? configured : Math.max(1, Math.min(4, availableParallelism() - 1));
  pool = new Piscina({
    filename: new URL(`./worker-entry${EXTENSION}`, import.meta.url).href,
    // A source checkout runs TypeScript through tsx, in the workers too.
    execArgv: EXTENSION === '.ts' ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return pool;
}

function rethrown(outcome: Extract<TaskOutcome, { ok: false }>): Error {
  const { error } = outcome;
  if (error.appError) {
    const { code, fields, details } = error.appError;
    return new AppError(code, error.message, fields, details);
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

/**
 * The functions of a module next to the caller, run on a worker thread: `offThread<typeof pdf>(
 * import.meta.url, './template-pdf').fillTemplate(…)`. Arguments and results cross by structured
 * clone (a Buffer arrives as a Uint8Array); an AppError thrown there is thrown here as the same
 * AppError, any other error as an Error with its message.
 */
export function offThread<M>(callerUrl: string, modulePath: string): OffThread<M> {
  const moduleUrl = new URL(`${modulePath}${EXTENSION}`, callerUrl).href;
  return new Proxy({} as OffThread<M>, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      return async (...args: unknown[]) => {
        const request: TaskRequest = { moduleUrl, name, args };
        const outcome = (await sharedPool().run(request)) as TaskOutcome;
        if (!outcome.ok) throw rethrown(outcome);
        return outcome.value;
      };
    },
  });
}

/** Ends the threads (server shutdown); a later call starts new ones. */
export async function closeWorkerThreads(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
