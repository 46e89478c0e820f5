import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { RealtimeAuthorizer, RealtimeChange } from '../../platform/realtime/realtime-hub';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import { loadCrmContext } from './contacts-context';
import { findContactInScopeOrDeleted, findVisibleContact } from './contacts.repository';

/** The only values a contact event carries; every other changed field goes by name (ADR 0176). */
const EVENT_VALUES = ['stage', 'owner_id'] as const;

/** What a contacts event says about a contact after the change. */
export interface ContactChange {
  id: string;
  version: number;
  stage: string;
  ownerId: string | null;
}

/** What a contacts event needs of a contact as the API returns it. */
export const changeOf = (contact: ContactDto): ContactChange => ({
  id: contact.id,
  version: contact.version,
  stage: contact.stage,
  ownerId: contact.owner_id,
});

/**
 * Who receives a contact event (ADR 0176): only subscribers whose contacts scope holds the contact
 * (the same rule as GET /api/contacts/:id — own, shared with a team, team / supervised, the lead
 * pool, organization); a deletion goes to those who could see the contact just before. Values other
 * than stage and owner never travel: the client refetches what it shows.
 */
export function contactRealtimeAuthorizer(db: Db): RealtimeAuthorizer {
  return async (actor: Actor, event: RealtimeEventDto) => {
    const ctx = await loadCrmContext(db, actor);
    const row =
      event.action === 'delete'
        ? await findContactInScopeOrDeleted(db, event.record_id, ctx.scope)
        : await findVisibleContact(db, event.record_id, ctx.visible);
    return row ? event : null;
  };
}

/**
 * A contact was created, changed (`changed`: API field names) or deleted: its event. A write that
 * changes many contacts publishes theirs together (publishChanges, ADR 0178).
 */
export function contactEvent(
  action: 'insert' | 'update' | 'delete',
  contact: ContactChange,
  changed: string[] = [],
): RealtimeChange {
  const values: Record<string, unknown> = { stage: contact.stage, owner_id: contact.ownerId };
  const data: Record<string, unknown> = { id: contact.id, version: contact.version };
  for (const field of EVENT_VALUES) if (changed.includes(field)) data[field] = values[field];
  return { resource: 'contacts', action, recordId: contact.id, data, changed };
}

/** After commit: one contact's change. */
export function publishContactChange(
  db: Db,
  action: 'insert' | 'update' | 'delete',
  contact: ContactChange,
  changed: string[] = [],
): Promise<void> {
  return recordLiveChanges(db, [contactEvent(action, contact, changed)]);
}

/** The contact page's presence room: whoever may open the contact (404 otherwise). */
export function contactRoomAuthorizer(db: Db) {
  return async (actor: Actor, id: string): Promise<boolean> => {
    const ctx = await loadCrmContext(db, actor);
    return (await findVisibleContact(db, id, ctx.visible)) !== null;
  };
}
