import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONSENT, getConsent, parseConsent, setConsent, subscribeConsent } from './consent';

describe('cookie consent', () => {
  it('has only strictly necessary cookies on by default', () => {
    expect(DEFAULT_CONSENT).toEqual({
      necessary: true,
      analytics: false,
      functionality: false,
      security: false,
    });
    expect(getConsent()).toEqual(DEFAULT_CONSENT);
  });

  it('ignores garbage and can never switch strictly necessary off', () => {
    expect(parseConsent('{not json')).toEqual(DEFAULT_CONSENT);
    expect(parseConsent('{"necessary":false,"analytics":"yes"}')).toEqual(DEFAULT_CONSENT);
    setConsent('necessary', false);
    expect(getConsent().necessary).toBe(true);
  });

  it('stores a category choice and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent('analytics', true);
    expect(getConsent()).toMatchObject({ analytics: true, functionality: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
