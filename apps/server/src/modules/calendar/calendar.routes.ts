import {
  CreateEventInput,
  EventDto,
  EventIdParams,
  OccurrenceParams,
  UpdateEventInput,
  UpdateOccurrenceInput,
} from '@threshold/domain/calendar/calendar-event.contract';
import { CalendarRange, CalendarRangeQuery } from '@threshold/domain/calendar/calendar-range.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { z } from 'zod';
import { renderEventIcs } from './calendar-event-ics.service';
import { cancelEvent, createEvent, getEvent, updateEvent } from './calendar-events.service';
import { feedRoutes } from './calendar-feed.routes';
import { inviteAttendees } from './calendar-invitations.service';
import { changeOccurrence } from './calendar-occurrences.service';
import { getCalendarRange } from './calendar-range.service';
import { reminderRoutes } from './reminders/reminders.routes';

const tags = ['calendar'];

/** /api/calendar: the merged range, the calendar's own events, and the subscription feed. */
export function calendarRoutes(deps: AppDeps): RouteDefinition[] {
  const { db, config } = deps;
  // Attendees get an .ics by e-mail after each write (ADR 0138).
  const invitations = { db, mailer: deps.mailer, logger: deps.logger, appUrl: config.appUrl };
  return [
    defineRoute({
      method: 'get',
      path: '/api/calendar',
      access: 'read:calendar',
      tags,
      summary:
        'Everything in the caller’s scope between two local days: events, deal key dates (deadlines marked overdue/due today), deal tasks and contact follow-ups, merged without copying',
      query: CalendarRangeQuery,
      response: CalendarRange,
      handler: ({ actor, query }) => getCalendarRange(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/calendar/events',
      access: 'read:calendar',
      tags,
      status: 201,
      summary:
        'Create an event (showing, open house, inspection …), optionally linked to a deal and a contact',
      body: CreateEventInput,
      response: EventDto,
      handler: async ({ actor, body, requestId }) => {
        const event = await createEvent(db, actor, body, requestId);
        await inviteAttendees(invitations, event.id);
        return event;
      },
    }),
    ...feedRoutes(db, config.appUrl),
    ...reminderRoutes(deps),
    defineRoute({
      method: 'get',
      path: '/api/calendar/events/:id',
      access: 'read:calendar',
      tags,
      summary: 'One event with its attendees and version (ETag)',
      params: EventIdParams,
      response: EventDto,
      handler: ({ actor, params }) => getEvent(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/calendar/events/:id/ics',
      access: 'read:calendar',
      tags,
      summary: 'One event as an iCalendar (.ics) download. The body is text/calendar, not JSON.',
      params: EventIdParams,
      response: z.string(),
      produces: 'text/calendar',
      handler: async ({ actor, params }) => {
        return new Response(await renderEventIcs(db, actor, params.id, config.appUrl), {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="event.ics"',
          },
        });
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/calendar/events/:id',
      access: 'read:calendar',
      tags,
      versioned: true,
      summary: 'Change, move or resize an event (its organizer only)',
      params: EventIdParams,
      body: UpdateEventInput,
      response: EventDto,
      handler: async ({ actor, params, body, requestId, expectedVersion }) => {
        const event = await updateEvent(db, actor, params.id, body, requestId, expectedVersion);
        await inviteAttendees(invitations, event.id);
        return event;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/calendar/events/:id',
      access: 'read:calendar',
      tags,
      versioned: true,
      summary: 'Cancel an event (its organizer only); subscribed calendars receive it as cancelled',
      params: EventIdParams,
      response: OkResult,
      handler: async ({ actor, params, requestId, expectedVersion }) => {
        const result = await cancelEvent(db, actor, params.id, requestId, expectedVersion);
        await inviteAttendees(invitations, params.id);
        return result;
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/calendar/events/:id/occurrences/:occurrence',
      access: 'read:calendar',
      tags,
      versioned: true,
      summary:
        'Move or retitle one occurrence of a repeating event ("this event only"; its organizer only). `occurrence` is the start the calendar lists for it',
      params: OccurrenceParams,
      body: UpdateOccurrenceInput,
      response: EventDto,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        changeOccurrence(db, actor, params.id, params.occurrence, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/calendar/events/:id/occurrences/:occurrence',
      access: 'read:calendar',
      tags,
      versioned: true,
      summary: 'Cancel one occurrence of a repeating event (its organizer only); feeds keep it as cancelled',
      params: OccurrenceParams,
      response: EventDto,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        changeOccurrence(db, actor, params.id, params.occurrence, 'cancel', requestId, expectedVersion),
    }),
  ];
}
