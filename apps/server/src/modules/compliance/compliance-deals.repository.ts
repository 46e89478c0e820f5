import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { documents } from '../documents/documents.schema';
import { envelopes } from '../envelopes/envelopes.schema';
import { userProfiles } from '../identity/identity.schema';
import {
  transactionChecklistItems as items,
  transactionDates as dates,
} from '../transactions/transaction-work.schema';
import { transactions } from '../transactions/transactions.schema';
import { transactionScope } from '../transactions/deals/transactions-scope.sql';

/**
 * The deal-side exception lists of /compliance. Each is one query within the caller's deal scope
 * (transactionScope) that returns the capped page and, by `count(*) over ()`, the uncapped total.
 */
const DEAL_COLUMNS = {
  id: transactions.id,
  title: transactions.title,
  status: transactions.status,
  closingDate: transactions.closingDate,
  ownerId: transactions.ownerId,
  ownerFirstName: userProfiles.firstName,
  ownerLastName: userProfiles.lastName,
  total: sql<number>`(count(*) over ())::int`,
};
const DEAL_GROUP = [transactions.id, userProfiles.firstName, userProfiles.lastName] as const;
/** Deals still in play for compliance: open ones and closed ones (whose file must be complete). */
const LIVE_STATUSES = ['active', 'under_contract', 'closed'];

/**
 * Deals with required checklist items returned by a reviewer, or missing: still pending when the deal
 * is under contract or closed, or past the item's own due date. Most returned items first. The items
 * are counted per deal in a LATERAL subquery (one index range per deal in scope), so the cost follows
 * the caller's deals, not the whole items table.
 */
export function findChecklistExceptions(db: DbOrTx, actor: Actor, today: string, limit: number) {
  const missing = and(
    eq(items.status, 'pending'),
    or(inArray(transactions.status, ['under_contract', 'closed']), lt(items.dueDate, today)),
  );
  const counts = db
    .select({
      missing: sql<number>`(count(*) filter (where ${items.status} = 'pending'))::int`.as('missing'),
      returned: sql<number>`(count(*) filter (where ${items.status} = 'returned'))::int`.as('returned'),
    })
    .from(items)
    .where(
      and(
        eq(items.transactionId, transactions.id),
        eq(items.required, true),
        or(eq(items.status, 'returned'), missing),
      ),
    )
    .as('counts');
  return db
    .select({ ...DEAL_COLUMNS, missingItems: counts.missing, returnedItems: counts.returned })
    .from(transactions)
    .innerJoinLateral(counts, sql`true`)
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .where(
      and(
        transactionScope(actor),
        inArray(transactions.status, LIVE_STATUSES),
        sql`${counts.missing} + ${counts.returned} > 0`,
      ),
    )
    .orderBy(desc(counts.returned), sql`${transactions.closingDate} asc nulls last`, asc(transactions.id))
    .limit(limit);
}

/** Open deals closing between today and `until` whose required checklist items are not all approved. */
export function findClosingSoonWithOpenItems(
  db: DbOrTx,
  actor: Actor,
  today: string,
  until: string,
  limit: number,
) {
  return db
    .select({ ...DEAL_COLUMNS, openItems: sql<number>`count(*)::int` })
    .from(items)
    .innerJoin(transactions, eq(transactions.id, items.transactionId))
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .where(
      and(
        transactionScope(actor),
        inArray(transactions.status, [...OPEN_STATUSES]),
        gte(transactions.closingDate, today),
        lte(transactions.closingDate, until),
        eq(items.required, true),
        ne(items.status, 'approved'),
      ),
    )
    .groupBy(...DEAL_GROUP)
    .orderBy(asc(transactions.closingDate), asc(transactions.id))
    .limit(limit);
}

/**
 * Deadline key dates of open deals before today and not done; the longest overdue first. The dates
 * are read per deal in scope (LATERAL). Its `limit`, far above any deal's number of key dates, keeps
 * PostgreSQL from flattening it into a scan of every organization's overdue dates in date order
 * (docs/compliance.md has the plans).
 */
const PER_DEAL_FENCE = 1000;

export function findMissedDeadlines(db: DbOrTx, actor: Actor, today: string, limit: number) {
  const overdue = db
    .select({ id: dates.id, label: dates.label, date: sql<string>`${dates.date}::text`.as('due') })
    .from(dates)
    .where(
      and(
        eq(dates.transactionId, transactions.id),
        eq(dates.isDeadline, true),
        isNull(dates.completedAt),
        lt(dates.date, today),
      ),
    )
    .limit(PER_DEAL_FENCE)
    .as('overdue');
  return db
    .select({ ...DEAL_COLUMNS, dateId: overdue.id, label: overdue.label, date: overdue.date })
    .from(transactions)
    .innerJoinLateral(overdue, sql`true`)
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .where(and(transactionScope(actor), inArray(transactions.status, [...OPEN_STATUSES])))
    .orderBy(asc(overdue.date), asc(overdue.id))
    .limit(limit);
}

/** Deals whose paperwork still counts: open ones (drafts included) and closed ones. */
const PAPERWORK_STATUSES = [...OPEN_STATUSES, 'closed'];

/**
 * Signature requests on documents of such deals that are still out (sent) or expired unsigned, whose
 * due day (the earlier of the expiry day, in UTC, and the deal's closing date) is before today; not
 * those a later request of the same document replaced. The most overdue first.
 */
export function findUnsignedPastDue(db: DbOrTx, actor: Actor, today: string, limit: number) {
  const expiryDay = sql<string>`((${envelopes.expiresAt} at time zone 'UTC')::date)`;
  const dueOn = sql<string>`least(${expiryDay}, ${transactions.closingDate})`;
  const later = alias(envelopes, 'later');
  return db
    .select({
      ...DEAL_COLUMNS,
      envelopeId: envelopes.id,
      documentId: envelopes.documentId,
      envelopeTitle: envelopes.title,
      envelopeStatus: envelopes.status,
      dueOn: sql<string>`${dueOn}::text`,
      reason: sql<'expired' | 'closing'>`case when ${expiryDay} = ${dueOn} then 'expired' else 'closing' end`,
    })
    .from(transactions)
    .innerJoin(documents, eq(documents.transactionId, transactions.id))
    .innerJoin(envelopes, eq(envelopes.documentId, documents.id))
    .leftJoin(userProfiles, eq(userProfiles.id, transactions.ownerId))
    .where(
      and(
        transactionScope(actor),
        inArray(transactions.status, PAPERWORK_STATUSES),
        inArray(envelopes.status, ['sent', 'expired']),
        lt(dueOn, today),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.documentId, envelopes.documentId),
                gt(later.createdAt, envelopes.createdAt),
                inArray(later.status, ['sent', 'completed']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(dueOn), asc(envelopes.id))
    .limit(limit);
}

/** The deal columns every list shares. */
export type ComplianceDealRow = Pick<
  Awaited<ReturnType<typeof findMissedDeadlines>>[number],
  keyof typeof DEAL_COLUMNS
>;
