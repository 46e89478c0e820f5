/**
 * Pure rules of a listing's photo set (ADR 0131): the order people arrange, the cover shown first,
 * and the checks a reorder request must pass.
 */
export interface OrderedPhoto {
  id: string;
  position: number;
  is_cover: boolean;
}

/** The arranged order: by position (ties by id, so the answer never depends on storage order). */
export function byPosition<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** The cover: the one marked, else the first in order; null for an empty set. */
export function coverOf<T extends OrderedPhoto>(photos: readonly T[]): T | null {
  const ordered = byPosition(photos);
  return ordered.find((p) => p.is_cover) ?? ordered[0] ?? null;
}

/** What the public sees: the cover first, then the rest in their arranged order. */
export function coverFirst<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  const cover = coverOf(photos);
  if (!cover) return [];
  return [cover, ...byPosition(photos).filter((p) => p !== cover)];
}

/** Moves the item at `index` by `delta` places (clamped to the ends); a new array, the input untouched. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const next = [...items];
  if (index < 0 || index >= items.length) return next;
  const target = Math.min(Math.max(index + delta, 0), items.length - 1);
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Why a requested order cannot be applied to the current photos, or null when it names each of
 * them exactly once (a stale list — a photo added or deleted meanwhile — is refused, never guessed).
 */
export function reorderProblem(
  currentIds: readonly string[],
  requestedIds: readonly string[],
): string | null {
  if (new Set(requestedIds).size !== requestedIds.length) return 'Lists a photo twice';
  const current = new Set(currentIds);
  if (requestedIds.length !== current.size || requestedIds.some((id) => !current.has(id)))
    return 'Must list every photo of the listing exactly once';
  return null;
}
