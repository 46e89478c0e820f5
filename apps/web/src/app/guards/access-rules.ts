/**
 * Route access rules (spec §2, §5): a minimum role, an allowed role list, or a permission. The
 * permission check reads the permissions the server computed for /api/me from the shared
 * registry; the web check is cosmetic, the server's is the law.
 */
import type { PlatformArea } from '@threshold/domain/admin/platform-areas';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { Permission } from '@threshold/domain/permissions';
import { meetsMinimumRole } from '@threshold/domain/roles';
import type { RoleKey } from '@threshold/domain/roles';

export type AccessRule =
  | { kind: 'permission'; permission: Permission }
  | { kind: 'minimumRole'; role: RoleKey }
  | { kind: 'roleIn'; roles: readonly RoleKey[] }
  /** A platform administration area the server lists in /api/me's platformAreas (ADR 0173). */
  | { kind: 'platformArea'; area: PlatformArea }
  | { kind: 'anyOf'; rules: readonly AccessRule[] };

type AccessSubject = Pick<MeDto, 'effectiveRole' | 'isSystemAdmin' | 'permissions' | 'platformAreas'>;

export function isAllowed(me: AccessSubject, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'permission':
      return me.permissions.includes(rule.permission);
    case 'minimumRole':
      return meetsMinimumRole(me.effectiveRole, rule.role, me.isSystemAdmin);
    case 'roleIn':
      return rule.roles.includes(me.effectiveRole);
    case 'platformArea':
      return (me.platformAreas ?? []).includes(rule.area);
    case 'anyOf':
      return rule.rules.some((r) => isAllowed(me, r));
  }
}

export function describeRule(rule: AccessRule): string {
  switch (rule.kind) {
    case 'permission':
      return `permission ${rule.permission}`;
    case 'minimumRole':
      return `role ${rule.role} or higher`;
    case 'roleIn':
      return `one of the roles ${rule.roles.join(', ')}`;
    case 'platformArea':
      return `platform area ${rule.area}`;
    case 'anyOf':
      return rule.rules.map(describeRule).join(' or ');
  }
}
