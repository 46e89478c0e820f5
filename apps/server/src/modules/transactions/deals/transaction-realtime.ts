import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import type { RealtimeAuthorizer } from '../../../platform/realtime/realtime-hub';
import { recordLiveChanges } from '../../../platform/effects/record-effect';
import { accessFor, FINANCIAL_FIELDS } from './transaction-access';
import { getTransactionRow } from './transactions.repository';

/**
 * Who receives a deal event (ADR 0118): only subscribers whose scope holds the deal (the same row
 * filter as GET /api/transactions/:id); commission figures only for those who may read them; clients
 * looking at a deal they do not own get its id and nothing else.
 */
export function dealRealtimeAuthorizer(db: Db): RealtimeAuthorizer {
  return async (actor: Actor, event: RealtimeEventDto) => {
    const row = await getTransactionRow(db, event.record_id, { visibleTo: actor });
    if (!row) return null;
    const access = accessFor(actor, row);
    if (access.clientView) return { ...event, data: { id: event.record_id }, changed: [] };
    if (access.canSeeFinancials) return event;
    const data = Object.fromEntries(Object.entries(event.data).filter(([key]) => !FINANCIAL_FIELDS.has(key)));
    return { ...event, data, changed: event.changed.filter((key) => !FINANCIAL_FIELDS.has(key)) };
  };
}

/** A deal was created or changed (`fields` in API names with their new values): its live event, sent after commit. */
export function recordDealChange(
  db: DbOrTx,
  action: 'insert' | 'update' | 'delete',
  id: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  return recordLiveChanges(db, [
    { resource: 'transactions', action, recordId: id, data: { id, ...fields }, changed: Object.keys(fields) },
  ]);
}

/** The deal page's presence room: whoever may open the deal. */
export function dealRoomAuthorizer(db: Db) {
  return async (actor: Actor, id: string): Promise<boolean> =>
    (await getTransactionRow(db, id, { visibleTo: actor })) !== null;
}

/**
 * Runs a committed change to a part of a deal (checklist, notes, people, dates) and then records the
 * event that tells the deal's subscribers which part changed, so open deal pages refresh it (issue 14 item 7). The event
 * goes through the deal's authorizer like any other: only people with the deal in scope get it.
 */
export async function recordedDealPart<T>(db: Db, id: string, part: string, write: Promise<T>): Promise<T> {
  const result = await write;
  await recordDealChange(db, 'update', id, { [part]: 'changed' });
  return result;
}
