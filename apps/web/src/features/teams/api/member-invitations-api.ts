import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcceptMemberInvitationOutput,
  MemberInvitationDto,
  MemberInvitationList,
  PublicMemberInvitationDto,
  type CreateMemberInvitationInput,
} from '@threshold/domain/organizations/member-invitation.contract';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function useMemberInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) =>
      api.get('/api/organization/invitations', { schema: MemberInvitationList, signal }),
  });
}

function useInvitationWrite<T>(request: (input: T) => Promise<MemberInvitationDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

export function useInviteMember() {
  return useInvitationWrite((input: CreateMemberInvitationInput) =>
    api.post('/api/organization/invitations', input, { schema: MemberInvitationDto }),
  );
}

export function useRevokeMemberInvitation() {
  return useInvitationWrite((id: string) =>
    api.post(`/api/organization/invitations/${id}/revoke`, {}, { schema: MemberInvitationDto }),
  );
}

export function usePublicMemberInvitation(token: string | null) {
  return useQuery({
    queryKey: ['member-invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get(`/api/organization/invitations/${token}`, { schema: PublicMemberInvitationDto, signal }),
  });
}

export function acceptMemberInvitation(token: string) {
  return api.post(
    '/api/organization/invitations/accept',
    { token },
    { schema: AcceptMemberInvitationOutput },
  );
}
