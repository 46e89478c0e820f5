import { useState } from 'react';
import { toast } from 'sonner';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAddChecklistItem, useVersionedChecklistItemEdit } from '../../api/checklist-api';
import {
  addChecklistInput,
  checklistConflictChanges,
  checklistFormValues,
  updateChecklistInput,
  type ChecklistFormValues,
} from '../../model/checklist-form';
import { FormDialog } from '../common/form-dialog';
import { useFormErrors } from '../common/use-form-errors';

interface ChecklistItemDialogProps {
  dealId: string;
  /** null: add a new item. */
  item: ChecklistItemDto | null;
  /** Brokers may make a required item optional; others may not (the server refuses). */
  mayRelax: boolean;
  onClose: () => void;
}

/** Add an item to this deal's checklist, or edit one. */
export function ChecklistItemDialog({ item, ...props }: ChecklistItemDialogProps) {
  return item ? <EditItemDialog item={item} {...props} /> : <AddItemDialog {...props} />;
}

function useItemForm(item: ChecklistItemDto | null) {
  const [values, setValues] = useState(() => checklistFormValues(item));
  const set = <K extends keyof ChecklistFormValues>(key: K, value: ChecklistFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return { values, set, ...useFormErrors() };
}
type ItemForm = ReturnType<typeof useItemForm>;

function AddItemDialog({ dealId, onClose }: Omit<ChecklistItemDialogProps, 'item'>) {
  const add = useAddChecklistItem(dealId);
  const form = useItemForm(null);
  const handleSubmit = () => {
    form.clear();
    const result = addChecklistInput(form.values);
    if (!result.ok) return form.setErrors(result.errors);
    add.mutate(result.input, {
      onSuccess: (saved) => {
        toast.success('Checklist item added', { description: saved.title });
        onClose();
      },
      onError: form.fail('The item was not added'),
    });
  };
  return (
    <FormDialog
      title="Add a checklist item"
      description="The item is added to this deal only, at the end of the list."
      formError={form.formError}
      busy={add.isPending}
      submitLabel="Add item"
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <ItemFields form={form} lockedRequired={false} />
    </FormDialog>
  );
}

/** Edits are based on the version the dialog was opened with; a stale save keeps the form and shows theirs. */
function EditItemDialog({
  dealId,
  item,
  mayRelax,
  onClose,
}: ChecklistItemDialogProps & { item: ChecklistItemDto }) {
  const edit = useVersionedChecklistItemEdit(dealId, item);
  const form = useItemForm(item);
  const save = async (send: () => Promise<ChecklistItemDto | null>) => {
    try {
      const saved = await send();
      if (!saved) return; // a conflict: shown above the fields
      toast.success('Checklist item saved', { description: saved.title });
      onClose();
    } catch (error) {
      form.fail('The item was not saved')(error);
    }
  };
  const handleSubmit = () => {
    form.clear();
    const result = updateChecklistInput(item, form.values);
    if (!result.ok) return form.setErrors(result.errors);
    if (!result.input) {
      toast.info('Nothing to save');
      return onClose();
    }
    const input = result.input;
    void save(() => edit.save(input));
  };
  const conflict = edit.conflict;
  return (
    <FormDialog
      title={`Edit ${item.title}`}
      formError={form.formError}
      busy={edit.isPending}
      submitLabel="Save item"
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {conflict ? (
        <ConflictNotice
          what="checklist item"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={checklistConflictChanges(conflict.current, conflict.input)}
          busy={edit.isPending}
          onReapply={() => save(edit.reapply)}
          onDiscard={async () => {
            await edit.discard();
            onClose();
          }}
        />
      ) : null}
      <ItemFields form={form} lockedRequired={item.required && !mayRelax} />
    </FormDialog>
  );
}

function ItemFields({ form, lockedRequired }: { form: ItemForm; lockedRequired: boolean }) {
  const { values, set, errors } = form;
  return (
    <>
      <FormField label="Title" error={errors.title}>
        <Input value={values.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description}>
        <Textarea
          value={values.description}
          maxLength={2000}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <FormField label="Due date (optional)" error={errors.due_date}>
        <Input type="date" value={values.due_date} onChange={(e) => set('due_date', e.target.value)} />
      </FormField>
      <div className="space-y-2">
        <Checkbox
          label="Required to close the deal"
          checked={values.required}
          disabled={lockedRequired}
          aria-describedby={lockedRequired ? 'required-locked' : undefined}
          onChange={(e) => set('required', e.target.checked)}
        />
        {lockedRequired ? (
          <p id="required-locked" className="text-xs text-slate-600">
            Only a broker can make a required item optional.
          </p>
        ) : null}
        <Checkbox
          label="Needs a document"
          checked={values.requires_document}
          onChange={(e) => set('requires_document', e.target.checked)}
        />
      </div>
    </>
  );
}
