import { CLIENT_ROLE_KEYS, getRole, type RoleKey } from '@threshold/domain/roles';

/** Which set of widgets /dashboard shows (spec §2 and issue 18 item 1). */
export type DashboardKind = 'broker' | 'agent' | 'support' | 'external' | 'client' | 'unassigned';

/** The roles /broker-dashboard admits (spec §2). */
const BROKER_ROLES: readonly RoleKey[] = ['broker', 'managing_broker', 'brokerage_admin'];
/** The roles /client-dashboard admits (spec §2); investors stay on /dashboard with the client widgets. */
export const CLIENT_DASHBOARD_ROLES: readonly RoleKey[] = ['buyer', 'seller', 'landlord', 'renter'];

/**
 * `inOrganization`: a user without an active membership has the default role (renter) but no deal,
 * lease or agent yet; they are shown how to get access, not an empty client dashboard.
 */
export function dashboardKind(role: RoleKey, inOrganization: boolean): DashboardKind {
  if (role === 'unassigned' || !inOrganization) return 'unassigned';
  if (BROKER_ROLES.includes(role)) return 'broker';
  if (CLIENT_ROLE_KEYS.includes(role)) return 'client';
  const group = getRole(role).group;
  if (group === 'agent' || group === 'management' || group === 'system') return 'agent';
  if (group === 'support') return 'support';
  return 'external';
}
