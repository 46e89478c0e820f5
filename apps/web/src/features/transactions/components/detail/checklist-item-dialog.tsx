import { useState } from 'react';
import { toast } from 'sonner';
import type { ChecklistItemDto } from '@threshold/domain/transactions/listChecklist.contract';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAddChecklistItem, useUpdateChecklistItem } from '../../api/checklist-api';
import {
  addChecklistInput,
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
export function ChecklistItemDialog({ dealId, item, mayRelax, onClose }: ChecklistItemDialogProps) {
  const add = useAddChecklistItem(dealId);
  const update = useUpdateChecklistItem(dealId);
  const [values, setValues] = useState(() => checklistFormValues(item));
  const { errors, formError, setErrors, clear, fail } = useFormErrors();
  const set = <K extends keyof ChecklistFormValues>(key: K, value: ChecklistFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const lockedRequired = item?.required === true && !mayRelax;

  const handleSubmit = () => {
    clear();
    const done = (title: string) => {
      toast.success(item ? 'Checklist item saved' : 'Checklist item added', { description: title });
      onClose();
    };
    if (!item) {
      const result = addChecklistInput(values);
      if (!result.ok) return setErrors(result.errors);
      return add.mutate(result.input, {
        onSuccess: (saved) => done(saved.title),
        onError: fail('The item was not added'),
      });
    }
    const result = updateChecklistInput(item, values);
    if (!result.ok) return setErrors(result.errors);
    if (!result.input) {
      toast.info('Nothing to save');
      return onClose();
    }
    update.mutate(
      { itemId: item.id, input: result.input },
      { onSuccess: (saved) => done(saved.title), onError: fail('The item was not saved') },
    );
  };

  return (
    <FormDialog
      title={item ? `Edit ${item.title}` : 'Add a checklist item'}
      description={item ? undefined : 'The item is added to this deal only, at the end of the list.'}
      formError={formError}
      busy={add.isPending || update.isPending}
      submitLabel={item ? 'Save item' : 'Add item'}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
