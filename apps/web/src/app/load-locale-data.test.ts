import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '@/lib/time-zone';
import { loadLocaleDataForAppPages } from './load-locale-data';

vi.mock('@/lib/time-zone', () => ({ browserTimeZone: vi.fn(() => 'UTC') }));

afterEach(() => vi.mocked(browserTimeZone).mockClear());

/** A stand-in for the browser's Worker (jsdom has none) that records the scripts it was asked to run. */
function stubWorker(onCreate: (url: string) => void = () => undefined) {
  const started: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL | string) {
        started.push(String(url));
        onCreate(String(url));
      }
    },
  );
  return started;
}

describe('loadLocaleDataForAppPages', () => {
  it.each(['/login', '/privacy', '/offer/abc123', '/sign/token-1'])('leaves %s without Intl', (path) => {
    const started = stubWorker();
    loadLocaleDataForAppPages(path);
    expect(started).toEqual([]);
    expect(browserTimeZone).not.toHaveBeenCalled();
  });

  it.each(['/', '/dashboard', '/transactions/42'])('loads locale data on a worker for %s', (path) => {
    const started = stubWorker();
    loadLocaleDataForAppPages(path);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/icu-warm-up-worker/);
    expect(browserTimeZone).not.toHaveBeenCalled();
  });

  it('loads it on the main thread before the first paint where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    loadLocaleDataForAppPages('/dashboard');
    expect(browserTimeZone).toHaveBeenCalledTimes(1);
  });

  it('loads it on the main thread when the browser refuses the worker', () => {
    stubWorker(() => {
      throw new DOMException('refused by the content security policy', 'SecurityError');
    });
    loadLocaleDataForAppPages('/dashboard');
    expect(browserTimeZone).toHaveBeenCalledTimes(1);
  });
});
