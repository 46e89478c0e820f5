import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { DEFAULT_ROLE_KEY, getRole } from '@threshold/domain/roles';
import type { SessionUser } from './session-api';

/**
 * Spec §8: failures reading profile, affiliations, roles, teams and supervisors are logged and
 * treated as empty — the user stays signed in with the default role and no permissions.
 */
export function emptyMe(user: SessionUser): MeDto {
  const role = getRole(DEFAULT_ROLE_KEY);
  return {
    user: { id: user.id, email: user.email, email_confirmed_at: null },
    profile: {
      id: user.id,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      role: null,
      role_details: null,
      verification_status: null,
      ccpa_opt_out: false,
      updated_at: new Date(0).toISOString(),
    },
    primaryAffiliation: null,
    effectiveRole: role.key,
    roleGroup: role.group,
    accessLevel: role.accessLevel,
    capabilities: { ...role.capabilities },
    accessScopes: {
      transactionAccessScope: role.capabilities.transactionAccessScope,
      documentAccessScope: role.capabilities.documentAccessScope,
    },
    permissions: [],
    isSystemAdmin: false,
    supervisors: [],
    supervisees: [],
    legal: null,
  };
}
