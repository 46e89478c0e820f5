import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authStorage } from './auth-storage.repository';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';
import { hashPassword, verifyPassword } from './password';
import { CLIENT_IP_HEADER } from './client-ip';
import { createAuthAudit } from './auth-audit';
import { recordEmail } from '../effects/record-effect';

export interface AuthHooks {
  /** Called before the identity row is written; throwing refuses the sign-up (invitation-only). */
  beforeUserCreated?(email: string): Promise<void>;
  /** Called in the sign-up request after the identity row exists, with the sign-up body. */
  onUserCreated(
    user: { id: string; email: string; name: string },
    body: Record<string, unknown>,
  ): Promise<void>;
  onEmailVerified(userId: string): Promise<void>;
  /** Why the user may not get a session (a disabled account, a suspended organization: ADR 0149), or null. */
  signInRefusal(userId: string): Promise<{ code: string; message: string } | null>;
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(options: { config: Config; db: Db; hooks: AuthHooks }) {
  const { config, db, hooks } = options;
  const perMinute = config.authRateLimitPerMinute;
  const audit = createAuthAudit(db);
  const appLink = (path: string, params: Record<string, string>) =>
    `${config.appUrl}${path}?${new URLSearchParams(params).toString()}`;

  return betterAuth({
    appName: 'Threshold',
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: authStorage(db),
    user: { modelName: 'users' },
    session: {
      modelName: 'sessions',
      expiresIn: config.session.idleSeconds,
      updateAge: Math.min(300, Math.floor(config.session.idleSeconds / 2)),
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }, request) => audit.passwordReset(user, request),
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = appLink('/reset-password', { token });
        // Keyed by a fresh id, never the token: keys outlive delivery (ADR 0061).
        await recordEmail(db, `password-reset:${randomUUID()}`, {
          to: user.email,
          subject: 'Reset your Threshold password',
          text: `Someone asked to reset the password of your Threshold account.\n\nChoose a new password: ${link}\n\nThe link works for one hour. If it was not you, ignore this message.`,
          links: [link],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const link = appLink('/verify-email', { token, email: user.email });
        await recordEmail(db, `verify-email:${randomUUID()}`, {
          to: user.email,
          subject: 'Verify your e-mail for Threshold',
          text: `Welcome to Threshold.\n\nConfirm your e-mail address: ${link}\n\nThe link works for 24 hours.`,
          links: [link],
        });
      },
      afterEmailVerification: async (user, request) => {
        await hooks.onEmailVerified(user.id);
        await audit.emailVerified(user, request);
      },
    },
    rateLimit: {
      enabled: true,
      modelName: 'rateLimits',
      storage: 'database',
      window: 60,
      // Every other auth route (get-session above all, which each tab calls) per address; never
      // tighter than the sign-in limit, so raising that one (the e2e server does) raises this too.
      max: Math.max(300, perMinute),
      customRules: {
        '/sign-in/email': { window: 60, max: perMinute },
        '/sign-up/email': { window: 60, max: perMinute },
        '/request-password-reset': { window: 60, max: perMinute },
        '/reset-password': { window: 60, max: perMinute },
        '/send-verification-email': { window: 60, max: perMinute },
        '/change-password': { window: 60, max: perMinute },
      },
    },
    advanced: {
      // The HTTP layer puts the socket address (or, with TRUST_PROXY, the forwarded one) here.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      cookiePrefix: 'threshold',
    },
    // Authentication events go to the audit log (auth-audit.ts, ADR 0063).
    hooks: audit.hooks,
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            await hooks.beforeUserCreated?.(user.email);
          },
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await hooks.onUserCreated(user, body);
          },
        },
      },
      session: {
        create: {
          // Every way of getting a session goes through here: a disabled account gets none.
          before: async (session) => {
            const refusal = await hooks.signInRefusal(session.userId);
            if (refusal) throw new APIError('FORBIDDEN', refusal);
          },
        },
        update: {
          // Sliding idle expiry, never past the absolute lifetime counted from sign-in.
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!createdAt || !data.expiresAt) return;
            const absoluteEnd = new Date(
              new Date(createdAt).getTime() + config.session.absoluteSeconds * 1000,
            );
            if (new Date(data.expiresAt) > absoluteEnd) return { data: { ...data, expiresAt: absoluteEnd } };
          },
        },
      },
    },
  });
}
