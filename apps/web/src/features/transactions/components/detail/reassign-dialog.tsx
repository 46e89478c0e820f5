import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { UpdateTransactionInput } from '@threshold/domain/transactions/update-transaction.contract';
import { Button } from '@/components/ui/button';
import type { ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useMe } from '@/lib/auth/auth-context';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useVersionedDealEdit } from '../../api/deal-api';
import { announceOutcome } from '../../api/outcome';
import { useOrganizationTeams } from '../../api/teams-api';
import { canBrowsePeople, canEditDeal } from '../../model/deal-permissions';
import { personName } from '../../model/format';
import { fromParse } from '../../model/form-result';
import { FormDialog } from '../common/form-dialog';
import { PersonPicker } from '../common/person-picker';
import { useFormErrors } from '../common/use-form-errors';

/** "Agent & team": anyone who edits the deal moves it to another team; brokers hand it to another agent. */
export function ReassignButton({ deal }: { deal: TransactionDetailDto }) {
  const me = useMe();
  const [open, setOpen] = useState(false);
  if (!canEditDeal(deal) || !canBrowsePeople(me)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserCog aria-hidden="true" className="h-4 w-4" />
        Agent &amp; team
      </Button>
      {open ? <ReassignDialog deal={deal} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReassignDialog({ deal, onClose }: { deal: TransactionDetailDto; onClose: () => void }) {
  const teams = useOrganizationTeams();
  const update = useVersionedDealEdit(deal);
  const currentOwner = { value: deal.owner.id, label: personName(deal.owner, 'Unknown') };
  const [owner, setOwner] = useState<ComboboxOption | null>(currentOwner);
  const [teamId, setTeamId] = useState(deal.team?.id ?? '');
  const { errors, formError, setErrors, clear, fail } = useFormErrors();

  const handleSubmit = () => {
    clear();
    if (!owner) return setErrors({ owner_id: 'Choose the agent from the directory' });
    const body = {
      ...(owner.value !== deal.owner.id && { owner_id: owner.value }),
      ...(teamId !== (deal.team?.id ?? '') && { team_id: teamId || null }),
    };
    if (Object.keys(body).length === 0) {
      toast.info('Nothing to change');
      return onClose();
    }
    const result = fromParse(UpdateTransactionInput.safeParse(body));
    if (!result.ok) return setErrors(result.errors);
    const input = result.input;
    void save(() => update.save(input));
  };

  /** Saves (or re-applies); a stale version keeps the choices and shows the conflict. */
  const save = async (send: () => Promise<Awaited<ReturnType<typeof update.save>>>) => {
    try {
      const outcome = await send();
      if (!outcome) return;
      announceOutcome(outcome, 'Agent and team saved');
      onClose();
    } catch (error) {
      fail('The deal was not reassigned')(error);
    }
  };
  const conflict = update.conflict;
  const teamName = (id: string | null | undefined) =>
    (id && teams.data?.items.find((team) => team.id === id)?.name) || 'No team';

  return (
    <FormDialog
      title="Agent and team"
      description={
        deal.access.can_reassign
          ? 'The agent owns the deal and sees its figures; the team decides who else in the brokerage sees it.'
          : 'The team decides who else in the brokerage sees this deal. Only a broker can hand it to another agent.'
      }
      formError={formError}
      busy={update.isPending}
      submitLabel="Save"
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {conflict ? (
        <ConflictNotice
          what="deal"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={[
            ...(conflict.input.owner_id !== undefined
              ? [
                  {
                    label: 'Agent',
                    theirs: personName(conflict.current.owner, 'Unknown'),
                    yours: owner?.label ?? '',
                  },
                ]
              : []),
            ...(conflict.input.team_id !== undefined
              ? [
                  {
                    label: 'Team',
                    theirs: conflict.current.team?.name ?? 'No team',
                    yours: teamName(conflict.input.team_id),
                  },
                ]
              : []),
          ]}
          busy={update.isPending}
          onReapply={() => save(update.reapply)}
          onDiscard={async () => {
            await update.discard();
            onClose();
          }}
        />
      ) : null}
      {deal.access.can_reassign ? (
        <FormField label="Agent" error={errors.owner_id}>
          <PersonPicker source="members" value={owner} onChange={setOwner} />
        </FormField>
      ) : null}
      <FormField
        label="Team"
        hint={teams.isPending ? 'Loading the teams…' : undefined}
        error={errors.team_id ?? (teams.isError ? 'Could not load the teams; try again later' : undefined)}
      >
        <Select value={teamId} onChange={(e) => setTeamId(e.target.value)} disabled={!teams.data}>
          <option value="">No team</option>
          {teams.data?.items.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Select>
      </FormField>
    </FormDialog>
  );
}
