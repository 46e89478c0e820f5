/**
 * Editing a checklist template: a draft of its name and ordered items, pure functions to add, edit,
 * remove and move items, and the PUT body checked with the contract.
 *
 * Keys: a saved item keeps its key (deals copied from the template refer to it by key); a new item's
 * key follows its title (lowercase_snake, unique in the template) until it is saved.
 */
import {
  ReplaceChecklistTemplateInput,
  type ChecklistTemplateDto,
} from '@threshold/domain/transactions/checklistTemplates.contract';
import { fromParse, type FormResult } from './form-result';

/** The contract's limits (ReplaceChecklistTemplateInput). */
export const MAX_TEMPLATE_ITEMS = 100;
const MAX_KEY_LENGTH = 60;

type TemplateItem = ChecklistTemplateDto['items'][number];
export type ItemFlag = 'required' | 'requires_document' | 'only_if_built_before_1978';
export type ItemPatch = Partial<Pick<TemplateItem, 'title' | ItemFlag>>;

export interface DraftItem extends TemplateItem {
  /** Identity while editing (list key, focus, errors); never sent. */
  id: string;
  /** Not saved yet: the key follows the title. */
  isNew: boolean;
}

export interface TemplateDraft {
  name: string;
  items: DraftItem[];
}

export function draftFromTemplate(template: ChecklistTemplateDto): TemplateDraft {
  return {
    name: template.name,
    items: template.items.map((item) => ({ ...toBody(item), id: item.key, isNew: false })),
  };
}

/** "Wire-fraud advisory (signed)" → "wire_fraud_advisory_signed"; "_2", "_3" … when taken. */
export function deriveKey(title: string, taken: ReadonlySet<string>): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "é" → "e"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  // A key starts with a letter.
  const stem = /^[a-z]/.test(words) ? words : `item${words ? `_${words}` : ''}`;
  const fit = (s: string, room: number) => s.slice(0, room).replace(/_+$/, '');
  let key = fit(stem, MAX_KEY_LENGTH);
  for (let n = 2; taken.has(key); n++) key = `${fit(stem, MAX_KEY_LENGTH - `_${n}`.length)}_${n}`;
  return key;
}

const keysExcept = (draft: TemplateDraft, id: string | null) =>
  new Set(draft.items.filter((item) => item.id !== id).map((item) => item.key));

/** Appends an empty required item (nothing when the template is full). */
export function addItem(draft: TemplateDraft, id: string): TemplateDraft {
  if (draft.items.length >= MAX_TEMPLATE_ITEMS) return draft;
  const item: DraftItem = {
    id,
    isNew: true,
    key: deriveKey('', keysExcept(draft, null)),
    title: '',
    required: true,
    requires_document: false,
    only_if_built_before_1978: false,
  };
  return { ...draft, items: [...draft.items, item] };
}

export function updateItem(draft: TemplateDraft, id: string, patch: ItemPatch): TemplateDraft {
  return {
    ...draft,
    items: draft.items.map((item) => {
      if (item.id !== id) return item;
      const next = { ...item, ...patch };
      if (item.isNew && patch.title !== undefined) next.key = deriveKey(patch.title, keysExcept(draft, id));
      return next;
    }),
  };
}

export function removeItem(draft: TemplateDraft, id: string): TemplateDraft {
  return { ...draft, items: draft.items.filter((item) => item.id !== id) };
}

/** Moves an item one place up (-1) or down (+1); nothing at either end. */
export function moveItem(draft: TemplateDraft, id: string, offset: -1 | 1): TemplateDraft {
  const from = draft.items.findIndex((item) => item.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= draft.items.length) return draft;
  const items = [...draft.items];
  [items[from], items[to]] = [items[to]!, items[from]!];
  return { ...draft, items };
}

function toBody(item: TemplateItem): TemplateItem {
  return {
    key: item.key,
    title: item.title,
    required: item.required,
    requires_document: item.requires_document,
    only_if_built_before_1978: item.only_if_built_before_1978,
  };
}

const body = (draft: TemplateDraft) => ({ name: draft.name, items: draft.items.map(toBody) });

/** The PUT body, or the contract's messages by field path (`name`, `items`, `items.3.title`). */
export function templateInput(draft: TemplateDraft): FormResult<ReplaceChecklistTemplateInput> {
  return fromParse(ReplaceChecklistTemplateInput.safeParse(body(draft)));
}

export function isDirty(draft: TemplateDraft, template: ChecklistTemplateDto): boolean {
  return JSON.stringify(body(draft)) !== JSON.stringify(body(draftFromTemplate(template)));
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
