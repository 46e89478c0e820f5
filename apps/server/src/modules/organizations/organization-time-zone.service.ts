import { isTimeZone, todayIn } from '@threshold/domain/calendar/time-zone';
import type { DbOrTx } from '../../platform/db/client';
import { readSetting } from './organization-settings.repository';

/** The server's own zone: what "today" meant before organizations had one (and still does without one). */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The organization's time zone from its brokerage settings (ADR 0107 `profile.time_zone`); an
 * organization that never saved one keeps the server's zone (ADR 0137).
 */
export async function organizationTimeZone(db: DbOrTx, organizationId: string | null): Promise<string> {
  if (!organizationId) return SERVER_TIME_ZONE;
  const stored = await readSetting(db, organizationId, ['profile', 'time_zone']);
  return typeof stored === 'string' && isTimeZone(stored) ? stored : SERVER_TIME_ZONE;
}

/** Today in the organization's time zone: the day its deadlines turn due and overdue. */
export async function organizationToday(db: DbOrTx, organizationId: string | null): Promise<string> {
  return todayIn(await organizationTimeZone(db, organizationId));
}
