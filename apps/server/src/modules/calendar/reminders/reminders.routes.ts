import {
  CalendarSettingsDto,
  CalendarSettingsInput,
  MarkRemindersReadInput,
  ReminderList,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../../platform/http/route';
import { getCalendarSettings, updateCalendarSettings } from './calendar-settings.service';
import { scheduleReminders } from './reminder-jobs';
import { listReminders, readReminders } from './reminders.service';

const tags = ['calendar'];

/** The caller's calendar settings and in-app reminders; defines the reminder jobs (ADR 0138). */
export function reminderRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  scheduleReminders(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/api/calendar/settings',
      access: 'read:calendar',
      tags,
      summary: 'The caller’s time zone, reminder defaults and morning-agenda choice (with version)',
      response: CalendarSettingsDto,
      handler: ({ actor }) => getCalendarSettings(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/calendar/settings',
      access: 'read:calendar',
      tags,
      versioned: true,
      summary: 'Save the caller’s time zone, reminder defaults and morning-agenda choice',
      body: CalendarSettingsInput,
      response: CalendarSettingsDto,
      handler: ({ actor, body, expectedVersion }) => updateCalendarSettings(db, actor, body, expectedVersion),
    }),
    defineRoute({
      method: 'get',
      path: '/api/calendar/reminders',
      access: 'read:calendar',
      tags,
      summary: 'The caller’s recent in-app reminders, newest first, and how many are unread',
      response: ReminderList,
      handler: ({ actor }) => listReminders(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/calendar/reminders/read',
      access: 'read:calendar',
      tags,
      summary: 'Mark the given in-app reminders read (all of them without ids)',
      body: MarkRemindersReadInput,
      response: ReminderList,
      handler: ({ actor, body }) => readReminders(db, actor, body),
    }),
  ];
}
