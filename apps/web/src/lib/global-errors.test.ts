import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, isIgnoredError } from './global-errors';
import { addLogSink } from './logger';
import type { LogEntry } from './logger';

describe('global error filter', () => {
  it('ignores cross-origin script errors and ResizeObserver notices', () => {
    expect(isIgnoredError('Script error.')).toBe(true);
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredError('ResizeObserver loop limit exceeded', 'app.js')).toBe(true);
    expect(isIgnoredError('', undefined)).toBe(true);
  });

  it('keeps real errors', () => {
    expect(isIgnoredError('TypeError: x is undefined', 'https://app/assets/index.js')).toBe(false);
  });
});

describe('installGlobalErrorHandlers', () => {
  const entries: LogEntry[] = [];
  const removeSink = addLogSink((entry) => entries.push(entry));
  afterEach(() => {
    entries.length = 0;
  });

  it('logs uncaught errors and unhandled rejections, and skips the noise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Boom', filename: 'https://app/x.js', error: new Error('Boom') }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('Lost') });
    window.dispatchEvent(rejection);
    uninstall();
    removeSink();
    expect(entries.map((e) => [e.level, e.context, e.message])).toEqual([
      ['error', 'global', 'Boom'],
      ['error', 'global', 'Unhandled rejection: Lost'],
    ]);
  });
});
