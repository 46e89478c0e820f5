import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { writeAudit } from '../audit/audit.repository';
import type { Db } from '../db/client';
import { CLIENT_IP_HEADER } from './client-ip';

/** Internal header carrying the request id to Better Auth's hooks; any client-sent value is replaced. */
export const AUTH_REQUEST_ID_HEADER = 'x-threshold-request-id';

/** Endpoints that end sessions: the caller's session is read before Better Auth deletes it. */
const SESSION_ENDING = {
  '/sign-out': { action: 'auth.sign_out', revoked: undefined },
  '/revoke-session': { action: 'auth.session_revoked', revoked: 'one' },
  '/revoke-sessions': { action: 'auth.session_revoked', revoked: 'all' },
  '/revoke-other-sessions': { action: 'auth.session_revoked', revoked: 'others' },
} as const;

interface EndedSession {
  sessionId: string;
  userId: string;
  /** revoke-session: the id of the session named by the body's token (never the token itself). */
  targetSessionId?: string;
}

/** Who called, as the audit log keeps it: address, browser, and the request id of the log line. */
function clientOf(headers: Headers | undefined | null) {
  return {
    requestId: headers?.get(AUTH_REQUEST_ID_HEADER) ?? null,
    client: { ip: headers?.get(CLIENT_IP_HEADER) ?? null, user_agent: headers?.get('user-agent') ?? null },
  };
}

/**
 * Authentication events in the audit log (ADR 0063), with the client address and user agent in the
 * row's `after`: sign-in and its failures (with the e-mail, never the password), sign-out, session
 * revocation and password change from Better Auth's hooks; password reset and e-mail verification
 * from its callbacks (see auth.ts).
 */
export function createAuthAudit(db: Db) {
  const ending = new WeakMap<object, EndedSession>();

  async function record(
    headers: Headers | undefined | null,
    entry: {
      action: string;
      entityType: 'user' | 'session';
      entityId: string;
      actorUserId: string | null;
      details?: Record<string, unknown>;
    },
  ) {
    const { requestId, client } = clientOf(headers);
    await writeAudit(db, {
      actorUserId: entry.actorUserId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      after: { ...entry.details, ...client },
      requestId,
    });
  }

  const before = createAuthMiddleware(async (ctx) => {
    if (!(ctx.path in SESSION_ENDING) || !ctx.request) return;
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    const caller = token ? await ctx.context.internalAdapter.findSession(token) : null;
    if (!caller) return;
    const targetToken =
      ctx.path === '/revoke-session' ? (ctx.body as { token?: unknown } | undefined)?.token : undefined;
    const target =
      typeof targetToken === 'string' ? await ctx.context.internalAdapter.findSession(targetToken) : null;
    ending.set(ctx.request, {
      sessionId: caller.session.id,
      userId: caller.user.id,
      targetSessionId: target?.session.userId === caller.user.id ? target.session.id : undefined,
    });
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned) || returned instanceof Error;
    if (ctx.path === '/sign-in/email') {
      if (!failed && ctx.context.newSession) {
        const { session, user } = ctx.context.newSession;
        await record(ctx.headers, {
          action: 'auth.sign_in',
          entityType: 'session',
          entityId: session.id,
          actorUserId: user.id,
        });
      } else if (failed) {
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
        const user = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
        const reason = isAPIError(returned)
          ? ((returned.body as { code?: string } | undefined)?.code ?? returned.status)
          : 'error';
        await record(ctx.headers, {
          action: 'auth.sign_in_failed',
          entityType: 'user',
          entityId: user?.user.id ?? email,
          actorUserId: null,
          details: { email, reason },
        });
      }
      return;
    }
    if (ctx.path === '/change-password' && !failed) {
      const user = (returned as { user?: { id?: string } } | undefined)?.user;
      if (user?.id) {
        await record(ctx.headers, {
          action: 'auth.password_change',
          entityType: 'user',
          entityId: user.id,
          actorUserId: user.id,
          details: { other_sessions_revoked: true },
        });
      }
      return;
    }
    const ended = ctx.path in SESSION_ENDING && ctx.request ? ending.get(ctx.request) : undefined;
    if (!ended || failed) return;
    const { action, revoked } = SESSION_ENDING[ctx.path as keyof typeof SESSION_ENDING];
    const target =
      revoked === 'one' ? ended.targetSessionId : revoked === undefined ? ended.sessionId : undefined;
    if (revoked === 'one' && !target) return;
    await record(ctx.headers, {
      action,
      entityType: target ? 'session' : 'user',
      entityId: target ?? ended.userId,
      actorUserId: ended.userId,
      details: revoked ? { revoked } : undefined,
    });
  });

  return {
    hooks: { before, after },
    passwordReset: (user: { id: string }, request: Request | undefined) =>
      record(request?.headers, {
        action: 'auth.password_reset',
        entityType: 'user',
        entityId: user.id,
        actorUserId: user.id,
      }),
    emailVerified: (user: { id: string }, request: Request | undefined) =>
      record(request?.headers, {
        action: 'auth.email_verified',
        entityType: 'user',
        entityId: user.id,
        actorUserId: user.id,
      }),
  };
}
