/**
 * What platform staff may read in administration (ADR 0173). Pure data, no zod: the web's shell and
 * guards import it. Every write stays `manage:system` (system admins only); these are reads.
 */
import type { PlatformRoleKey } from '../roles';

export const PLATFORM_AREAS = [
  'users',
  'organizations',
  'security',
  'roles',
  'invitations',
  'settings',
  'features',
  'announcements',
  'analytics',
] as const;
export type PlatformArea = (typeof PLATFORM_AREAS)[number];

/**
 * Support agents answer people's questions, so they read every area except platform invitations (who
 * becomes staff). Moderators review accounts and what the platform says: users, organizations, the
 * role registry, announcements and analytics — not security internals, settings or feature flags.
 * Platform invitations are for system admins alone.
 */
// prettier-ignore
export const PLATFORM_AREA_READERS: Readonly<Record<PlatformArea, readonly PlatformRoleKey[]>> = {
  users:         ['system_admin', 'support_agent', 'platform_moderator'],
  organizations: ['system_admin', 'support_agent', 'platform_moderator'],
  security:      ['system_admin', 'support_agent'],
  roles:         ['system_admin', 'support_agent', 'platform_moderator'],
  invitations:   ['system_admin'],
  settings:      ['system_admin', 'support_agent'],
  features:      ['system_admin', 'support_agent'],
  announcements: ['system_admin', 'support_agent', 'platform_moderator'],
  analytics:     ['system_admin', 'support_agent', 'platform_moderator'],
};

/** The areas a caller reads: every one for a system admin (role or flag), else by platform role. */
export function platformAreasFor(platformRole: string | null, isSystemAdmin: boolean): PlatformArea[] {
  if (isSystemAdmin) return [...PLATFORM_AREAS];
  return PLATFORM_AREAS.filter((area) =>
    (PLATFORM_AREA_READERS[area] as readonly string[]).includes(platformRole ?? ''),
  );
}

export function canReadPlatformArea(
  platformRole: string | null,
  isSystemAdmin: boolean,
  area: PlatformArea,
): boolean {
  return platformAreasFor(platformRole, isSystemAdmin).includes(area);
}
