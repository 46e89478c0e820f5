import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { TaskDue, TaskSource, TaskView } from '@threshold/domain/calendar/task-list.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { timestampText } from '../../platform/db/keyset-cursor';
import { contactTasks } from '../contacts/contact-timeline.schema';
import { contacts } from '../contacts/contacts.schema';
import { transactionTasks as dealTasks } from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';
import { personalTasks } from './personal-tasks.schema';

/**
 * The Tasks screen's one list: deal tasks (under the deal scope), contact follow-ups (under the
 * contact scope) and the caller's own personal tasks in one UNION ALL, keyset-paged on (sort key,
 * id). A deal or personal task's sort key is its due day at 00:00 UTC; one without a date sorts last.
 */
export interface TaskListFilter {
  userId: string;
  view: TaskView;
  /** The `team` view's assignees; null: any assignee (organization-scope roles). */
  teamPeople: string[] | null;
  due: TaskDue;
  /** Today in the caller's zone, and that day's bounds as instants (for follow-ups' due times). */
  today: string;
  dayStart: Date;
  dayEnd: Date;
  now: Date;
  dealsVisibleTo: Actor | null;
  visibleContacts: SQL | null;
  /** Read the caller's personal tasks (only ever their own, ADR 0147). */
  personal: boolean;
  after: { at: string; id: string } | null;
  limit: number;
}

const NO_DATE = sql`'9999-12-31T00:00:00Z'::timestamptz`;
const daySortKey = (day: AnyColumn) => sql`coalesce((${day}::text || 'T00:00:00Z')::timestamptz, ${NO_DATE})`;
const dealSortKey = daySortKey(dealTasks.dueDate);
const personalSortKey = daySortKey(personalTasks.dueDate);

function viewOf(f: TaskListFilter, assignee: AnyColumn, creator: AnyColumn): SQL {
  switch (f.view) {
    case 'mine':
      return sql`${assignee} = ${f.userId}`;
    case 'assigned_by_me':
      return sql`(${creator} = ${f.userId} and (${assignee} is null or ${assignee} <> ${f.userId}))`;
    case 'team':
      return f.teamPeople ? inArray(assignee, f.teamPeople) : sql`${assignee} is not null`;
  }
}

/** Tasks due on a day (deal and personal tasks): by state against today in the caller's zone. */
function dayDue(f: TaskListFilter, due: AnyColumn, completedAt: AnyColumn): SQL | undefined {
  const open = isNull(completedAt);
  switch (f.due) {
    case 'done':
      return isNotNull(completedAt);
    case 'all':
      return open;
    case 'overdue':
      return and(open, lt(due, f.today));
    case 'today':
      return and(open, eq(due, f.today));
    case 'upcoming':
      return and(open, or(gt(due, f.today), isNull(due)));
  }
}

function contactDue(f: TaskListFilter): SQL | undefined {
  const open = isNull(contactTasks.completedAt);
  switch (f.due) {
    case 'done':
      return isNotNull(contactTasks.completedAt);
    case 'all':
      return open;
    case 'overdue':
      return and(open, lt(contactTasks.dueAt, f.now));
    case 'today':
      return and(open, gte(contactTasks.dueAt, f.dayStart), lt(contactTasks.dueAt, f.dayEnd));
    case 'upcoming':
      return and(open, gte(contactTasks.dueAt, f.dayEnd));
  }
}

/** Done tasks read newest first; open ones soonest first. */
const keyset = (f: TaskListFilter, key: SQL, id: AnyColumn) =>
  f.after
    ? f.due === 'done'
      ? sql`(${key}, ${id}) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`
      : sql`(${key}, ${id}) > (${f.after.at}::timestamptz, ${f.after.id}::uuid)`
    : undefined;

export async function findTaskItems(db: DbOrTx, f: TaskListFilter) {
  const parts = [];
  if (f.dealsVisibleTo) {
    parts.push(
      db
        .select({
          source: sql<TaskSource>`'deal'`.as('source'),
          id: dealTasks.id,
          parentId: sql<string | null>`${transactions.id}`.as('parent_id'),
          parentTitle: sql<string | null>`${transactions.title}`.as('parent_title'),
          title: dealTasks.title,
          due: sql<string | null>`${dealTasks.dueDate}::text`.as('due'),
          sortKey: sql<string>`${timestampText(dealSortKey)}`.as('sort_key'),
          assigneeId: sql<string | null>`${dealTasks.assigneeId}`.as('assignee_id'),
          createdBy: sql<string | null>`${dealTasks.createdBy}`.as('created_by'),
          completedAt: sql<string | null>`${timestampText(dealTasks.completedAt)}`.as('completed_at'),
          version: dealTasks.version,
          linked: sql<boolean>`${dealTasks.dateKey} is not null`.as('linked'),
        })
        .from(dealTasks)
        .innerJoin(transactions, eq(transactions.id, dealTasks.transactionId))
        .where(
          and(
            transactionScope(f.dealsVisibleTo),
            viewOf(f, dealTasks.assigneeId, dealTasks.createdBy),
            dayDue(f, dealTasks.dueDate, dealTasks.completedAt),
            keyset(f, dealSortKey, dealTasks.id),
          ),
        ),
    );
  }
  if (f.visibleContacts) {
    parts.push(
      db
        .select({
          source: sql<TaskSource>`'contact'`.as('source'),
          id: contactTasks.id,
          parentId: sql<string | null>`${contacts.id}`.as('parent_id'),
          parentTitle: sql<string | null>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`.as(
            'parent_title',
          ),
          title: contactTasks.title,
          due: sql<string | null>`${timestampText(contactTasks.dueAt)}`.as('due'),
          sortKey: sql<string>`${timestampText(contactTasks.dueAt)}`.as('sort_key'),
          assigneeId: sql<string | null>`${contactTasks.assigneeId}`.as('assignee_id'),
          createdBy: sql<string | null>`${contactTasks.createdBy}`.as('created_by'),
          completedAt: sql<string | null>`${timestampText(contactTasks.completedAt)}`.as('completed_at'),
          version: contactTasks.version,
          linked: sql<boolean>`false`.as('linked'),
        })
        .from(contactTasks)
        .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
        .where(
          and(
            f.visibleContacts,
            viewOf(f, contactTasks.assigneeId, contactTasks.createdBy),
            contactDue(f),
            keyset(f, sql`${contactTasks.dueAt}`, contactTasks.id),
          ),
        ),
    );
  }
  // Personal tasks are the owner's alone: only in `mine`, never in a team's or "assigned by me".
  if (f.personal && f.view === 'mine') {
    parts.push(
      db
        .select({
          source: sql<TaskSource>`'personal'`.as('source'),
          id: personalTasks.id,
          parentId: sql<string | null>`null::uuid`.as('parent_id'),
          parentTitle: sql<string | null>`null::text`.as('parent_title'),
          title: personalTasks.title,
          due: sql<string | null>`${personalTasks.dueDate}::text`.as('due'),
          sortKey: sql<string>`${timestampText(personalSortKey)}`.as('sort_key'),
          assigneeId: sql<string | null>`${personalTasks.ownerId}`.as('assignee_id'),
          createdBy: sql<string | null>`${personalTasks.ownerId}`.as('created_by'),
          completedAt: sql<string | null>`${timestampText(personalTasks.completedAt)}`.as('completed_at'),
          version: personalTasks.version,
          linked: sql<boolean>`false`.as('linked'),
        })
        .from(personalTasks)
        .where(
          and(
            eq(personalTasks.ownerId, f.userId),
            dayDue(f, personalTasks.dueDate, personalTasks.completedAt),
            keyset(f, personalSortKey, personalTasks.id),
          ),
        ),
    );
  }
  if (parts.length === 0) return [];
  const direction = f.due === 'done' ? sql`desc` : sql`asc`;
  let union = parts[0]!;
  for (const part of parts.slice(1)) union = union.unionAll(part) as unknown as typeof union;
  return union.orderBy(sql`sort_key ${direction}`, sql`id ${direction}`).limit(f.limit + 1);
}
