/**
 * Editing a checklist template: a draft of its name and ordered items, the item defaults, and the PUT
 * body checked with the contract. Moving, removing and key rules: template-list-draft.ts.
 */
import {
  ReplaceChecklistTemplateInput,
  type ChecklistTemplateDto,
} from '@threshold/domain/transactions/checklist-templates.contract';
import { fromParse, type FormResult } from './form-result';
import {
  appendItem,
  deriveKey,
  patchItem,
  takenKeys,
  type DraftListItem,
  type KeyRule,
} from './template-list-draft';

/** The contract's limits (ReplaceChecklistTemplateInput). */
export const MAX_TEMPLATE_ITEMS = 100;
/** Keys of checklist items: at most 60 characters, "item_…" when the title starts with no letter. */
export const CHECKLIST_KEY_RULE: KeyRule = { maxLength: 60, fallback: 'item' };

type TemplateItem = ChecklistTemplateDto['items'][number];
export type ItemFlag = 'required' | 'requires_document' | 'only_if_built_before_1978';
export type ItemPatch = Partial<Pick<TemplateItem, 'title' | ItemFlag>>;

export interface DraftItem extends TemplateItem, DraftListItem {}

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

/** Appends an empty required item (nothing when the template is full). */
export function addItem(draft: TemplateDraft, id: string): TemplateDraft {
  const item: DraftItem = {
    id,
    isNew: true,
    key: deriveKey('', takenKeys(draft.items, null), CHECKLIST_KEY_RULE),
    title: '',
    required: true,
    requires_document: false,
    only_if_built_before_1978: false,
  };
  return appendItem(draft, item, MAX_TEMPLATE_ITEMS);
}

export function updateItem(draft: TemplateDraft, id: string, patch: ItemPatch): TemplateDraft {
  return patchItem(draft, id, patch, (item) => item.title, CHECKLIST_KEY_RULE);
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
