import type { TeamDetailDto, UpdateTeamInput } from '@threshold/domain/organizations/team.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import type { useUpdateTeam } from '../api/teams-api';

/** Rename or describe a team; organization managers also archive or restore it. */
export function TeamNameForm({
  team,
  update,
}: {
  team: TeamDetailDto;
  update: ReturnType<typeof useUpdateTeam>;
}) {
  const me = useMe();
  const [name, setName] = useState(team.name);
  const [description, setDescription] = useState(team.description ?? '');
  const send = (input: UpdateTeamInput, done: string) =>
    void update
      .save(input)
      .then((saved) => saved && toast.success(done))
      .catch((error: unknown) => toast.error(errorMessage(error)));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ name, description: description.trim() || null }, 'Team saved');
  };
  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-2 border-t border-slate-100 pt-3"
      aria-label={`Edit ${team.name}`}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField label="Name">
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Description">
          <Input value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          Save team
        </Button>
        {me.permissions.includes('manage:organization') ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              send({ archived: !team.archived }, team.archived ? 'Team restored' : 'Team archived')
            }
          >
            {team.archived ? 'Restore team' : 'Archive team'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
