/**
 * One-click versioned actions (delete, submit, approve, tick a task done; issue 19): there is no form
 * to keep, so a 409 STALE_VERSION becomes a message naming who changed the record and when, and the
 * caller refreshes its data so the user acts again on what is there now.
 */
import { isApiError } from './api-error';

/** "Maria Lopez changed this task at 11/25/2026, 10:42:00 AM. Check it and try again.", or null for other errors. */
export function staleActionMessage(error: unknown, what: string): string | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'STALE_VERSION') return null;
  const by = error.details.changed_by as { name?: unknown } | null | undefined;
  const who = by && typeof by.name === 'string' ? by.name : 'Someone else';
  const at =
    typeof error.details.changed_at === 'string'
      ? ` at ${new Date(error.details.changed_at).toLocaleString()}`
      : '';
  return `${who} changed this ${what}${at}. Check it and try again.`;
}
