import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SendVerificationEmailInput,
  SignInInput,
  SignUpInput,
} from '@threshold/domain/auth/auth.contract';
import type { Logger } from '../logger';
import { AppError } from '../http/errors';
import { assertJsonDepth } from '../http/json-depth';
import { parseWith, readJsonBody } from '../http/route';
import type { Auth } from './auth';
import { AUTH_REQUEST_ID_HEADER } from './auth-audit';
import { CLIENT_IP_HEADER, isDemoAccountEmail, isLoopbackAddress, resolveClientIp } from './client-ip';
import { isCommonPassword } from './password';

/** Bodies we validate ourselves before Better Auth sees them, so bad input is a 400 with field errors. */
const CONTRACTS: Record<string, { schema: z.ZodType; passwordField?: string }> = {
  '/api/auth/sign-up/email': { schema: SignUpInput, passwordField: 'password' },
  '/api/auth/sign-in/email': { schema: SignInInput },
  '/api/auth/request-password-reset': { schema: RequestPasswordResetInput },
  '/api/auth/reset-password': { schema: ResetPasswordInput, passwordField: 'newPassword' },
  '/api/auth/change-password': { schema: ChangePasswordInput, passwordField: 'newPassword' },
  '/api/auth/send-verification-email': { schema: SendVerificationEmailInput },
};

export function mountAuth(
  app: Hono<any>,
  options: {
    auth: Auth;
    logger: Logger;
    trustProxy: boolean;
    /** Refuses a sign-up by throwing (platform settings: invitation-only, ADR 0153). */
    beforeSignUp?: (email: string) => Promise<void>;
  },
) {
  app.all('/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    const clientIp = resolveClientIp(c, options.trustProxy);
    headers.set(CLIENT_IP_HEADER, clientIp);
    headers.set(AUTH_REQUEST_ID_HEADER, String(c.get('requestId') ?? ''));
    headers.delete('x-forwarded-for');
    const body = c.req.method === 'POST' ? await validatedBody(c) : undefined;
    if (c.req.path === '/api/auth/sign-in/email' && !isLoopbackAddress(clientIp)) refuseDemoAccount(body);
    if (c.req.path === '/api/auth/sign-up/email' && body && options.beforeSignUp)
      await options.beforeSignUp(String((JSON.parse(body) as { email: unknown }).email));
    if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await options.auth.handler(request);
    return response.ok ? withoutTokens(response) : normaliseError(response, options.logger);
  });
}

/** The demo accounts' password is published: they sign in only from this machine (ADR 0060). */
function refuseDemoAccount(body: string | undefined) {
  const email = body ? (JSON.parse(body) as { email?: unknown }).email : undefined;
  if (typeof email === 'string' && isDemoAccountEmail(email)) {
    throw new AppError('FORBIDDEN', 'Demo accounts can only sign in on the machine that runs the demo');
  }
}

async function validatedBody(c: Context): Promise<string | undefined> {
  const contract = CONTRACTS[c.req.path];
  if (!contract) {
    const text = await c.req.text();
    assertJsonDepth(text);
    return text || undefined;
  }
  const data = parseWith(contract.schema, await readJsonBody(c), 'request body') as Record<string, unknown>;
  const password = contract.passwordField ? data[contract.passwordField] : undefined;
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', 'Choose a less common password', {
      [contract.passwordField as string]: 'This password is too common; choose another',
    });
  }
  if (c.req.path === '/api/auth/sign-up/email') data.name = `${data.first_name} ${data.last_name}`;
  // A changed password ends every other session, whatever the client asked (ADR 0063).
  if (c.req.path === '/api/auth/change-password') data.revokeOtherSessions = true;
  return JSON.stringify(data);
}

/**
 * The session token lives in an HttpOnly cookie; Better Auth also puts it in JSON bodies (sign-in,
 * get-session, list-sessions). Script must never read it, so every `token` field is removed from what
 * the browser gets; sessions are listed and revoked by their opaque id (ADR 0064).
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  if (!text.includes('"token"')) return rebuilt(response, text);
  return rebuilt(response, JSON.stringify(dropTokenFields(JSON.parse(text))));
}

function dropTokenFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokenFields);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, dropTokenFields(inner)]),
  );
}

function rebuilt(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Better Auth says when to retry in its own `X-Retry-After`; clients read the standard header.
  const retryAfter = headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) headers.set('Retry-After', String(Math.max(1, Math.ceil(Number(retryAfter)))));
  return new Response(body, { status: response.status, headers });
}

/** Better Auth answers `{ code, message }`; the API answers `{ error: { code, message } }` everywhere. */
async function normaliseError(response: Response, logger: Logger): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.status >= 500) logger.error({ status: response.status, body }, 'auth endpoint failed');
  const code = response.status === 429 ? 'RATE_LIMITED' : (body.code ?? 'AUTH_ERROR');
  const message =
    response.status === 429
      ? 'Too many attempts. Please wait a minute and try again.'
      : response.status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : (body.message ?? 'The request was refused');
  return rebuilt(response, JSON.stringify({ error: { code, message } }));
}
