/**
 * Saved views of the deals list: a name and the list's query string, kept in this browser's
 * localStorage under `threshold.transactions.saved-views.v1:<user id>` (one list per signed-in user,
 * so people sharing a computer do not see each other's views). docs/decisions/0040.
 */
import { readStorage, writeStorage } from '@/lib/storage';

export const SAVED_VIEWS_KEY_PREFIX = 'threshold.transactions.saved-views.v1';
export const MAX_SAVED_VIEWS = 20;
export const MAX_VIEW_NAME = 60;

export interface SavedView {
  id: string;
  name: string;
  /** The list's canonical query string without "?" ("" = the default view). */
  query: string;
  createdAt: string;
}

export function savedViewsKey(userId: string): string {
  return `${SAVED_VIEWS_KEY_PREFIX}:${userId}`;
}

function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    v.name.trim() !== '' &&
    typeof v.query === 'string' &&
    typeof v.createdAt === 'string'
  );
}

const byName = (a: SavedView, b: SavedView) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The user's views, sorted by name; anything unreadable in storage is ignored. */
export function loadSavedViews(userId: string): SavedView[] {
  const raw = readStorage(savedViewsKey(userId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSavedView).sort(byName) : [];
  } catch {
    return [];
  }
}

function store(userId: string, views: SavedView[]): SavedView[] {
  const sorted = [...views].sort(byName);
  writeStorage(savedViewsKey(userId), JSON.stringify(sorted));
  return sorted;
}

export type SaveViewResult =
  { ok: true; views: SavedView[]; replaced: boolean } | { ok: false; error: string };

/** Saves the query under a name; the same name (any case) replaces the earlier view. */
export function saveView(userId: string, name: string, query: string, now = new Date()): SaveViewResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, error: 'Give the view a name.' };
  if (trimmed.length > MAX_VIEW_NAME) return { ok: false, error: `At most ${MAX_VIEW_NAME} characters.` };
  const views = loadSavedViews(userId);
  const existing = views.find((v) => v.name.toLowerCase() === trimmed.toLowerCase());
  if (!existing && views.length >= MAX_SAVED_VIEWS)
    return { ok: false, error: `You can keep up to ${MAX_SAVED_VIEWS} views. Delete one first.` };
  const view: SavedView = {
    id: existing?.id ?? crypto.randomUUID(),
    name: trimmed,
    query: query.replace(/^\?/, ''),
    createdAt: now.toISOString(),
  };
  const next = [...views.filter((v) => v.id !== existing?.id), view];
  return { ok: true, views: store(userId, next), replaced: Boolean(existing) };
}

export function deleteView(userId: string, id: string): SavedView[] {
  return store(
    userId,
    loadSavedViews(userId).filter((v) => v.id !== id),
  );
}
