import type { TaskItemDto, TaskItemPage, TaskListQuery } from '@threshold/domain/calendar/task-list.contract';
import { localDay, startOfLocalDay } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { loadCrmContext } from '../contacts/contacts-context';
import { findNames } from '../transactions/deals/transaction-people.repository';
import { findTaskItems } from './tasks.repository';
import { teamPeopleOf } from './tasks-people.service';

type Names = Awaited<ReturnType<typeof findNames>>;
const person = (id: string | null, names: Names) =>
  id ? { id, ...(names.get(id) ?? { first_name: null, last_name: null }) } : null;

/**
 * GET /api/tasks: the caller's deal tasks, contact follow-ups and personal tasks in one list — assigned to them
 * (`mine`), handed by them to others (`assigned_by_me`) or their teams' (`team`) — by due state in their time zone. Deal
 * tasks need read:transactions, follow-ups read:contacts; each is read under its own scope. Personal
 * tasks are only ever the caller's own, in `mine` (ADR 0147).
 */
export async function listTaskItems(db: Db, actor: Actor, q: TaskListQuery): Promise<TaskItemPage> {
  const now = new Date();
  const today = localDay(now, q.tz);
  const wants = (source: NonNullable<TaskListQuery['source']>) => !q.source || q.source === source;
  const dealsVisibleTo = wants('deal') && actor.permissions.has('read:transactions') ? actor : null;
  const visibleContacts =
    wants('contact') && actor.permissions.has('read:contacts')
      ? (await loadCrmContext(db, actor)).visible
      : null;
  const rows = await findTaskItems(db, {
    userId: actor.userId,
    view: q.view,
    teamPeople: q.view === 'team' ? await teamPeopleOf(db, actor) : null,
    due: q.due,
    today,
    dayStart: startOfLocalDay(today, q.tz),
    dayEnd: startOfLocalDay(addCalendarDays(today, 1), q.tz),
    now,
    dealsVisibleTo,
    visibleContacts,
    personal: wants('personal'),
    after: q.cursor ? decodeTimeCursor(q.cursor, 'tasks') : null,
    limit: q.limit,
  });
  const page = rows.slice(0, q.limit);
  const names = await findNames(
    db,
    page.flatMap((r) => [r.assigneeId, r.createdBy]).filter((v): v is string => !!v),
  );
  const items: TaskItemDto[] = page.map((r) => ({
    source: r.source,
    id: r.id,
    parent_id: r.parentId,
    parent_title: r.parentTitle,
    title: r.title,
    due: r.due,
    state: stateOf(r, today, now, q.tz),
    assignee: person(r.assigneeId, names),
    created_by: person(r.createdBy, names),
    completed_at: r.completedAt ? new Date(r.completedAt).toISOString() : null,
    version: r.version,
    linked: r.linked,
  }));
  const last = page.at(-1);
  return {
    today,
    items,
    nextCursor: rows.length > q.limit && last ? encodeCursor(['tasks', last.sortKey, last.id]) : null,
  };
}

function stateOf(
  r: { source: string; due: string | null; completedAt: string | null },
  today: string,
  now: Date,
  tz: string,
) {
  if (r.completedAt) return 'done' as const;
  if (!r.due) return 'no_date' as const;
  if (r.source === 'contact') {
    if (new Date(r.due) < now) return 'overdue' as const;
    return localDay(new Date(r.due), tz) === today ? ('due_today' as const) : ('upcoming' as const);
  }
  return r.due < today
    ? ('overdue' as const)
    : r.due === today
      ? ('due_today' as const)
      : ('upcoming' as const);
}
