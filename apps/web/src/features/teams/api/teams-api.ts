import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TeamList } from '@threshold/domain/organizations/list-teams.contract';
import {
  TeamDetailDto,
  type AddTeamMemberInput,
  type CreateTeamInput,
  type UpdateTeamInput,
} from '@threshold/domain/organizations/team.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { teamKeys } from './team-keys';

export function useTeams(archived: 'include' | 'exclude' = 'exclude') {
  return useQuery({
    queryKey: teamKeys.teams(archived),
    queryFn: ({ signal }) =>
      api.get('/api/organization/teams', { schema: TeamList, query: { archived }, signal }),
  });
}

export function useTeam(id: string) {
  return useQuery({
    queryKey: teamKeys.team(id),
    queryFn: ({ signal }) => api.get(`/api/organization/teams/${id}`, { schema: TeamDetailDto, signal }),
  });
}

function useTeamSaved() {
  const queryClient = useQueryClient();
  return (team: TeamDetailDto) => {
    queryClient.setQueryData(teamKeys.team(team.id), team);
    return queryClient.invalidateQueries({ queryKey: teamKeys.all, refetchType: 'active' });
  };
}

export function useCreateTeam() {
  const saved = useTeamSaved();
  return useMutation({
    mutationFn: (input: CreateTeamInput) =>
      api.post('/api/organization/teams', input, { schema: TeamDetailDto }),
    onSuccess: saved,
  });
}

/** Versioned team writes; `team.version` is the version the editor opened with. */
function useTeamEdit<TInput>(
  team: TeamDetailDto,
  send: (input: TInput, headers: Record<string, string>) => Promise<TeamDetailDto>,
) {
  const saved = useTeamSaved();
  return useVersionedMutation({
    version: team.version,
    recordSchema: TeamDetailDto,
    send,
    versionOf: (output: TeamDetailDto) => output.version,
    onSaved: saved,
    onDiscard: saved,
  });
}

const path = (id: string) => `/api/organization/teams/${id}`;

export function useUpdateTeam(team: TeamDetailDto) {
  return useTeamEdit(team, (input: UpdateTeamInput, headers) =>
    api.patch(path(team.id), input, { schema: TeamDetailDto, headers }),
  );
}

export function useAddTeamMember(team: TeamDetailDto) {
  return useTeamEdit(team, (input: AddTeamMemberInput, headers) =>
    api.post(`${path(team.id)}/members`, input, { schema: TeamDetailDto, headers }),
  );
}

export function useRemoveTeamMember(team: TeamDetailDto) {
  return useTeamEdit(team, (input: { user_id: string }, headers) =>
    apiRequest(`${path(team.id)}/members/${input.user_id}`, {
      method: 'DELETE',
      schema: TeamDetailDto,
      headers,
    }),
  );
}
