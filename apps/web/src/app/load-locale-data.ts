import { matchRoutes } from 'react-router';
import { browserTimeZone } from '@/lib/time-zone';
import { publicRoutes } from './routes-public';

/**
 * A page's first Intl call loads ICU's locale data: 25–85 ms of one task here, 100–340 ms on a phone
 * CPU (Lighthouse's 4× slow-down). Every signed-in page reads the time zone or formats a date, so for
 * those paths a worker loads the data while the page starts (ADR 0185): the data is shared by the
 * whole renderer process, and the main thread's first Intl call then takes about a millisecond.
 * Where workers are missing, the data loads here, before the first paint (ADR 0182). Public pages
 * (sign-in, legal, token links) never pay for it.
 */
export function loadLocaleDataForAppPages(pathname: string): void {
  if (matchRoutes(publicRoutes, pathname) !== null) return;
  if (typeof Worker === 'function') startIcuWarmUpWorker();
  else browserTimeZone();
}

function startIcuWarmUpWorker(): void {
  try {
    new Worker(new URL('../lib/icu-warm-up-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    browserTimeZone();
  }
}
