/** localStorage that never throws (private mode, disabled storage, quota). */
export const STORAGE_KEYS = {
  /** Spec §4/§9: the cookie notice's seen flag, under a product-specific key. */
  cookieNoticeSeen: 'threshold.cookie-notice.seen',
  cookieConsent: 'threshold.cookie-consent.v1',
  /** The do-not-sell choice of a visitor who is not signed in. */
  visitorOptOut: 'threshold.ccpa-opt-out',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
}
