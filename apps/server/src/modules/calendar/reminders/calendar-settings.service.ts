import {
  CalendarSettingsInput,
  type CalendarSettingsDto,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { staleVersion } from '../../../platform/http/versioning';
import { isTimeZone } from '@threshold/domain/calendar/time-zone';
import { SERVER_TIME_ZONE } from '../../organizations/organization-time-zone.service';
import { readSetting } from '../../organizations/organization-settings.repository';
import {
  findCalendarSettings,
  saveCalendarSettings,
  type CalendarSettingsRow,
} from './calendar-settings.repository';

/** Version of settings never saved (the defaults), as organization settings do (ADR 0093). */
const UNSAVED_VERSION = 1;
/** Only the person edits their settings: a stale save was theirs, in another tab. */
const NO_AUTHOR = { changedBy: null, changedAt: null };

/** A person's settings as the reminder scan and the agenda use them: saved, else the defaults. */
export function settingsOf(row: CalendarSettingsRow | null | undefined): CalendarSettingsInput {
  if (!row) return CalendarSettingsInput.parse({});
  return {
    time_zone: row.timeZone,
    event_reminder_minutes: row.eventReminderMinutes,
    deadline_reminder_days: row.deadlineReminderDays,
    remind_in_app: row.remindInApp,
    remind_by_email: row.remindByEmail,
    morning_agenda: row.morningAgenda,
  };
}

async function readSettings(db: DbOrTx, actor: Actor): Promise<CalendarSettingsDto> {
  const row = await findCalendarSettings(db, actor.userId);
  const settings = settingsOf(row);
  const stored = actor.organizationId
    ? await readSetting(db, actor.organizationId, ['profile', 'time_zone'])
    : null;
  const organizationZone = typeof stored === 'string' && isTimeZone(stored) ? stored : null;
  return {
    ...settings,
    effective_time_zone: settings.time_zone ?? organizationZone ?? SERVER_TIME_ZONE,
    organization_time_zone: organizationZone,
    version: row?.version ?? UNSAVED_VERSION,
  };
}

export const getCalendarSettings = (db: Db, actor: Actor) => readSettings(db, actor);

export async function updateCalendarSettings(
  db: Db,
  actor: Actor,
  input: CalendarSettingsInput,
  expectedVersion: number | undefined,
): Promise<CalendarSettingsDto> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, actor);
    if (expectedVersion !== undefined && expectedVersion !== before.version)
      throw staleVersion(before, NO_AUTHOR);
    const saved = await saveCalendarSettings(
      tx,
      actor.userId,
      {
        timeZone: input.time_zone,
        eventReminderMinutes: input.event_reminder_minutes,
        deadlineReminderDays: input.deadline_reminder_days,
        remindInApp: input.remind_in_app,
        remindByEmail: input.remind_by_email,
        morningAgenda: input.morning_agenda,
      },
      before.version,
    );
    if (!saved) throw staleVersion(await readSettings(tx, actor), NO_AUTHOR);
    return readSettings(tx, actor);
  });
}
