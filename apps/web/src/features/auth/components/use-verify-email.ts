import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { createLogger } from '@/lib/logger';
import { syncVerification, verifyEmail } from '../api/auth-api';
import { decideVerifyState, VERIFY_DELAY_MS } from './verify-email-logic';
import type { VerifyState } from './verify-email-logic';

const log = createLogger('verify-email');
/** One verification call per token, even when React runs effects twice in development. */
const verifications = new Map<string, Promise<unknown>>();

export function useVerifyEmail(): VerifyState {
  const [params] = useSearchParams();
  const { status, me, handleAuthEvent } = useAuth();
  const [state, setState] = useState<VerifyState>({ kind: 'verifying' });
  const [waited, setWaited] = useState(false);
  const [tokenResult, setTokenResult] = useState<'pending' | 'ok' | { error: string } | null>(null);
  const token = params.get('token');

  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), VERIFY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!waited || !token || tokenResult !== null) return;
    setTokenResult('pending');
    if (!verifications.has(token)) verifications.set(token, verifyEmail(token));
    verifications.get(token)!.then(
      // Better Auth may sign the user in on verification: refresh the session either way.
      () => handleAuthEvent('SIGNED_IN').then(() => setTokenResult('ok')),
      (error: unknown) =>
        setTokenResult({ error: errorMessage(error, 'This verification link could not be used.') }),
    );
  }, [handleAuthEvent, token, tokenResult, waited]);

  const confirmed = Boolean(me?.user.email_confirmed_at);
  const needsSync = me !== null && confirmed && me.profile.verification_status !== 'verified';
  useEffect(() => {
    if (!needsSync) return;
    syncVerification()
      .then(() => handleAuthEvent('USER_UPDATED'))
      .catch((error: unknown) => log.error('Could not sync verification status', error));
  }, [handleAuthEvent, needsSync]);

  useEffect(() => {
    if (!waited || status === 'loading' || tokenResult === 'pending') return;
    if (token && tokenResult === null) return;
    if (tokenResult === 'ok') return setState({ kind: 'verified' });
    const user = me ? { email: me.user.email, confirmed } : null;
    if (tokenResult && typeof tokenResult === 'object' && !user?.confirmed) {
      return setState({
        kind: 'error',
        message: tokenResult.error,
        email: params.get('email') ?? user?.email ?? '',
      });
    }
    setState(decideVerifyState({ user, emailParam: params.get('email'), errorParam: params.get('error') }));
  }, [confirmed, me, params, status, token, tokenResult, waited]);

  return state;
}
