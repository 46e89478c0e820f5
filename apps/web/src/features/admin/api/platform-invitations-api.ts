import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcceptPlatformInvitationOutput,
  PlatformInvitationDto,
  PlatformInvitationList,
  PublicPlatformInvitationDto,
  type CreatePlatformInvitationInput,
} from '@threshold/domain/admin/platform-invitation.contract';
import { api } from '@/lib/api-client';

const INVITATIONS = ['admin', 'platform-invitations'] as const;

export function usePlatformInvitations() {
  return useQuery({
    queryKey: INVITATIONS,
    queryFn: ({ signal }) => api.get('/api/admin/invitations', { schema: PlatformInvitationList, signal }),
  });
}

function useInvitationWrite<T>(request: (input: T) => Promise<PlatformInvitationDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS }),
  });
}

export function useInvitePlatformStaff() {
  return useInvitationWrite((input: CreatePlatformInvitationInput) =>
    api.post('/api/admin/invitations', input, { schema: PlatformInvitationDto }),
  );
}

export function useRevokePlatformInvitation() {
  return useInvitationWrite((id: string) =>
    api.post(`/api/admin/invitations/${id}/revoke`, {}, { schema: PlatformInvitationDto }),
  );
}

export function usePublicPlatformInvitation(token: string | null) {
  return useQuery({
    queryKey: ['platform-invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get(`/api/platform-invitations/${token}`, { schema: PublicPlatformInvitationDto, signal }),
  });
}

export function acceptPlatformInvitation(token: string) {
  return api.post('/api/platform-invitations/accept', { token }, { schema: AcceptPlatformInvitationOutput });
}
