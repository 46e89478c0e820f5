import { useState } from 'react';
import { toast } from 'sonner';
import { AddAssignmentInput } from '@threshold/domain/transactions/assignments.contract';
import type { ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useAddAssignment } from '../../api/assignments-api';
import { fromParse } from '../../model/form-result';
import { FormDialog } from '../common/form-dialog';
import { PersonPicker } from '../common/person-picker';
import { useFormErrors } from '../common/use-form-errors';

interface AssignStaffDialogProps {
  dealId: string;
  /** Already assigned: not suggested again. */
  assignedIds: readonly string[];
  onClose: () => void;
}

/** Put a member of the brokerage on the deal (coordinator, assistant, attorney …); they then see it. */
export function AssignStaffDialog({ dealId, assignedIds, onClose }: AssignStaffDialogProps) {
  const add = useAddAssignment(dealId);
  const [person, setPerson] = useState<ComboboxOption | null>(null);
  const [note, setNote] = useState('');
  const { errors, formError, setErrors, clear, fail } = useFormErrors();

  const handleSubmit = () => {
    clear();
    if (!person) return setErrors({ user_id: 'Choose someone from the directory' });
    const result = fromParse(
      AddAssignmentInput.safeParse({ user_id: person.value, note: note.trim() || null }),
    );
    if (!result.ok) return setErrors(result.errors);
    add.mutate(result.input, {
      onSuccess: () => {
        toast.success(`${person.label} assigned to the deal`);
        onClose();
      },
      onError: fail('Nobody was assigned'),
    });
  };

  return (
    <FormDialog
      title="Assign staff"
      description="Assigned staff see this deal and can work on it as their role allows."
      formError={formError}
      busy={add.isPending}
      submitLabel="Assign"
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <FormField label="Staff member" error={errors.user_id}>
        <PersonPicker source="members" value={person} onChange={setPerson} exclude={assignedIds} />
      </FormField>
      <FormField label="Note (optional)" hint="e.g. what they handle on this deal" error={errors.note}>
        <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
