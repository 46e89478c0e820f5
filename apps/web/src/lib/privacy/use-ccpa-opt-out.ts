/**
 * "Do not sell or share my personal information" (spec §1, §3). Signed in: the profile's
 * ccpa_opt_out. Visitor: a flag in this browser, which also counts after sign-in. A Global Privacy
 * Control signal from the browser counts as an opt-out as well (California regulations).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import { updateProfile } from '../auth/profile-api';
import { createLogger } from '../logger';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';

const log = createLogger('privacy');

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

/** A visitor's opt-out in this browser is saved to the account once they sign in here. */
export function useApplyVisitorOptOut(): void {
  const { me, setProfile } = useAuth();
  const visitor = useVisitorOptOut();
  const needsApply = visitor && me !== null && !me.profile.ccpa_opt_out;
  useEffect(() => {
    if (!needsApply) return;
    updateProfile({ ccpa_opt_out: true })
      .then(setProfile)
      .catch((error: unknown) => log.error('Could not save the visitor opt-out to the profile', error));
  }, [needsApply, setProfile]);
}
