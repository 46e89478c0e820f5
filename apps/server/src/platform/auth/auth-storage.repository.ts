import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from './auth.schema';

/** Where better-auth keeps users, sessions, accounts, verifications and its rate-limit counters. */
export function authStorage(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { users, sessions, accounts, verifications, rateLimits },
  });
}
