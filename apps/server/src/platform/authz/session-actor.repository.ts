import { sql } from 'drizzle-orm';
import type { FeatureFlagOverrideRow } from '@threshold/domain/platform-admin/feature-flags';
import { queryPrepared, type Db, type DbOrTx } from '../db/client';

/** What one request needs to know about its session, read in one indexed lookup. */
export interface SessionRow {
  userId: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  expiresAt: Date;
  /** Bumped by triggers whenever anything the actor is built from changes (authz.schema.ts). */
  authzVersion: number;
}

/** The rows an actor is built from, with the authz version read in the same statement. */
export interface ActorRow {
  organizationId: string | null;
  roleKey: string | null;
  platformRole: string | null;
  roleDetails: unknown;
  /** The organization's overrides of this role (organization_role_overrides, ADR 0174), or null. */
  roleOverrides: unknown;
  teamIds: string[];
  authzVersion: number;
  /** A system admin disabled the user (user_disablements, ADR 0149): every request is refused. */
  disabled: boolean;
  /** The primary organization is suspended (organization_suspensions, ADR 0149). */
  organizationSuspended: boolean;
  /** Runtime feature-flag overrides for that organization and platform-wide (ADRs 0152, 0139). */
  featureOverrides: FeatureFlagOverrideRow[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const SESSION_BY_TOKEN = `
    select s.user_id, s.created_at, s.expires_at, u.email, u.email_verified,
           coalesce(v.version, 0) as authz_version
    from sessions s
    join users u on u.id = s.user_id
    left join authz_versions v on v.user_id = s.user_id
    where s.token = $1`;

type SessionQueryRow = {
  user_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  email: string;
  email_verified: boolean;
  authz_version: number | string;
};

/** Every authenticated request reads its session: one prepared statement on the driver (ADR 0181). */
export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | null> {
  const rows = await queryPrepared<SessionQueryRow>(db, 'find_session_by_token', SESSION_BY_TOKEN, [token]);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    authzVersion: Number(row.authz_version),
  };
}

/**
 * The primary active membership, the profile's overrides and the active teams of that
 * organization, in one round trip (spec §3's current_user_primary_affiliations view).
 */
export async function findActorRow(db: DbOrTx, userId: string): Promise<ActorRow> {
  const result = await db.execute(sql`
    select a.organization_id::text as organization_id, a.role_key, p.platform_role, p.role_details,
           coalesce((select v.version from authz_versions v where v.user_id = me.id), 0) as authz_version,
           coalesce((select array_agg(tm.team_id::text order by tm.team_id)
                     from team_members tm join teams t on t.id = tm.team_id
                     where tm.user_id = me.id and tm.status = 'active' and t.organization_id = a.organization_id),
                    '{}') as team_ids,
           (select o.overrides from organization_role_overrides o
             where o.organization_id = a.organization_id and o.role_key = a.role_key) as role_overrides,
           exists(select 1 from user_disablements d where d.user_id = me.id) as disabled,
           exists(select 1 from organization_suspensions os where os.organization_id = a.organization_id)
             as organization_suspended,
           (select json_agg(json_build_object('key', f.flag_key, 'organization_id', f.organization_id,
                                              'enabled', f.enabled))
            from feature_flag_overrides f
            where f.organization_id is null or f.organization_id = a.organization_id) as feature_overrides
    from (select ${userId}::text as id) me
    left join current_user_primary_affiliations a on a.user_id = me.id
    left join user_profiles p on p.id = me.id
    limit 1`);
  const row = rowsOf<{
    organization_id: string | null;
    role_key: string | null;
    platform_role: string | null;
    role_details: unknown;
    role_overrides: unknown;
    authz_version: number | string;
    team_ids: string[] | string | null;
    disabled: boolean | null;
    organization_suspended: boolean | null;
    feature_overrides: StoredOverride[] | string | null;
  }>(result)[0];
  return {
    organizationId: row?.organization_id ?? null,
    roleKey: row?.role_key ?? null,
    platformRole: row?.platform_role ?? null,
    roleDetails: row?.role_details ?? null,
    roleOverrides: row?.role_overrides ?? null,
    teamIds: parseTextArray(row?.team_ids),
    authzVersion: Number(row?.authz_version ?? 0),
    disabled: row?.disabled === true,
    organizationSuspended: row?.organization_suspended === true,
    featureOverrides: parseFeatureOverrides(row?.feature_overrides),
  };
}

type StoredOverride = { key: string; organization_id: string | null; enabled: boolean };

/** The json_agg column: parsed by node-postgres, possibly still text on PGlite; null = none. */
function parseFeatureOverrides(
  value: StoredOverride[] | string | null | undefined,
): FeatureFlagOverrideRow[] {
  const rows: StoredOverride[] = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  return rows.map((r) => ({ key: r.key, organizationId: r.organization_id, enabled: r.enabled }));
}

/** node-postgres parses text[]; PGlite may hand back the literal `{a,b}`. */
export function parseTextArray(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value.slice(1, -1).split(',').filter(Boolean);
}
