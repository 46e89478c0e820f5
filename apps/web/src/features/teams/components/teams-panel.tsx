import { CreateTeamInput } from '@threshold/domain/organizations/team.contract';
import { UsersRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useCreateTeam, useTeams } from '../api/teams-api';
import { apiFailure, zodFieldErrors, type FieldErrors } from '../lib/form-state';
import { TeamCard } from './team-card';
import { LoadError } from '@/components/ui/load-error';

function CreateTeamForm() {
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateTeamInput.safeParse({ name, description: description.trim() || null });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      const team = await create.mutateAsync(parsed.data);
      toast.success(`Team ${team.name} created`);
      setName('');
      setDescription('');
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      if (failure.message) toast.error(failure.message);
    }
  };
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="flex flex-wrap items-end gap-3"
      noValidate
      aria-label="New team"
    >
      <FormField label="Team name" error={errors.name} className="w-56">
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Description" error={errors.description} className="w-80">
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create team'}
      </Button>
    </form>
  );
}

/** /team → Teams: every team with its members; managers create, rename, archive and staff them. */
export function TeamsPanel({ canCreate }: { canCreate: boolean }) {
  const [showArchived, setShowArchived] = useState(false);
  const teams = useTeams(showArchived ? 'include' : 'exclude');
  return (
    <div className="space-y-4">
      {canCreate ? <CreateTeamForm /> : null}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
        Show archived teams
      </label>
      {teams.isPending ? (
        <Spinner label="Loading teams" />
      ) : teams.isError ? (
        <LoadError what="the teams" error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.data.items.length === 0 ? (
        <EmptyState icon={UsersRound} title="No teams yet">
          Teams group agents for reporting and for who sees which deals.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {teams.data.items.map((t) => (
            <TeamCard key={t.id} teamId={t.id} />
          ))}
        </div>
      )}
    </div>
  );
}
