/**
 * Route access rules (spec §2, §5): a minimum role, an allowed role list, or a permission. The
 * permission check reads the permissions the server computed for /api/me from the shared
 * registry; the web check is cosmetic, the server's is the law.
 */
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { Permission } from '@threshold/domain/permissions';
import { meetsMinimumRole } from '@threshold/domain/roles';
import type { RoleKey } from '@threshold/domain/roles';

export type AccessRule =
  | { kind: 'permission'; permission: Permission }
  | { kind: 'minimumRole'; role: RoleKey }
  | { kind: 'roleIn'; roles: readonly RoleKey[] };

type AccessSubject = Pick<MeDto, 'effectiveRole' | 'isSystemAdmin' | 'permissions'>;

export function isAllowed(me: AccessSubject, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'permission':
      return me.permissions.includes(rule.permission);
    case 'minimumRole':
      return meetsMinimumRole(me.effectiveRole, rule.role, me.isSystemAdmin);
    case 'roleIn':
      return rule.roles.includes(me.effectiveRole);
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
  }
}
