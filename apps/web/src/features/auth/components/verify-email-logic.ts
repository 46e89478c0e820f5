/**
 * The verify-email page's decision (spec §2, §4, §8): verifying → verified | unverified | error.
 * Pure so it can be read (and tested) apart from the page's timers and calls.
 */
export const VERIFY_DELAY_MS = 500;

export type VerifyState =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'unverified'; email: string; userKnown: boolean }
  | { kind: 'error'; message: string; email: string };

export interface VerifyInput {
  /** The signed-in user, if any, with whether their e-mail is confirmed. */
  user: { email: string; confirmed: boolean } | null;
  emailParam: string | null;
  errorParam: string | null;
}

const ERROR_PARAM_MESSAGES: Record<string, string> = {
  invalid_token: 'This verification link is invalid or has already been used.',
  token_expired: 'This verification link has expired. Request a new one below.',
  user_not_found: 'We could not find an account for this verification link.',
};

export function messageForErrorParam(error: string): string {
  return ERROR_PARAM_MESSAGES[error.toLowerCase()] ?? error;
}

export function decideVerifyState({ user, emailParam, errorParam }: VerifyInput): VerifyState {
  if (user?.confirmed) return { kind: 'verified' };
  if (user) return { kind: 'unverified', email: user.email, userKnown: true };
  if (errorParam)
    return { kind: 'error', message: messageForErrorParam(errorParam), email: emailParam ?? '' };
  return { kind: 'unverified', email: emailParam ?? '', userKnown: false };
}

export function statusText(state: VerifyState): string {
  switch (state.kind) {
    case 'verifying':
      return 'Verifying your email...';
    case 'verified':
      return 'Your email has been successfully verified!';
    case 'unverified':
      return state.userKnown
        ? `Please check your email (${state.email}) and click the verification link.`
        : `Verifying status for ${state.email || 'your email'}... If this persists, please check your email or try resending.`;
    case 'error':
      return state.message;
  }
}
