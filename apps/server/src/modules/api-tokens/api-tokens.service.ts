import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_MAX_PER_USER,
  API_TOKEN_PREFIX,
  type ApiTokenDto,
  type ApiTokenList,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@threshold/domain/api-tokens/api-token.contract';
import type { Permission } from '@threshold/domain/permissions';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import { hashApiToken } from '../../platform/authz/api-token-hash';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import {
  countLiveTokensOf,
  insertToken,
  listTokensOf,
  revokeToken,
  type ApiTokenRow,
} from './api-tokens.repository';

const DAY_MS = 86_400_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDto(row: ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    permissions: row.permissions as Permission[],
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
  };
}

/** Tokens are made and revoked by a person signed in with a session, never by another token. */
function requireSessionMember(actor: Actor): string {
  if (actor.apiTokenId)
    throw new AppError('FORBIDDEN', 'An API token cannot manage API tokens; sign in to do this');
  if (!actor.organizationId)
    throw new AppError('FORBIDDEN', 'API tokens need a membership in an organization');
  return actor.organizationId;
}

export async function listApiTokens(db: Db, actor: Actor): Promise<ApiTokenList> {
  return { items: (await listTokensOf(db, actor.userId)).map(toDto) };
}

export async function createApiToken(
  db: Db,
  actor: Actor,
  input: CreateApiTokenInput,
  requestId: string,
): Promise<CreatedApiToken> {
  const organizationId = requireSessionMember(actor);
  const requested = input.permissions ?? [...actor.permissions];
  const beyond = requested.filter((permission) => !actor.permissions.has(permission));
  if (beyond.length > 0)
    throw new AppError('VALIDATION_FAILED', 'A token cannot do more than you can', {
      permissions: `You do not have ${beyond.join(', ')}`,
    });
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    if ((await countLiveTokensOf(tx, actor.userId)) >= API_TOKEN_MAX_PER_USER)
      throw new AppError('CONFLICT', `You have ${API_TOKEN_MAX_PER_USER} active tokens; revoke one first`);
    const row = await insertToken(tx, {
      userId: actor.userId,
      organizationId,
      name: input.name,
      tokenHash: hashApiToken(token),
      hint: token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_HINT_LENGTH),
      permissions: [...new Set(requested)],
      expiresAt: input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'api_token.create',
      entityType: 'api_token',
      entityId: row.id,
      after: { name: row.name, permissions: row.permissions, expires_at: iso(row.expiresAt) },
      requestId,
    });
    return { token, api_token: toDto(row) };
  });
}

export async function revokeApiToken(
  db: Db,
  actor: Actor,
  id: string,
  requestId: string,
): Promise<ApiTokenDto> {
  requireSessionMember(actor);
  return db.transaction(async (tx) => {
    const row = await revokeToken(tx, actor.userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such active token');
    await writeAudit(tx, {
      organizationId: row.organizationId,
      actorUserId: actor.userId,
      action: 'api_token.revoke',
      entityType: 'api_token',
      entityId: row.id,
      requestId,
    });
    return toDto(row);
  });
}
