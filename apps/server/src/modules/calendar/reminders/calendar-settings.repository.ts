import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../../platform/auth/auth.schema';
import type { DbOrTx } from '../../../platform/db/client';
import { organizationMembers as members } from '../../organizations/organizations.schema';
import { calendarUserSettings as settings } from '../calendar.schema';

export type CalendarSettingsRow = typeof settings.$inferSelect;
export type CalendarSettingsValues = Omit<CalendarSettingsRow, 'userId' | 'version' | 'updatedAt'>;

/** A person's saved settings, or null (never saved: the defaults). */
export async function findCalendarSettings(db: DbOrTx, userId: string): Promise<CalendarSettingsRow | null> {
  const [row] = await db.select().from(settings).where(eq(settings.userId, userId)).limit(1);
  return row ?? null;
}

/** Saved settings of several people (the reminder scan's recipients). */
export function findCalendarSettingsOf(db: DbOrTx, userIds: string[]): Promise<CalendarSettingsRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(settings).where(inArray(settings.userId, userIds));
}

/**
 * Saves a person's settings: inserts the first time, else updates if the row is still at
 * `currentVersion` (one statement, so two saves from the same version cannot both win). False when
 * someone saved in between.
 */
export async function saveCalendarSettings(
  db: DbOrTx,
  userId: string,
  values: CalendarSettingsValues,
  currentVersion: number,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .insert(settings)
    .values({ userId, ...values, version: currentVersion + 1, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.userId,
      set: { ...values, version: sql`${settings.version} + 1`, updatedAt: now },
      setWhere: eq(settings.version, currentVersion),
    })
    .returning({ version: settings.version });
  return rows.length > 0;
}

/** People who opted in to the morning agenda: their zone (null = the organization's), e-mail, organization. */
export function findAgendaSubscribers(db: DbOrTx) {
  return db
    .select({
      userId: settings.userId,
      timeZone: settings.timeZone,
      email: users.email,
      organizationId: sql<
        string | null
      >`(select ${members.organizationId} from ${members} where ${members.userId} = ${settings.userId} and ${members.isPrimary} and ${members.status} = 'active' limit 1)`,
    })
    .from(settings)
    .innerJoin(users, eq(users.id, settings.userId))
    .where(eq(settings.morningAgenda, true));
}
