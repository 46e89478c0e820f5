import { effectiveScopes, isRoleKey, ROLES } from '@threshold/domain/roles';
import { LICENCE_WARNING_DAYS, type MemberDto } from '@threshold/domain/organizations/list-members.contract';
import {
  OVERRIDE_SCOPES,
  type MemberDetailDto,
  type PersonRef,
} from '@threshold/domain/organizations/member.contract';
import type { MemberRow } from './organization-people.repository';

export const roleLabel = (roleKey: string) => (isRoleKey(roleKey) ? ROLES[roleKey].name : roleKey);

export function toMemberDto(r: MemberRow, teams: { id: string; name: string }[]): MemberDto {
  return {
    user_id: r.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    image: r.image,
    role_key: r.roleKey,
    role_label: roleLabel(r.roleKey),
    teams,
    status: r.status === 'active' ? 'active' : 'inactive',
    is_primary: r.isPrimary,
    version: r.version,
    needs_supervisor: r.status === 'active' && Boolean(r.needsSupervisor),
    licence: r.licenceNumber
      ? { number: r.licenceNumber, state: r.licenceState, expires_on: r.licenceExpiresOn }
      : null,
    licence_warning: licenceWarning(r.licenceNumber ? r.licenceExpiresOn : null),
  };
}

/** `expired` past the expiry day, `expiring` within LICENCE_WARNING_DAYS of it (UTC days). */
export function licenceWarning(expiresOn: string | null, today = new Date()): MemberDto['licence_warning'] {
  if (!expiresOn) return null;
  const days =
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(today.toISOString().slice(0, 10))) / 86_400_000;
  if (days < 0) return 'expired';
  return days <= LICENCE_WARNING_DAYS ? 'expiring' : null;
}

export function toMemberDetailDto(
  r: MemberRow,
  teams: { id: string; name: string }[],
  people: { supervisors: PersonRef[]; supervisees: PersonRef[] },
): MemberDetailDto {
  return {
    ...toMemberDto(r, teams),
    ...people,
    deactivated_at: r.deactivatedAt?.toISOString() ?? null,
    joined_at: r.joinedAt.toISOString(),
    scope_overrides: {
      transactionAccessScope: overrideOf(r.roleDetails, 'transactionAccessScope'),
      documentAccessScope: overrideOf(r.roleDetails, 'documentAccessScope'),
    },
    effective_scopes: isRoleKey(r.roleKey)
      ? effectiveScopes(r.roleKey, r.roleDetails as Parameters<typeof effectiveScopes>[1])
      : { transactionAccessScope: 'own', documentAccessScope: 'own' },
  };
}

type OverrideScope = (typeof OVERRIDE_SCOPES)[number];
function overrideOf(details: Record<string, unknown> | null, key: string): OverrideScope | null {
  const value = details?.[key];
  return (OVERRIDE_SCOPES as readonly unknown[]).includes(value) ? (value as OverrideScope) : null;
}
