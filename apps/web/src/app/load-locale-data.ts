import { matchRoutes } from 'react-router';
import { browserTimeZone } from '@/lib/time-zone';
import { publicRoutes } from './routes-public';

/**
 * A page's first Intl call loads ICU's locale data: ≈ 90 ms of one task on a phone CPU (Lighthouse's
 * 4× slow-down), whichever formatter comes first. Every signed-in page reads the time zone or formats
 * a date, so for those paths the data loads here, before the first paint, where it delays that paint
 * a little instead of blocking the page once it is visible (total blocking time, ADR 0182). Public
 * pages (sign-in, legal, token links) never pay for it.
 */
export function loadLocaleDataForAppPages(pathname: string): void {
  if (matchRoutes(publicRoutes, pathname) === null) browserTimeZone();
}
