/**
 * "Do not sell or share my personal information" (spec §1, §3). Signed in: the profile's
 * ccpa_opt_out. Visitor: a flag in this browser, which also counts after sign-in. A Global Privacy
 * Control signal from the browser counts as an opt-out as well (California regulations).
 */
import { useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import { updateProfile } from '../auth/profile-api';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';

const listeners = new Set<() => void>();

function readVisitorOptOut(): boolean {
  return readStorage(STORAGE_KEYS.visitorOptOut) === 'true';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function useVisitorOptOut(): boolean {
  return useSyncExternalStore(subscribe, readVisitorOptOut, () => false);
}

export interface CcpaOptOut {
  optedOut: boolean;
  /** Why the opt-out is on even if the user did not switch it (GPC signal). */
  gpc: boolean;
  pending: boolean;
  setOptOut: (optedOut: boolean) => Promise<void>;
}

export function useCcpaOptOut(): CcpaOptOut {
  const { me, setProfile } = useAuth();
  const visitor = useVisitorOptOut();
  const [pending, setPending] = useState(false);
  const gpc = hasGlobalPrivacyControl();
  const profileOptOut = me?.profile.ccpa_opt_out ?? false;

  const setOptOut = async (optedOut: boolean) => {
    setPending(true);
    try {
      if (me) setProfile(await updateProfile({ ccpa_opt_out: optedOut }));
      writeStorage(STORAGE_KEYS.visitorOptOut, String(optedOut));
      for (const listener of listeners) listener();
    } finally {
      setPending(false);
    }
  };

  return { optedOut: profileOptOut || visitor || gpc, gpc, pending, setOptOut };
}
