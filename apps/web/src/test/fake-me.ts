import { platformAreasFor } from '@threshold/domain/admin/platform-areas';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { LEGAL_VERSIONS } from '@threshold/domain/onboarding/legal-versions';
import { permissionsForRole } from '@threshold/domain/permissions';
import { getRole } from '@threshold/domain/roles';
import type { RoleKey } from '@threshold/domain/roles';
import type { AuthContextValue } from '@/lib/auth/auth-context';

/** A /api/me answer for a user of the given role, as the server would compute it. */
export function fakeMe(
  role: RoleKey,
  overrides: { isSystemAdmin?: boolean; platformRole?: string; profile?: Partial<MeDto['profile']> } = {},
): MeDto {
  const definition = getRole(role);
  const isSystemAdmin = overrides.isSystemAdmin ?? role === 'system_admin';
  return {
    user: { id: `user-${role}`, email: `${role}@demo.test`, email_confirmed_at: '2026-01-01T00:00:00.000Z' },
    profile: {
      id: `user-${role}`,
      first_name: 'Pat',
      last_name: 'Doe',
      profile_image_url: null,
      role,
      role_details: null,
      verification_status: 'verified',
      ccpa_opt_out: false,
      updated_at: '2026-01-01T00:00:00.000Z',
      ...overrides.profile,
    },
    primaryAffiliation: {
      organization_id: 'org-1',
      organization_name: 'Harborview Realty',
      logo_url: null,
      role_key: role,
      role_name: definition.name,
      is_primary: true,
      status: 'active',
      teams: [{ id: 'team-1', name: 'Bayfront Team', description: null }],
    },
    effectiveRole: role,
    roleGroup: definition.group,
    accessLevel: definition.accessLevel,
    capabilities: { ...definition.capabilities },
    accessScopes: {
      transactionAccessScope: definition.capabilities.transactionAccessScope,
      documentAccessScope: definition.capabilities.documentAccessScope,
    },
    permissions: permissionsForRole(role, { isSystemAdmin }),
    isSystemAdmin,
    platformAreas: platformAreasFor(overrides.platformRole ?? null, isSystemAdmin),
    supervisors: [],
    supervisees: [],
    legal: {
      terms_version: LEGAL_VERSIONS.terms,
      privacy_version: LEGAL_VERSIONS.privacy,
      accepted_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

export function fakeAuth(me: MeDto | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: me ? 'signedIn' : 'signedOut',
    isLoading: false,
    user: me ? { id: me.user.id, email: me.user.email } : null,
    sessionId: me ? 'session-1' : null,
    me,
    lastEvent: 'INITIAL_SESSION',
    handleAuthEvent: async () => undefined,
    signOut: async () => undefined,
    setProfile: () => undefined,
    ...overrides,
  };
}
