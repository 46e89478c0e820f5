import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { parseTextArray } from './session-actor.repository';

/** A live (not revoked) API token with its user, read in one indexed lookup by hash. */
export interface TokenRow {
  tokenId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  organizationId: string;
  permissions: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  authzVersion: number;
}

const toDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

export async function findLiveToken(db: DbOrTx, tokenHash: string): Promise<TokenRow | null> {
  const result = await db.execute(sql`
    select t.id::text as token_id, t.user_id, t.organization_id::text as organization_id, t.permissions,
           t.expires_at, t.last_used_at, u.email, u.email_verified,
           coalesce(v.version, 0) as authz_version
    from api_tokens t
    join users u on u.id = t.user_id
    left join authz_versions v on v.user_id = t.user_id
    where t.token_hash = ${tokenHash} and t.revoked_at is null`);
  const row = (
    result as {
      rows: {
        token_id: string;
        user_id: string;
        organization_id: string;
        permissions: string[] | string;
        expires_at: Date | string | null;
        last_used_at: Date | string | null;
        email: string;
        email_verified: boolean;
        authz_version: number | string;
      }[];
    }
  ).rows[0];
  if (!row) return null;
  return {
    tokenId: row.token_id,
    userId: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    organizationId: row.organization_id,
    permissions: parseTextArray(row.permissions),
    expiresAt: toDate(row.expires_at),
    lastUsedAt: toDate(row.last_used_at),
    authzVersion: Number(row.authz_version),
  };
}

export async function markTokenUsed(db: DbOrTx, tokenId: string): Promise<void> {
  await db.execute(sql`update api_tokens set last_used_at = now() where id = ${tokenId}::uuid`);
}
