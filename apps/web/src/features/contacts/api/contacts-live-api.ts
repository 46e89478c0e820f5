import { useRealtimeInvalidation } from '@/lib/realtime';
import { contactsKeys } from './contacts-keys';

/** Any contact in my scope created, changed or deleted: lists, board columns and counts refresh (ADR 0176). */
const LIVE_CONTACTS = { resource: 'contacts' } as const;

export function useLiveContactLists(): void {
  useRealtimeInvalidation(LIVE_CONTACTS, () => [contactsKeys.lists(), [...contactsKeys.all, 'facets']]);
}

/** A change to this contact by someone else refreshes its page (details, timeline, tasks, deals). */
export function useLiveContact(id: string): void {
  useRealtimeInvalidation(id ? { resource: 'contacts', filter: { column: 'id', value: id } } : null, () => [
    contactsKeys.detail(id),
  ]);
}
