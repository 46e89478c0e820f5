import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '@/lib/time-zone';
import { loadLocaleDataForAppPages } from './load-locale-data';

vi.mock('@/lib/time-zone', () => ({ browserTimeZone: vi.fn(() => 'UTC') }));

afterEach(() => vi.mocked(browserTimeZone).mockClear());

describe('loadLocaleDataForAppPages', () => {
  it.each(['/login', '/privacy', '/offer/abc123', '/sign/token-1'])('leaves %s without Intl', (path) => {
    loadLocaleDataForAppPages(path);
    expect(browserTimeZone).not.toHaveBeenCalled();
  });

  it.each(['/', '/dashboard', '/transactions/42'])('loads locale data before %s paints', (path) => {
    loadLocaleDataForAppPages(path);
    expect(browserTimeZone).toHaveBeenCalledTimes(1);
  });
});
