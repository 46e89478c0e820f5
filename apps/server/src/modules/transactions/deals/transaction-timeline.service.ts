import type { TimelineEntryDto } from '@threshold/domain/transactions/get-timeline.contract';
import type { Actor } from '../../../platform/authz/actor';
import { findEntityHistory } from '../../../platform/audit/audit-history.repository';
import type { Db } from '../../../platform/db/client';
import { FINANCIAL_FIELDS, loadDeal, type DealAccess } from './transaction-access';
import { findNames } from './transaction-people.repository';
import { decodeTimeCursor, encodeCursor } from '../../../platform/db/keyset-cursor';

/** What a client may see of the activity: the deal's progress, not the brokerage's internals. */
const CLIENT_ACTIONS = [
  'transaction.create',
  'transaction.update',
  'transaction.transition',
  'date.create',
  'date.update',
  'date.delete',
  'participant.add',
  'participant.update',
  'participant.remove',
  'checklist.approve',
];
/** Fields never shown to someone who may not see the figures. */
const HIDDEN_FIELDS = new Set(['searchText', 'organizationId', 'createdBy']);

type Json = Record<string, unknown> | null;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
const str = (v: unknown) => (v == null ? '' : String(v));

function summarize(action: string, before: Json, after: Json, changedFields: string[]): string {
  const item = obj(after?.item) ?? obj(before?.item);
  const person = obj(after?.participant) ?? obj(before?.participant);
  switch (action) {
    case 'transaction.create':
      return 'Created the deal';
    case 'transaction.update':
      return changedFields.length ? `Changed ${changedFields.join(', ')}` : 'Updated the deal';
    case 'transaction.transition':
      return `Status ${str(before?.status)} → ${str(after?.status)}${after?.override ? ' (checklist override)' : ''}${after?.reason ? `: ${str(after.reason)}` : ''}`;
    case 'checklist.add':
      return `Added checklist item “${str(item?.title)}”`;
    case 'checklist.update':
      return `Edited checklist item “${str(item?.title)}”`;
    case 'checklist.remove':
      return `Removed checklist item “${str(item?.title)}”`;
    case 'checklist.submit':
      return `Submitted “${str(item?.title)}” for review`;
    case 'checklist.resubmit':
      return `Resubmitted “${str(item?.title)}” for review`;
    case 'checklist.approve':
      return `Approved “${str(item?.title)}”`;
    case 'checklist.return':
      return `Returned “${str(item?.title)}”${item?.note ? `: ${str(item.note)}` : ''}`;
    case 'date.create':
    case 'date.update':
    case 'date.delete': {
      const moved = Array.isArray(after?.moved) ? after.moved.length : 0;
      const label = str(obj(after?.date)?.label ?? obj(before?.date)?.label);
      return `${action === 'date.create' ? 'Added' : action === 'date.delete' ? 'Removed' : 'Changed'} date ${label}${moved ? ` (${moved} date${moved === 1 ? '' : 's'} moved)` : ''}`;
    }
    case 'participant.add':
      return `Added ${str(person?.display_name)} (${(person?.roles as string[] | undefined)?.join(', ') ?? ''})`;
    case 'participant.update':
      return `Updated participant ${str(person?.display_name)}`;
    case 'participant.remove':
      return `Removed participant ${str(person?.display_name)}`;
    case 'note.create':
      return 'Added an internal note';
    case 'change.request':
      return `Asked for approval: ${str(after?.summary)}`;
    case 'change.approve':
      return `Approved: ${str(after?.summary)}`;
    case 'change.reject':
      return `Rejected a change${after?.note ? `: ${str(after.note)}` : ''}`;
    case 'change.fail':
      return `An approved change could not be applied: ${str(after?.reason)}`;
    default:
      return action.replace('.', ' ');
  }
}

function snapshotChanges(before: Json, after: Json, showFinancials: boolean) {
  if (!before || !after) return [];
  return Object.keys(after)
    .filter(
      (k) =>
        !HIDDEN_FIELDS.has(k) &&
        (showFinancials || !FINANCIAL_FIELDS.has(k)) &&
        JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    )
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

export async function getTimeline(
  db: Db,
  actor: Actor,
  id: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const access: DealAccess = await loadDeal(db, actor, id);
  const after = query.cursor ? decodeTimeCursor(query.cursor, 'timeline') : null;
  const rows = await findEntityHistory(db, {
    entityType: 'transaction',
    entityId: id,
    actions: access.clientView ? CLIENT_ACTIONS : undefined,
    limit: query.limit,
    after,
  });
  const page = rows.slice(0, query.limit);
  const names = await findNames(
    db,
    page.map((r) => r.actorUserId).filter((v): v is string => !!v),
  );
  const items: TimelineEntryDto[] = page.map((r) => {
    const changes =
      r.action === 'transaction.update'
        ? snapshotChanges(obj(r.before), obj(r.after), access.canSeeFinancials)
        : [];
    return {
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorUserId
        ? { id: r.actorUserId, ...(names.get(r.actorUserId) ?? { first_name: null, last_name: null }) }
        : null,
      action: r.action,
      entity_type: 'transaction',
      entity_id: id,
      summary: summarize(
        r.action,
        obj(r.before),
        access.clientView ? stripNotes(obj(r.after)) : obj(r.after),
        changes.map((c) => c.field),
      ),
      changes,
    };
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(['timeline', last.sortAt, last.id]) : null,
  };
}

function stripNotes(after: Json): Json {
  const item = obj(after?.item);
  return item ? { ...after, item: { ...item, note: null } } : after;
}
