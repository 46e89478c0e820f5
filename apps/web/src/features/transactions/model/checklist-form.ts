/**
 * The checklist item form (add and edit): strings and switches in the form, bodies validated with the
 * contracts; an edit sends the changed fields only.
 */
import {
  AddChecklistItemInput,
  UpdateChecklistItemInput,
} from '@threshold/domain/transactions/edit-checklist-item.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { conflictChanges } from '@/components/ui/conflict-notice';
import { fromParse, type FormResult } from './form-result';

export interface ChecklistFormValues {
  title: string;
  description: string;
  required: boolean;
  requires_document: boolean;
  due_date: string;
}

export function checklistFormValues(item: ChecklistItemDto | null): ChecklistFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    required: item?.required ?? true,
    requires_document: item?.requires_document ?? false,
    due_date: item?.due_date ?? '',
  };
}

const body = (values: ChecklistFormValues) => ({
  title: values.title,
  description: values.description.trim() || null,
  required: values.required,
  requires_document: values.requires_document,
  due_date: values.due_date || null,
});

export function addChecklistInput(values: ChecklistFormValues): FormResult<AddChecklistItemInput> {
  return fromParse(AddChecklistItemInput.safeParse(body(values)));
}

/** The changed fields of an item; `input: null` when nothing changed. */
export function updateChecklistInput(
  item: ChecklistItemDto,
  values: ChecklistFormValues,
): FormResult<UpdateChecklistItemInput | null> {
  const next = body(values);
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== item[key as keyof typeof next]),
  );
  // Compare the title as the server will store it (trimmed).
  if (next.title.trim() === item.title) delete changed.title;
  if (Object.keys(changed).length === 0) return { ok: true, input: null };
  return fromParse(UpdateChecklistItemInput.safeParse(changed));
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  required: 'Required to close',
  requires_document: 'Needs a document',
  due_date: 'Due date',
};

/** A conflict's rows (issue 19): each field this user changed, the item's value now vs the one typed, as the form shows them. */
export function checklistConflictChanges(current: ChecklistItemDto, input: UpdateChecklistItemInput) {
  const shown = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value,
      ]),
    );
  const fields = Object.keys(input);
  const now = Object.fromEntries(fields.map((key) => [key, current[key as keyof ChecklistItemDto]]));
  return conflictChanges(shown(now), shown(input), (key) => FIELD_LABELS[key] ?? key);
}
