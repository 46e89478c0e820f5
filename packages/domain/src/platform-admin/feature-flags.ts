/**
 * Runtime feature flags (issue 17 item 7, ADR 0152): areas a system admin can switch off for the whole
 * platform or for one organization, on top of the build-time `VITE_ENABLE_*` flags. Every flag is on
 * unless an override says otherwise; an organization's override beats the global one.
 */
import type { NavItem } from '../navigation';

export interface FeatureFlag {
  key: FeatureFlagKey;
  label: string;
  description: string;
  /** Navigation items (NavItem.key) hidden while the flag is off. */
  navKeys: readonly string[];
  /** API path prefixes answered with 404 while the flag is off for the caller's organization. */
  apiPrefixes: readonly string[];
}

export const FEATURE_FLAG_KEYS = ['rentals', 'listings', 'messaging', 'templates'] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  {
    key: 'rentals',
    label: 'Rentals',
    description: 'Properties to let, leases, rent ledgers and the rental dashboard.',
    navKeys: ['rentals'],
    apiPrefixes: ['/api/rentals'],
  },
  {
    key: 'listings',
    label: 'Real Estate (listings)',
    description: 'Listings, their photos and the Real Estate section.',
    navKeys: ['real-estate'],
    apiPrefixes: ['/api/listings'],
  },
  {
    key: 'messaging',
    label: 'Messages',
    description: 'Direct and deal conversations.',
    navKeys: ['messages'],
    apiPrefixes: ['/api/conversations'],
  },
  {
    key: 'templates',
    label: 'Templates',
    description: 'Document templates and documents generated from them.',
    navKeys: ['templates'],
    apiPrefixes: ['/api/templates'],
  },
];

export type FeatureFlagOverride = { organizationId: string | null; enabled: boolean };
/** One stored override: the flag it sets, for one organization or (null) platform-wide. */
export type FeatureFlagOverrideRow = FeatureFlagOverride & { key: string };

/** The flag's value for an organization: its own override, else the global one, else on. */
export function isFlagEnabled(
  key: FeatureFlagKey,
  organizationId: string | null,
  overrides: readonly FeatureFlagOverrideRow[],
): boolean {
  const own = organizationId
    ? overrides.find((o) => o.key === key && o.organizationId === organizationId)
    : undefined;
  if (own) return own.enabled;
  const global = overrides.find((o) => o.key === key && o.organizationId === null);
  return global ? global.enabled : true;
}

/** Every flag's effective value for one organization. */
export function effectiveFlags(
  organizationId: string | null,
  overrides: readonly FeatureFlagOverrideRow[],
): Record<FeatureFlagKey, boolean> {
  return Object.fromEntries(
    FEATURE_FLAG_KEYS.map((k) => [k, isFlagEnabled(k, organizationId, overrides)]),
  ) as Record<FeatureFlagKey, boolean>;
}

/** The flag whose API prefix covers a request path (`/api/rentals` and `/api/rentals/…`), if any. */
export function flagForApiPath(path: string): FeatureFlag | undefined {
  return FEATURE_FLAGS.find((f) => f.apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`)));
}

/** Navigation without the items of flags that are off (`features` missing = everything on). */
export function withoutDisabledFeatures<T extends Pick<NavItem, 'key'>>(
  items: readonly T[],
  features: Partial<Record<string, boolean>> | undefined,
): T[] {
  if (!features) return [...items];
  const hidden = new Set(FEATURE_FLAGS.filter((f) => features[f.key] === false).flatMap((f) => f.navKeys));
  return items.filter((i) => !hidden.has(i.key));
}
