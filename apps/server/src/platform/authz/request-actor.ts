import type { Auth } from '../auth/auth';
import { AppError } from '../http/errors';
import type { Db } from '../db/client';
import { buildActor, refusalOf, type Actor } from './actor';
import { ActorRowCache } from './actor-cache';
import { bearerApiToken, hashApiToken } from './api-token-hash';
import { readSignedSessionToken } from './session-cookie';
import { findActorRow, findSessionByToken, type SessionRow } from './session-actor.repository';
import { findLiveToken, markTokenUsed } from './token-actor.repository';

/** last_used_at is written at most this often per token, so a busy integration costs no write per request. */
const TOKEN_USE_RESOLUTION_MS = 60_000;

/**
 * Resolves the caller of an authenticated route (ADR 0065). Fast path: verify the signed cookie,
 * read session + user + authz version in one indexed statement, and build the actor from cached
 * rows when their version still matches (else one more statement). Only when Better Auth would
 * slide the session's expiry does the request go through `auth.api.getSession`, which does that
 * write — so sessions behave exactly as before, at a fraction of the cost.
 */
export function createActorResolver(options: { db: Db; auth: Auth; absoluteSessionSeconds: number }) {
  const { db, auth } = options;
  const cache = new ActorRowCache();
  const context = auth.$context;

  const actorFor = async (
    user: { id: string; email: string; emailVerified: boolean },
    authzVersion?: number,
  ) => {
    const cached = authzVersion === undefined ? undefined : cache.get(user.id, authzVersion);
    const row = cached ?? (await findActorRow(db, user.id));
    if (!cached) cache.set(user.id, row);
    const actor = buildActor(user, row);
    // ADR 0149: refused at once (the rows bump the authz version, so a cached actor is never used
    // past the change); 401, so the app goes back to sign-in, where the refusal says why.
    const refusal = refusalOf(row, actor);
    if (refusal !== null) throw new AppError('UNAUTHENTICATED', refusal);
    return actor;
  };

  /**
   * A personal API token acts for its creator in the organization it was made in, with the token's
   * permissions intersected with the creator's current ones (ADR 0121).
   */
  const tokenActor = async (token: string): Promise<Actor | null> => {
    const row = await findLiveToken(db, hashApiToken(token));
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
    const actor = await actorFor(
      { id: row.userId, email: row.email, emailVerified: row.emailVerified },
      row.authzVersion,
    );
    if (actor.organizationId !== row.organizationId) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOKEN_USE_RESOLUTION_MS)
      await markTokenUsed(db, row.tokenId);
    const granted = new Set<string>(row.permissions);
    return {
      ...actor,
      permissions: new Set([...actor.permissions].filter((p) => granted.has(p))),
      apiTokenId: row.tokenId,
    };
  };

  return async function resolveActor(headers: Headers): Promise<Actor | null> {
    const bearer = bearerApiToken(headers.get('authorization'));
    if (bearer !== undefined) return bearer === null ? null : tokenActor(bearer);
    const ctx = await context;
    const token = readSignedSessionToken(
      headers.get('cookie') ?? undefined,
      ctx.authCookies.sessionToken.name,
      ctx.secret,
    );
    if (!token) return null;
    const session = await findSessionByToken(db, token);
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    if (refreshIsDue(session, ctx.sessionConfig, options.absoluteSessionSeconds)) {
      const refreshed = await auth.api.getSession({ headers });
      return refreshed ? actorFor(refreshed.user) : null;
    }
    return actorFor(
      { id: session.userId, email: session.email, emailVerified: session.emailVerified },
      session.authzVersion,
    );
  };
}

/** Better Auth's rule (expiry − idle + updateAge ≤ now), except when the absolute cap already holds. */
function refreshIsDue(
  session: SessionRow,
  config: { expiresIn: number; updateAge: number },
  absoluteSeconds: number,
) {
  const dueAt = session.expiresAt.getTime() - config.expiresIn * 1000 + config.updateAge * 1000;
  const absoluteEnd = session.createdAt.getTime() + absoluteSeconds * 1000;
  return dueAt <= Date.now() && session.expiresAt.getTime() < absoluteEnd;
}
