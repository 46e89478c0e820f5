import { useState } from 'react';
import { AddParticipantInput } from '@threshold/domain/transactions/add-participant.contract';
import type { ParticipantRole } from '@threshold/domain/transactions/transaction-enums';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import { UpdateParticipantInput } from '@threshold/domain/transactions/update-participant.contract';
import type { ComboboxOption } from '@/components/ui/combobox';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { useMe } from '@/lib/auth/auth-context';
import { announceOutcome } from '../../api/outcome';
import { useAddParticipant, useVersionedParticipantEdit } from '../../api/participants-api';
import { canBrowsePeople } from '../../model/deal-permissions';
import { fromParse } from '../../model/form-result';
import { FormDialog } from '../common/form-dialog';
import { useFormErrors } from '../common/use-form-errors';
import { ParticipantNameFields, type NameFields } from './participant-name-fields';
import { ParticipantRolesField } from './participant-roles-field';
import { ParticipantSourceField, type ParticipantSource } from './participant-source-field';

interface ParticipantDialogProps {
  dealId: string;
  /** null: add someone. */
  participant: ParticipantDto | null;
  /** Everyone on the deal, so the pickers do not suggest them again. */
  people: readonly ParticipantDto[];
  onClose: () => void;
}

const trimmed = (v: NameFields) => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  email: v.email.trim() || null,
  phone: v.phone.trim() || null,
  company: v.company.trim() || null,
});

/** Add a person (a CRM contact, a brokerage member or someone new) or edit one; several roles each. */
export function ParticipantDialog({ dealId, participant, people, onClose }: ParticipantDialogProps) {
  const me = useMe();
  const add = useAddParticipant(dealId);
  // Mounted with the dialog: edits are based on the version the person had when it was opened.
  const update = useVersionedParticipantEdit(dealId, participant);
  const [source, setSource] = useState<ParticipantSource>('new');
  const [person, setPerson] = useState<ComboboxOption | null>(null);
  const [values, setValues] = useState<NameFields>({
    first_name: participant?.first_name ?? '',
    last_name: participant?.last_name ?? '',
    email: participant?.email ?? '',
    phone: participant?.phone ?? '',
    company: participant?.company ?? '',
  });
  const [roles, setRoles] = useState<ParticipantRole[]>(participant?.roles ?? []);
  const { errors, formError, setErrors, clear, fail } = useFormErrors();
  const onError = fail('The person was not saved');

  const finish = (message: string) => (result: Parameters<typeof announceOutcome>[0]) => {
    announceOutcome(result, message);
    onClose();
  };
  /** Saves (or re-applies) an edit; a stale version keeps the dialog open with the conflict shown. */
  const save = async (send: () => ReturnType<typeof update.save>) => {
    try {
      const result = await send();
      if (result) finish('Person updated')(result);
    } catch (error) {
      onError(error);
    }
  };

  const handleSubmit = () => {
    clear();
    if (participant) {
      const result = fromParse(UpdateParticipantInput.safeParse({ ...trimmed(values), roles }));
      if (!result.ok) return setErrors(result.errors);
      const input = result.input;
      return void save(() => update.save(input));
    }
    const who =
      source === 'new'
        ? trimmed(values)
        : { [source === 'contacts' ? 'contact_id' : 'user_id']: person?.value ?? null };
    const result = fromParse(AddParticipantInput.safeParse({ ...who, roles }));
    if (!result.ok) return setErrors(result.errors);
    const name = source === 'new' ? values.first_name.trim() : person?.label;
    add.mutate(result.input, { onSuccess: finish(`${name} added to the deal`), onError });
  };

  const onDeal = people.flatMap((p) => [p.contact_id, p.user_id]).filter((id): id is string => !!id);
  // The contract and the server call a missing choice first_name, a refused one by its id field.
  const personError = errors.contact_id ?? errors.user_id ?? errors.first_name;
  const handleSource = (next: ParticipantSource) => {
    setSource(next);
    setPerson(null);
    clear();
  };
  return (
    <FormDialog
      title={participant ? `Edit ${participant.display_name}` : 'Add a person'}
      formError={formError}
      busy={add.isPending || update.isPending}
      submitLabel={participant ? 'Save changes' : 'Add person'}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {update.conflict ? (
        <ConflictNotice
          what="person"
          changedBy={update.conflict.changedBy}
          changedAt={update.conflict.changedAt}
          // The form sends every field: list only those where theirs and yours differ.
          changes={conflictChanges(update.conflict.current, update.conflict.input).filter(
            (change) => change.theirs !== change.yours,
          )}
          busy={update.isPending}
          onReapply={() => save(update.reapply)}
          onDiscard={async () => {
            await update.discard();
            onClose();
          }}
        />
      ) : null}
      {!participant && canBrowsePeople(me) ? (
        <ParticipantSourceField
          source={source}
          onSourceChange={handleSource}
          person={person}
          onPersonChange={setPerson}
          exclude={onDeal}
          error={personError}
        />
      ) : null}
      {participant || source === 'new' ? (
        <ParticipantNameFields values={values} errors={errors} onChange={setValues} />
      ) : null}
      <ParticipantRolesField roles={roles} error={errors.roles} onChange={setRoles} />
    </FormDialog>
  );
}
