import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';
import { contactTasks } from '../contacts/contact-timeline.schema';
import { contacts } from '../contacts/contacts.schema';
import {
  transactionDates as dates,
  transactionTasks as tasks,
} from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';

/**
 * The calendar's other sources, read where they live (never copied): deal key dates and deal tasks
 * under the caller's deal scope (transactionScope of `dealsVisibleTo`), contact follow-ups under the
 * caller's contact scope (`visibleContacts` = the contacts module's scope condition).
 */

export interface DealFilter {
  dealsVisibleTo: Actor;
  transactionId?: string | undefined;
  /** Dates of deals these people own; tasks assigned to them (one person, or a team's members). */
  people?: string[] | undefined;
}

const dealWhere = (f: DealFilter) =>
  and(transactionScope(f.dealsVisibleTo), f.transactionId ? eq(transactions.id, f.transactionId) : undefined);

/** Key dates with a value between two days (inclusive), by date. */
export function findDealDatesBetween(db: DbOrTx, f: DealFilter, from: string, to: string, limit: number) {
  return db
    .select({
      id: dates.id,
      version: dates.version,
      key: dates.key,
      label: dates.label,
      date: sql<string>`${dates.date}::text`,
      isDeadline: dates.isDeadline,
      completedAt: dates.completedAt,
      updatedAt: dates.updatedAt,
      transactionId: transactions.id,
      transactionTitle: transactions.title,
      transactionStatus: transactions.status,
      ownerId: transactions.ownerId,
    })
    .from(dates)
    .innerJoin(transactions, eq(transactions.id, dates.transactionId))
    .where(
      and(
        dealWhere(f),
        f.people ? inArray(transactions.ownerId, f.people) : undefined,
        isNotNull(dates.date),
        gte(dates.date, from),
        lte(dates.date, to),
      ),
    )
    .orderBy(asc(dates.date), asc(dates.id))
    .limit(limit);
}

/** Deal tasks due between two days (inclusive); `onlyAssignee` narrows them to one person's. */
export function findDealTasksBetween(
  db: DbOrTx,
  f: DealFilter,
  from: string,
  to: string,
  limit: number,
  onlyAssignee?: string,
) {
  return db
    .select({
      id: tasks.id,
      version: tasks.version,
      title: tasks.title,
      dueDate: sql<string>`${tasks.dueDate}::text`,
      assigneeId: tasks.assigneeId,
      completedAt: tasks.completedAt,
      createdAt: tasks.createdAt,
      transactionId: transactions.id,
      transactionTitle: transactions.title,
      transactionStatus: transactions.status,
      transactionUpdatedAt: transactions.updatedAt,
    })
    .from(tasks)
    .innerJoin(transactions, eq(transactions.id, tasks.transactionId))
    .where(
      and(
        dealWhere(f),
        isNotNull(tasks.dueDate),
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, to),
        onlyAssignee ? eq(tasks.assigneeId, onlyAssignee) : undefined,
        f.people ? inArray(tasks.assigneeId, f.people) : undefined,
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(limit);
}

/** Follow-ups of visible contacts due in [from, to). */
export function findContactTasksBetween(
  db: DbOrTx,
  visibleContacts: SQL,
  from: Date,
  to: Date,
  limit: number,
  people?: string[],
) {
  return db
    .select({
      id: contactTasks.id,
      version: contactTasks.version,
      title: contactTasks.title,
      dueAt: contactTasks.dueAt,
      assigneeId: contactTasks.assigneeId,
      completedAt: contactTasks.completedAt,
      updatedAt: contactTasks.updatedAt,
      contactId: contacts.id,
      contactFirstName: contacts.firstName,
      contactLastName: contacts.lastName,
    })
    .from(contactTasks)
    .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
    .where(
      and(
        visibleContacts,
        people ? inArray(contactTasks.assigneeId, people) : undefined,
        gte(contactTasks.dueAt, from),
        lt(contactTasks.dueAt, to),
      ),
    )
    .orderBy(asc(contactTasks.dueAt), asc(contactTasks.id))
    .limit(limit);
}

/** Deals in scope among the given ids (a link on an event must be a deal the caller sees). */
export async function findDealsInScope(db: DbOrTx, visibleTo: Actor, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: transactions.id, organizationId: transactions.organizationId })
    .from(transactions)
    .where(and(transactionScope(visibleTo), inArray(transactions.id, ids)));
}

/** Contacts the caller sees among the given ids. */
export async function findContactsInScope(db: DbOrTx, visibleContacts: SQL, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: contacts.id, organizationId: contacts.organizationId })
    .from(contacts)
    .where(and(visibleContacts, inArray(contacts.id, ids)));
}
