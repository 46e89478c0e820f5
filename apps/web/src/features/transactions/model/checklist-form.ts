/**
 * The checklist item form (add and edit): strings and switches in the form, bodies validated with the
 * contracts; an edit sends the changed fields only.
 */
import {
  AddChecklistItemInput,
  UpdateChecklistItemInput,
} from '@threshold/domain/transactions/editChecklistItem.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/listChecklist.contract';
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
