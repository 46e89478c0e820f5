import type { RoleKey } from '@threshold/domain/roles';

/** Spec §2: the roles allowed on /broker-dashboard and /client-dashboard. */
export const BROKER_DASHBOARD_ROLES: readonly RoleKey[] = ['broker', 'managing_broker', 'brokerage_admin'];
export const CLIENT_DASHBOARD_ROLES: readonly RoleKey[] = ['buyer', 'seller', 'landlord', 'renter'];
