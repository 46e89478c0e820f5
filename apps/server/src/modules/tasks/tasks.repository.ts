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
import type { TaskDue, TaskView } from '@threshold/domain/calendar/task-list.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { timestampText } from '../../platform/db/keyset-cursor';
import { contactTasks } from '../contacts/contact-timeline.schema';
import { contacts } from '../contacts/contacts.schema';
import { transactionTasks as dealTasks } from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';

/**
 * The Tasks screen's one list: deal tasks (under the deal scope) and contact follow-ups (under the
 * contact scope) in one UNION ALL, keyset-paged on (sort key, id). A deal task's sort key is its due
 * day at 00:00 UTC; one without a date sorts last.
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
  after: { at: string; id: string } | null;
  limit: number;
}

const NO_DATE = sql`'9999-12-31T00:00:00Z'::timestamptz`;
const dealSortKey = sql`coalesce((${dealTasks.dueDate}::text || 'T00:00:00Z')::timestamptz, ${NO_DATE})`;

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

function dealDue(f: TaskListFilter): SQL | undefined {
  const open = isNull(dealTasks.completedAt);
  switch (f.due) {
    case 'done':
      return isNotNull(dealTasks.completedAt);
    case 'all':
      return open;
    case 'overdue':
      return and(open, lt(dealTasks.dueDate, f.today));
    case 'today':
      return and(open, eq(dealTasks.dueDate, f.today));
    case 'upcoming':
      return and(open, or(gt(dealTasks.dueDate, f.today), isNull(dealTasks.dueDate)));
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
          source: sql<'deal' | 'contact'>`'deal'`.as('source'),
          id: dealTasks.id,
          parentId: sql<string>`${transactions.id}`.as('parent_id'),
          parentTitle: sql<string>`${transactions.title}`.as('parent_title'),
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
            dealDue(f),
            keyset(f, dealSortKey, dealTasks.id),
          ),
        ),
    );
  }
  if (f.visibleContacts) {
    parts.push(
      db
        .select({
          source: sql<'deal' | 'contact'>`'contact'`.as('source'),
          id: contactTasks.id,
          parentId: sql<string>`${contacts.id}`.as('parent_id'),
          parentTitle: sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`.as(
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
  if (parts.length === 0) return [];
  const direction = f.due === 'done' ? sql`desc` : sql`asc`;
  const [first, ...rest] = parts;
  const union = rest.length ? first!.unionAll(rest[0]!) : first!;
  return union.orderBy(sql`sort_key ${direction}`, sql`id ${direction}`).limit(f.limit + 1);
}
