/**
 * Cookie consent per category (spec §9). Strictly necessary cookies need no consent; every other
 * category is off until the user switches it on. Stored locally; a tiny store so components
 * (and the analytics controller) react to changes.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const CONSENT_CATEGORIES = [
  {
    key: 'necessary',
    name: 'Strictly necessary',
    required: true,
    description:
      'Keep you signed in, protect forms against forgery and remember this cookie choice. Always on.',
  },
  {
    key: 'analytics',
    name: 'Performance and analytics',
    required: false,
    description:
      'Count page views and report errors so we can find what is slow or broken (PostHog, Sentry).',
  },
  {
    key: 'functionality',
    name: 'Functionality',
    required: false,
    description: 'Remember preferences such as layout and filters between visits.',
  },
  {
    key: 'security',
    name: 'Security',
    required: false,
    description: 'Help detect unusual sign-in activity and abuse beyond what is strictly necessary.',
  },
] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]['key'];
export type ConsentState = Record<ConsentCategory, boolean>;

export const DEFAULT_CONSENT: ConsentState = {
  necessary: true,
  analytics: false,
  functionality: false,
  security: false,
};

export function parseConsent(raw: string | null): ConsentState {
  if (!raw) return DEFAULT_CONSENT;
  try {
    const value = JSON.parse(raw) as Partial<Record<ConsentCategory, unknown>>;
    return {
      necessary: true,
      analytics: value.analytics === true,
      functionality: value.functionality === true,
      security: value.security === true,
    };
  } catch {
    return DEFAULT_CONSENT;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; state: ConsentState } | null = null;

export function getConsent(): ConsentState {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!cache || cache.raw !== raw) cache = { raw, state: parseConsent(raw) };
  return cache.state;
}

export function setConsent(category: ConsentCategory, granted: boolean): void {
  if (category === 'necessary') return;
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify({ ...getConsent(), [category]: granted }));
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cookieConsent) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, () => DEFAULT_CONSENT);
}
