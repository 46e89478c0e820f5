import { hashPassword } from '../src/platform/auth/password';
import { accounts, users } from '../src/platform/auth/auth.schema';
import type { DbOrTx } from '../src/platform/db/client';
import { userProfiles } from '../src/modules/identity/identity.schema';

export const DEMO_PASSWORD = 'demo-pass-2026';

let demoHash: Promise<string> | null = null;
/** One argon2id hash shared by every demo account: hashing dozens of times would slow every test start. */
export function demoPasswordHash() {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash?: string;
  verified?: boolean;
  platformRole?: string | null;
}

/** Factory for a signed-up user (identity, credential account, profile), as Better Auth would create it. */
export async function createUser(db: DbOrTx, seed: UserSeed): Promise<string> {
  const id = crypto.randomUUID().replaceAll('-', '');
  const verified = seed.verified ?? true;
  await db
    .insert(users)
    .values({ id, name: `${seed.firstName} ${seed.lastName}`, email: seed.email, emailVerified: verified });
  await db.insert(accounts).values({
    id: crypto.randomUUID().replaceAll('-', ''),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: seed.passwordHash ?? (await demoPasswordHash()),
  });
  await db.insert(userProfiles).values({
    id,
    firstName: seed.firstName,
    lastName: seed.lastName,
    verificationStatus: verified ? 'verified' : 'unverified',
    platformRole: seed.platformRole ?? null,
  });
  return id;
}
