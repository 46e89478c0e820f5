import { onFirstUse } from './on-first-use';

/**
 * The browser's IANA time zone ("UTC" when it does not say), read once: the first Intl call of a page
 * loads locale data, so it is made ahead of need (warmFormattersWhenIdle) and remembered.
 */
export const browserTimeZone = onFirstUse(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
