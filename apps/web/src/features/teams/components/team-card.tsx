import type { TeamDetailDto } from '@threshold/domain/organizations/team.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMembers } from '../api/members-api';
import { useAddTeamMember, useRemoveTeamMember, useTeam, useUpdateTeam } from '../api/teams-api';
import { personName } from '../lib/role-options';
import { TeamNameForm } from './team-name-form';

function TeamEditor({ team }: { team: TeamDetailDto }) {
  const add = useAddTeamMember(team);
  const remove = useRemoveTeamMember(team);
  const update = useUpdateTeam(team);
  const members = useMembers({ status: 'active' });
  const [pick, setPick] = useState('');
  const onTeam = new Set(team.members.map((m) => m.user_id));
  const candidates = (members.data?.items ?? []).filter((m) => !onTeam.has(m.user_id));
  const conflict = add.conflict ?? remove.conflict ?? update.conflict;
  const fail = (error: unknown) => toast.error(errorMessage(error));

  const handleAdd = () => {
    if (!pick) return;
    void add
      .save({ user_id: pick })
      .then((saved) => saved && (setPick(''), toast.success('Added to the team')), fail);
  };
  return (
    <div className="mt-3 space-y-3">
      {conflict ? (
        <ConflictNotice
          what="team"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={[]}
          onReapply={() =>
            add.conflict ? add.reapply() : remove.conflict ? remove.reapply() : update.reapply()
          }
          onDiscard={() =>
            add.conflict ? add.discard() : remove.conflict ? remove.discard() : update.discard()
          }
        />
      ) : null}
      <ul aria-label={`Members of ${team.name}`} className="divide-y divide-slate-100 text-sm">
        {team.members.length === 0 ? <li className="py-1 text-slate-600">Nobody on this team yet.</li> : null}
        {team.members.map((m) => (
          <li key={m.user_id} className="flex items-center justify-between gap-2 py-1">
            <span>
              {personName(m)} <span className="text-slate-600">· {m.team_role_label ?? '—'}</span>
            </span>
            {team.can_manage && !team.archived ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${personName(m)} from ${team.name}`}
                disabled={remove.isPending}
                onClick={() => void remove.save({ user_id: m.user_id }).catch(fail)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {team.can_manage && !team.archived ? (
        <div className="flex items-end gap-2">
          <FormField label={`Add to ${team.name}`} className="flex-1">
            <Select value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">Choose a member…</option>
              {candidates.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {personName(m)} — {m.role_label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button variant="secondary" onClick={handleAdd} disabled={!pick || add.isPending}>
            Add
          </Button>
        </div>
      ) : null}
      {team.can_manage ? <TeamNameForm team={team} update={update} /> : null}
    </div>
  );
}

/** One team: name, description, members with team roles, and the edits the viewer may make. */
export function TeamCard({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  if (team.isPending)
    return (
      <Card>
        <Spinner label="Loading team" />
      </Card>
    );
  if (team.isError)
    return (
      <Card>
        <p className="text-sm text-red-700">{errorMessage(team.error)}</p>
      </Card>
    );
  const t = team.data;
  return (
    <Card aria-labelledby={`team-${t.id}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`team-${t.id}`} className="text-base font-semibold text-slate-900">
          {t.name}
        </h3>
        {t.archived ? (
          <Badge tone="muted">Archived</Badge>
        ) : (
          <Badge tone="info">{t.members.length} members</Badge>
        )}
      </div>
      {t.description ? <p className="text-sm text-slate-600">{t.description}</p> : null}
      {/* Keyed on the version: the editor's writes are based on the version it was mounted with. */}
      <TeamEditor key={t.version} team={t} />
    </Card>
  );
}
