import { eq, type SQL } from 'drizzle-orm';
import { users } from '../platform/auth/auth.schema';
import type { TestContext } from './harness';

/** Helpers for integration suites (contacts, invitations): users by e-mail, signed-in cookies, SQL probes. */
export async function userId(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export function cookieJar(ctx: TestContext) {
  const cookies = new Map<string, Promise<string>>();
  return (email: string) => {
    let c = cookies.get(email);
    if (!c) {
      c = ctx.signIn(email);
      cookies.set(email, c);
    }
    return c;
  };
}

export async function countRows(ctx: TestContext, query: SQL): Promise<number> {
  const result = await ctx.db.execute(query);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

export async function rows<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Signs a new person up, follows the verification link of the mail and answers their session cookie. */
export async function signUpVerified(ctx: TestContext, email: string, password = 'Harbor-lights-77!') {
  const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
    body: { email, password, first_name: 'Nina', last_name: 'Newcomer' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email}: ${signUp.status}`);
  const verify = new URL((await ctx.newestMailTo(email))!.links[0]!);
  await ctx.request(
    'GET',
    `/api/auth/verify-email?token=${encodeURIComponent(verify.searchParams.get('token')!)}`,
  );
  return ctx.signIn(email, password);
}

/** The `token` query parameter of the newest mail's first link to `email`. */
export async function tokenMailedTo(ctx: TestContext, email: string) {
  const mail = await ctx.newestMailTo(email);
  return new URL(mail!.links[0]!).searchParams.get('token')!;
}
