import { describe, expect, it } from 'vitest';
import { sideNavigationFor } from '../navigation';
import { effectiveFlags, flagForApiPath, isFlagEnabled, withoutDisabledFeatures } from './feature-flags';

describe('runtime feature flags', () => {
  const org = 'org-a';
  it('are on by default; the organization’s override beats the platform’s', () => {
    expect(isFlagEnabled('rentals', org, [])).toBe(true);
    const globalOff = [{ key: 'rentals', organizationId: null, enabled: false }];
    expect(isFlagEnabled('rentals', org, globalOff)).toBe(false);
    expect(
      isFlagEnabled('rentals', org, [...globalOff, { key: 'rentals', organizationId: org, enabled: true }]),
    ).toBe(true);
    expect(isFlagEnabled('rentals', 'org-b', [{ key: 'rentals', organizationId: org, enabled: false }])).toBe(
      true,
    );
    expect(effectiveFlags(org, globalOff)).toMatchObject({ rentals: false, listings: true });
  });

  it('match API paths by whole segments', () => {
    expect(flagForApiPath('/api/rentals')?.key).toBe('rentals');
    expect(flagForApiPath('/api/rentals/maintenance/1')?.key).toBe('rentals');
    expect(flagForApiPath('/api/rentalsx')).toBeUndefined();
    expect(flagForApiPath('/api/transactions')).toBeUndefined();
  });

  it('hide the navigation items of areas that are off', () => {
    const nav = sideNavigationFor('broker');
    const keys = withoutDisabledFeatures(nav, { listings: false, rentals: true }).map((i) => i.key);
    expect(keys).not.toContain('real-estate');
    expect(keys).toContain('rentals');
    expect(withoutDisabledFeatures(nav, undefined)).toEqual(nav);
  });
});
