import { describe, it, expect } from 'vitest';
import { PERMISSIONS, isPermission, permissionsForRole, roleHasPermission } from './permissions';
import { ROLE_KEYS } from './roles';
import type { RoleKey } from './roles';

/** Hand-written expectations (sorted), independent of the registry's rules. */
const EXPECTED: ReadonlyArray<readonly [RoleKey, readonly string[]]> = [
  [
    'broker',
    [
      'approve:documents',
      'create:documents',
      'create:transactions',
      'invite:clients',
      'manage:contacts',
      'manage:properties',
      'manage:templates',
      'read:analytics',
      'read:calendar',
      'read:contacts',
      'read:documents',
      'read:messages',
      'read:properties',
      'read:templates',
      'read:transactions',
      'sign:delegated',
      'update:transactions',
    ],
  ],
  [
    'realtor',
    [
      'create:documents',
      'create:transactions',
      'invite:clients',
      'manage:contacts',
      'manage:properties',
      'read:calendar',
      'read:contacts',
      'read:documents',
      'read:messages',
      'read:properties',
      'read:templates',
      'read:transactions',
      'update:transactions',
    ],
  ],
  [
    'transaction_coordinator',
    [
      'create:documents',
      'invite:clients',
      'manage:contacts',
      'read:calendar',
      'read:contacts',
      'read:documents',
      'read:messages',
      'read:properties',
      'read:templates',
      'read:transactions',
      'update:transactions',
    ],
  ],
  ['buyer', ['read:calendar', 'read:documents', 'read:messages', 'read:transactions']],
  [
    'attorney',
    [
      'approve:documents',
      'read:calendar',
      'read:documents',
      'read:messages',
      'read:transactions',
      'sign:delegated',
    ],
  ],
  [
    'brokerage_admin',
    [
      'create:documents',
      'create:transactions',
      'invite:clients',
      'manage:billing',
      'manage:contacts',
      'manage:members',
      'manage:organization',
      'manage:properties',
      'manage:templates',
      'read:analytics',
      'read:calendar',
      'read:contacts',
      'read:documents',
      'read:messages',
      'read:properties',
      'read:templates',
      'read:transaction_financials',
      'read:transactions',
      'update:transactions',
    ],
  ],
  ['unassigned', ['read:calendar', 'read:documents', 'read:messages']],
];

const ALL_SORTED = [...PERMISSIONS].sort();

describe('permission strings', () => {
  it('are action:resource', () => {
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[a-z]+:[a-z_]+$/);
  });

  it('are unique', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('include the ones routes and contracts rely on', () => {
    for (const p of [
      'read:transactions',
      'create:transactions',
      'read:templates',
      'manage:team',
      'manage:roles',
    ]) {
      expect(isPermission(p)).toBe(true);
    }
  });

  it('isPermission rejects anything else', () => {
    expect(isPermission('read:everything')).toBe(false);
    expect(isPermission('READ:TRANSACTIONS')).toBe(false);
    expect(isPermission(null)).toBe(false);
    expect(isPermission(1)).toBe(false);
  });
});

describe('permissionsForRole', () => {
  it.each(EXPECTED)('%s', (role, expected) => {
    expect(permissionsForRole(role)).toEqual(expected);
  });

  it('gives the system_admin role every permission', () => {
    expect(permissionsForRole('system_admin')).toEqual(ALL_SORTED);
  });

  it('gives a platform system admin every permission whatever the org role', () => {
    expect(permissionsForRole('realtor', { isSystemAdmin: true })).toEqual(ALL_SORTED);
    expect(permissionsForRole('unassigned', { isSystemAdmin: true })).toEqual(ALL_SORTED);
  });

  it('gives managing_broker everything except manage:system', () => {
    expect(permissionsForRole('managing_broker')).toEqual(ALL_SORTED.filter((p) => p !== 'manage:system'));
  });

  it('returns a sorted list without duplicates for every role', () => {
    for (const role of ROLE_KEYS) {
      const list = permissionsForRole(role);
      expect(list).toEqual([...new Set(list)].sort());
    }
  });
});

describe('roleHasPermission', () => {
  it('lets every role except unassigned read transactions', () => {
    for (const role of ROLE_KEYS) {
      expect(roleHasPermission(role, 'read:transactions')).toBe(role !== 'unassigned');
    }
  });

  it('keeps clients out of the CRM but lets property management in', () => {
    for (const role of ['buyer', 'seller', 'investor', 'landlord', 'renter'] as const) {
      expect(roleHasPermission(role, 'read:contacts')).toBe(false);
    }
    expect(roleHasPermission('property_management', 'read:contacts')).toBe(true);
    expect(roleHasPermission('property_management', 'read:templates')).toBe(false);
  });

  it('lets supervised roles draft transaction updates', () => {
    expect(roleHasPermission('paralegal', 'update:transactions')).toBe(true);
    expect(roleHasPermission('paralegal', 'create:transactions')).toBe(false);
    expect(roleHasPermission('title_agent', 'update:transactions')).toBe(false);
  });

  it('reserves manage:roles for managing_broker and up, manage:system for system admins', () => {
    expect(roleHasPermission('managing_broker', 'manage:roles')).toBe(true);
    expect(roleHasPermission('brokerage_admin', 'manage:roles')).toBe(false);
    expect(roleHasPermission('managing_broker', 'manage:system')).toBe(false);
    expect(roleHasPermission('buyer', 'manage:system', { isSystemAdmin: true })).toBe(true);
  });

  it('lets team_leader and brokerage_admin manage templates', () => {
    expect(roleHasPermission('team_leader', 'manage:templates')).toBe(true);
    expect(roleHasPermission('brokerage_admin', 'manage:templates')).toBe(true);
    expect(roleHasPermission('realtor', 'manage:templates')).toBe(false);
  });
});
