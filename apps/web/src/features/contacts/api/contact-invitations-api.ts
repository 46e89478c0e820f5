import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  InvitationDto,
  InvitationList,
  type CreateInvitationInput,
} from '@threshold/domain/contacts/client-invitation.contract';
import { api } from '@/lib/api-client';
import { contactsKeys } from './contacts-keys';

export function useContactInvitations(contactId: string) {
  return useQuery({
    queryKey: contactsKeys.invitations(contactId),
    queryFn: ({ signal }) =>
      api.get(`/api/contacts/${contactId}/invitations`, { schema: InvitationList, signal }),
  });
}

function useInvitationMutation<T>(contactId: string, request: (input: T) => Promise<InvitationDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactsKeys.invitations(contactId) });
      void queryClient.invalidateQueries({ queryKey: contactsKeys.activities(contactId) });
    },
  });
}

export function useCreateInvitation(contactId: string) {
  return useInvitationMutation(contactId, (input: CreateInvitationInput) =>
    api.post(`/api/contacts/${contactId}/invitations`, input, { schema: InvitationDto }),
  );
}

export function useResendInvitation(contactId: string) {
  return useInvitationMutation(contactId, (invitationId: string) =>
    api.post(`/api/invitations/${invitationId}/resend`, {}, { schema: InvitationDto }),
  );
}

export function useRevokeInvitation(contactId: string) {
  return useInvitationMutation(contactId, (invitationId: string) =>
    api.post(`/api/invitations/${invitationId}/revoke`, {}, { schema: InvitationDto }),
  );
}
