import { describe, expect, it } from 'vitest';
import { decideVerifyState, statusText, VERIFY_DELAY_MS } from './verify-email-logic';

describe('verify-email decision (spec §4, §8)', () => {
  it('waits 500 ms before evaluating', () => {
    expect(VERIFY_DELAY_MS).toBe(500);
  });

  it('is verified for a confirmed user', () => {
    const state = decideVerifyState({
      user: { email: 'a@b.c', confirmed: true },
      emailParam: null,
      errorParam: 'x',
    });
    expect(state).toEqual({ kind: 'verified' });
    expect(statusText(state)).toBe('Your email has been successfully verified!');
  });

  it('asks an unconfirmed user to click the link', () => {
    const state = decideVerifyState({
      user: { email: 'a@b.c', confirmed: false },
      emailParam: null,
      errorParam: null,
    });
    expect(statusText(state)).toBe('Please check your email (a@b.c) and click the verification link.');
  });

  it('shows the error parameter when there is no user', () => {
    const state = decideVerifyState({ user: null, emailParam: 'a@b.c', errorParam: 'Link broken' });
    expect(state).toEqual({ kind: 'error', message: 'Link broken', email: 'a@b.c' });
    expect(statusText(decideVerifyState({ user: null, emailParam: null, errorParam: 'INVALID_TOKEN' }))).toBe(
      'This verification link is invalid or has already been used.',
    );
  });

  it('is unverified with the "verifying status" text for an unknown user', () => {
    const state = decideVerifyState({ user: null, emailParam: 'new@demo.test', errorParam: null });
    expect(state).toEqual({ kind: 'unverified', email: 'new@demo.test', userKnown: false });
    expect(statusText(state)).toBe(
      'Verifying status for new@demo.test... If this persists, please check your email or try resending.',
    );
  });
});
