/** Platform settings (issue 17 item 7, ADR 0153): a versioned, audited single record. */
import {
  PLATFORM_SETTINGS_DEFAULTS,
  SIGNUP_CLOSED_MESSAGE,
  type PlatformSettingsDto,
  type SignUpPolicyDto,
  type UpdatePlatformSettingsInput,
} from '@threshold/domain/platform-admin/platform-settings.contract';
import type { Actor } from '../../platform/authz/actor';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import * as repo from './platform-settings.repository';
import { assertPlatformArea } from '../../platform/authz/platform-area';

async function readSettings(db: DbOrTx): Promise<PlatformSettingsDto> {
  const row = await repo.readPlatformSettings(db);
  if (!row) return { ...PLATFORM_SETTINGS_DEFAULTS, version: 1, updated_at: null };
  return {
    support_email: row.supportEmail,
    signup_open: row.signupOpen,
    default_time_zone: row.defaultTimeZone,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getPlatformSettings(db: Db, actor: Actor): Promise<PlatformSettingsDto> {
  assertPlatformArea(actor, 'settings');
  return readSettings(db);
}

export async function updatePlatformSettings(
  db: Db,
  actor: Actor,
  input: UpdatePlatformSettingsInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<PlatformSettingsDto> {
  return db.transaction(async (tx) => {
    await repo.ensurePlatformSettingsRow(tx);
    const before = await readSettings(tx);
    const stale = async () =>
      staleVersion(before, await latestChangeOf(tx, 'platform_settings', repo.PLATFORM_ROW));
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw await stale();
    const written = await repo.writePlatformSettings(
      tx,
      {
        supportEmail: input.support_email,
        signupOpen: input.signup_open,
        defaultTimeZone: input.default_time_zone,
      },
      expectedVersion,
      actor.userId,
    );
    if (!written) throw await stale();
    const after = await readSettings(tx);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.platform_settings.update',
      entityType: 'platform_settings',
      entityId: repo.PLATFORM_ROW,
      before,
      after,
      requestId,
    });
    return after;
  });
}

/** Public: the sign-up page says "by invitation only" before anyone types. */
export async function getSignUpPolicy(db: Db): Promise<SignUpPolicyDto> {
  const s = await readSettings(db);
  return { signup_open: s.signup_open, support_email: s.support_email };
}

/** The time zone a new organization starts with (onboarding without one chosen). */
export async function defaultTimeZone(db: DbOrTx): Promise<string> {
  return (await readSettings(db)).default_time_zone;
}

/**
 * The sign-up gate (called by the auth layer before the user row is written): with sign-up closed,
 * only an address holding a live client or member invitation may create an account.
 */
export async function assertSignUpAllowed(db: Db, email: string) {
  const s = await readSettings(db);
  if (s.signup_open) return;
  if (await repo.hasPendingInvitation(db, email)) return;
  throw new AppError('FORBIDDEN', SIGNUP_CLOSED_MESSAGE);
}
