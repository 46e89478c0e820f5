import { toast } from 'sonner';
import { useState, type FormEvent } from 'react';
import { AddParticipantInput } from '@threshold/domain/transactions/addParticipant.contract';
import { PARTICIPANT_ROLES, type ParticipantRole } from '@threshold/domain/transactions/transaction-enums';
import type { ParticipantDto } from '@threshold/domain/transactions/listParticipants.contract';
import { UpdateParticipantInput } from '@threshold/domain/transactions/updateParticipant.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { announceOutcome } from '../../api/outcome';
import { useAddParticipant, useUpdateParticipant } from '../../api/participants-api';
import { ROLE_LABELS } from '../../model/labels';

type Fields = { first_name: string; last_name: string; email: string; phone: string; company: string };
const FIELDS: [keyof Fields, string, string][] = [
  ['first_name', 'First name', 'text'],
  ['last_name', 'Last name', 'text'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Phone', 'tel'],
  ['company', 'Company', 'text'],
];

/** Add a person (by name) or edit one; a person may hold several roles on one deal. */
export function ParticipantDialog({
  dealId,
  participant,
  onClose,
}: {
  dealId: string;
  participant: ParticipantDto | null;
  onClose: () => void;
}) {
  const add = useAddParticipant(dealId);
  const update = useUpdateParticipant(dealId);
  const busy = add.isPending || update.isPending;
  const [values, setValues] = useState<Fields>({
    first_name: participant?.first_name ?? '',
    last_name: participant?.last_name ?? '',
    email: participant?.email ?? '',
    phone: participant?.phone ?? '',
    company: participant?.company ?? '',
  });
  const [roles, setRoles] = useState<ParticipantRole[]>(participant?.roles ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onError = (error: unknown) => {
    toast.error('The person was not saved', { description: errorMessage(error) });
    setErrors(isApiError(error) ? error.fields : {});
    setFormError(errorMessage(error));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      company: values.company.trim() || null,
      roles,
    };
    const parsed = participant ? UpdateParticipantInput.safeParse(body) : AddParticipantInput.safeParse(body);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]).reverse()),
      );
    setErrors({});
    const onSuccess = (result: Parameters<typeof announceOutcome>[0]) => {
      announceOutcome(result, participant ? 'Person updated' : `${body.first_name} added to the deal`);
      onClose();
    };
    if (participant)
      update.mutate({ participantId: participant.id, input: parsed.data }, { onSuccess, onError });
    else add.mutate(parsed.data, { onSuccess, onError });
  };

  const toggle = (role: ParticipantRole, on: boolean) =>
    setRoles((r) => (on ? [...r, role] : r.filter((x) => x !== role)));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={participant ? `Edit ${participant.display_name}` : 'Add a person'}>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(([name, label, type]) => (
              <FormField key={name} label={label} error={errors[name]}>
                <Input
                  type={type}
                  value={values[name]}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
              </FormField>
            ))}
          </div>
          <fieldset aria-describedby={errors.roles ? 'participant-roles-error' : undefined}>
            <legend className="text-sm font-medium text-slate-900">Roles on this deal</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {PARTICIPANT_ROLES.map((role) => (
                <label key={role} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={roles.includes(role)}
                    onChange={(e) => toggle(role, e.target.checked)}
                  />
                  {ROLE_LABELS[role]}
                </label>
              ))}
            </div>
            {errors.roles ? (
              <p id="participant-roles-error" className="mt-1 text-sm text-red-700">
                {errors.roles}
              </p>
            ) : null}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : participant ? 'Save changes' : 'Add person'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
