import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import {
  DeactivateMemberOutput,
  MemberDetailDto,
  type DeactivateMemberInput,
  type ScopeOverridesInput,
  type UpdateMemberInput,
} from '@threshold/domain/organizations/member.contract';
import type { AddSupervisorInput } from '@threshold/domain/organizations/supervisor.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { teamKeys } from './team-keys';

export interface MemberFilters {
  q?: string | undefined;
  role?: string | undefined;
  status?: 'active' | 'inactive' | 'all' | undefined;
}

export function useMembers(filters: MemberFilters, limit = 200) {
  const query = { ...filters, limit: String(limit) };
  return useQuery({
    queryKey: teamKeys.members(query),
    queryFn: ({ signal }) => api.get('/api/organization/members', { schema: MemberList, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(userId: string) {
  return useQuery({
    queryKey: teamKeys.member(userId),
    queryFn: ({ signal }) =>
      api.get(`/api/organization/members/${userId}`, { schema: MemberDetailDto, signal }),
  });
}

/** After any membership write: the detail gets the answer, every list reloads. */
function useMemberSaved() {
  const queryClient = useQueryClient();
  return (member: MemberDetailDto) => {
    queryClient.setQueryData(teamKeys.member(member.user_id), member);
    return queryClient.invalidateQueries({ queryKey: teamKeys.all, refetchType: 'active' });
  };
}

const path = (userId: string) => `/api/organization/members/${userId}`;

/** A versioned membership write on `member` (its version is the one the dialog opened with). */
function useMemberEdit<TInput, TOutput extends MemberDetailDto | DeactivateMemberOutput>(
  member: MemberDetailDto | { user_id: string; version: number },
  send: (input: TInput, headers: Record<string, string>) => Promise<TOutput>,
) {
  const saved = useMemberSaved();
  const detailOf = (output: MemberDetailDto | DeactivateMemberOutput): MemberDetailDto =>
    'member' in output ? output.member : output;
  return useVersionedMutation({
    version: member.version,
    recordSchema: MemberDetailDto,
    send,
    versionOf: (output: TOutput) => detailOf(output).version,
    onSaved: (output: TOutput) => saved(detailOf(output)),
    onDiscard: (current) => saved(current),
  });
}

export function useUpdateMember(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (input: UpdateMemberInput, headers) =>
    api.patch(path(member.user_id), input, { schema: MemberDetailDto, headers }),
  );
}

export function useDeactivateMember(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (input: DeactivateMemberInput, headers) =>
    api.post(`${path(member.user_id)}/deactivate`, input, { schema: DeactivateMemberOutput, headers }),
  );
}

export function useReactivateMember(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (_input: Record<string, never>, headers) =>
    api.post(`${path(member.user_id)}/reactivate`, {}, { schema: MemberDetailDto, headers }),
  );
}

export function useAddSupervisor(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (input: AddSupervisorInput, headers) =>
    api.post(`${path(member.user_id)}/supervisors`, input, { schema: MemberDetailDto, headers }),
  );
}

export function useRemoveSupervisor(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (input: { supervisor_id: string }, headers) =>
    apiRequest(`${path(member.user_id)}/supervisors/${input.supervisor_id}`, {
      method: 'DELETE',
      schema: MemberDetailDto,
      headers,
    }),
  );
}

export function useSetScopeOverrides(member: { user_id: string; version: number }) {
  return useMemberEdit(member, (input: ScopeOverridesInput, headers) =>
    apiRequest(`${path(member.user_id)}/scope`, {
      method: 'PUT',
      body: input,
      schema: MemberDetailDto,
      headers,
    }),
  );
}
