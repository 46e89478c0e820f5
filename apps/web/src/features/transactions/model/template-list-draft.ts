/**
 * The list editing shared by the deal template editors (checklists, key dates): an ordered list of
 * items that each have an editing id and a key, pure functions to add, edit, remove and move them,
 * and server/contract messages (`items.3.title`) kept with their item.
 *
 * Keys: a saved item keeps its key (deals copied from the template refer to it by key); a new item's
 * key follows its text (lowercase_snake, unique in the list) until it is saved.
 */

export interface DraftListItem {
  /** Identity while editing (list key, focus, errors); never sent. */
  id: string;
  key: string;
  /** Not saved yet: the key follows the item's text. */
  isNew: boolean;
}

export interface ListDraft<T extends DraftListItem = DraftListItem> {
  items: T[];
}
type ItemOf<D extends ListDraft> = D['items'][number];

/** How a list derives keys: its contract's length limit and the stem used when the text has none. */
export interface KeyRule {
  maxLength: number;
  fallback: string;
}

/** "Wire-fraud advisory (signed)" → "wire_fraud_advisory_signed"; "_2", "_3" … when taken. */
export function deriveKey(text: string, taken: ReadonlySet<string>, rule: KeyRule): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "é" → "e"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  // A key starts with a letter.
  const stem = /^[a-z]/.test(words) ? words : `${rule.fallback}${words ? `_${words}` : ''}`;
  const fit = (s: string, room: number) => s.slice(0, room).replace(/_+$/, '');
  let key = fit(stem, rule.maxLength);
  for (let n = 2; taken.has(key); n++) key = `${fit(stem, rule.maxLength - `_${n}`.length)}_${n}`;
  return key;
}

/** The keys of every item but `id` (all of them for null). */
export function takenKeys(items: readonly DraftListItem[], id: string | null): Set<string> {
  return new Set(items.filter((item) => item.id !== id).map((item) => item.key));
}

/** Appends an item (nothing when the list holds `max` already). */
export function appendItem<D extends ListDraft>(draft: D, item: ItemOf<D>, max: number): D {
  if (draft.items.length >= max) return draft;
  return { ...draft, items: [...draft.items, item] };
}

/** Applies `patch` to one item; a new item's key follows `textOf` when that text changes. */
export function patchItem<D extends ListDraft>(
  draft: D,
  id: string,
  patch: Partial<ItemOf<D>>,
  textOf: (item: ItemOf<D>) => string,
  rule: KeyRule,
): D {
  return {
    ...draft,
    items: draft.items.map((item) => {
      if (item.id !== id) return item;
      const next = { ...item, ...patch };
      if (item.isNew && textOf(next) !== textOf(item))
        next.key = deriveKey(textOf(next), takenKeys(draft.items, id), rule);
      return next;
    }),
  };
}

export function removeItem<D extends ListDraft>(draft: D, id: string): D {
  return { ...draft, items: draft.items.filter((item) => item.id !== id) };
}

/** Moves an item one place up (-1) or down (+1); nothing at either end. */
export function moveItem<D extends ListDraft>(draft: D, id: string, offset: -1 | 1): D {
  const from = draft.items.findIndex((item) => item.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= draft.items.length) return draft;
  const items = [...draft.items];
  [items[from], items[to]] = [items[to]!, items[from]!];
  return { ...draft, items };
}

/**
 * `items.<index>.<field>` errors by item id, `ids` being the item order that was validated or sent,
 * so each message stays with its item when items move afterwards.
 */
export function errorsByItem(
  errors: Record<string, string>,
  ids: readonly string[],
): Record<string, Record<string, string>> {
  const byItem: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(path);
    const id = match ? ids[Number(match[1])] : undefined;
    if (match && id) (byItem[id] ??= {})[match[2]!] = message;
  }
  return byItem;
}
