import type { UserProfileDto } from '@threshold/domain/identity/get-me.contract';
import type { ProfileRow } from './identity.repository';

export function toProfileDto(row: ProfileRow): UserProfileDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_image_url: row.profileImageUrl,
    role: row.role,
    role_details: (row.roleDetails as UserProfileDto['role_details']) ?? null,
    verification_status: row.verificationStatus,
    ccpa_opt_out: row.ccpaOptOut,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}
