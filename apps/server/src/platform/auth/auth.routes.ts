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
import { parseWith, readJsonBody } from '../http/route';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER, resolveClientIp } from './client-ip';
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

export function mountAuth(app: Hono<any>, options: { auth: Auth; logger: Logger; trustProxy: boolean }) {
  app.all('/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, resolveClientIp(c, options.trustProxy));
    headers.delete('x-forwarded-for');
    const body = c.req.method === 'POST' ? await validatedBody(c) : undefined;
    if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await options.auth.handler(request);
    return normaliseError(response, options.logger);
  });
}

async function validatedBody(c: Context): Promise<string | undefined> {
  const contract = CONTRACTS[c.req.path];
  if (!contract) {
    const text = await c.req.text();
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
  return JSON.stringify(data);
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
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}
