import { ASSIGNABLE_ROLE_KEYS } from '@threshold/domain/organizations/member.contract';
import { isRoleKey, ROLES } from '@threshold/domain/roles';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';

/**
 * The roles the signed-in manager may give, best first (a hint: the server decides, ADR 0105).
 * Organization managers give roles up to their own rank; team leaders below it.
 */
export function grantableRoles(me: Pick<MeDto, 'effectiveRole' | 'isSystemAdmin' | 'permissions'>) {
  const own = me.isSystemAdmin ? 100 : ROLES[me.effectiveRole].rank;
  const orgWide = me.permissions.includes('manage:organization');
  return ASSIGNABLE_ROLE_KEYS.filter(isRoleKey)
    .filter((key) => (orgWide ? ROLES[key].rank <= own : ROLES[key].rank < own))
    .map((key) => ({ key, label: ROLES[key].name }));
}

export const personName = (p: { first_name: string | null; last_name: string | null; email?: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || 'Unnamed member';

export const roleLabel = (key: string) => (isRoleKey(key) ? ROLES[key].name : key);
