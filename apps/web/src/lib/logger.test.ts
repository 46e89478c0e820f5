import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLogSink, createLogger, setMinimumLogLevel } from './logger';
import type { LogEntry } from './logger';

describe('logger', () => {
  afterEach(() => setMinimumLogLevel('debug'));

  it('writes timestamped lines with level and context, down to debug by default', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    createLogger('auth').debug('session refreshed', { id: 1 });
    const [line, data] = debug.mock.calls[0] ?? [];
    expect(line).toMatch(/^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] DEBUG \[auth\] session refreshed$/);
    expect(data).toEqual({ id: 1 });
  });

  it('drops lines below the minimum level and feeds sinks', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries: LogEntry[] = [];
    const remove = addLogSink((entry) => entries.push(entry));
    setMinimumLogLevel('warn');
    const log = createLogger('maps');
    log.info('ignored');
    log.warn('kept');
    remove();
    expect(entries.map((e) => `${e.level}:${e.context}:${e.message}`)).toEqual(['warn:maps:kept']);
  });
});
