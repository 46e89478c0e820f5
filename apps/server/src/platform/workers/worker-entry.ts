import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '@threshold/domain/common/error.contract';
import { AppError } from '../http/errors';

/** A call of one exported function of one module (off-thread.ts). */
export interface TaskRequest {
  moduleUrl: string;
  name: string;
  args: unknown[];
}

export type TaskOutcome =
  | { ok: true; value: unknown }
  | {
      ok: false;
      error: {
        name: string;
        message: string;
        appError?: { code: ErrorCode; fields?: Record<string, string>; details?: Record<string, unknown> };
      };
    };

/**
 * Loads a task module. Under tsx only its CommonJS hook is active in worker threads on Node 20 (piscina
 * requires this entry through it), so TypeScript sources are required; a compiled build imports.
 */
async function load(moduleUrl: string): Promise<Record<string, unknown>> {
  if (moduleUrl.endsWith('.ts')) return createRequire(moduleUrl)(fileURLToPath(moduleUrl)) as Record<string, unknown>;
  return (await import(moduleUrl)) as Record<string, unknown>;
}

/**
 * The worker thread's entry (piscina's default export): imports the module, calls the function and
 * answers its result, or the error in a form that crosses the thread boundary (a class does not).
 */
export default async function runTask({ moduleUrl, name, args }: TaskRequest): Promise<TaskOutcome> {
  try {
    const loaded = await load(moduleUrl);
    const task = loaded[name];
    if (typeof task !== 'function') throw new Error(`${moduleUrl} exports no function "${name}"`);
    return { ok: true, value: await task(...args) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return {
      ok: false,
      error: {
        name: failure.name,
        message: failure.message,
        ...(failure instanceof AppError
          ? { appError: { code: failure.code, fields: failure.fields, details: failure.details } }
          : {}),
      },
    };
  }
}
