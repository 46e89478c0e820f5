import { useQuery } from '@tanstack/react-query';
import {
  AcceptInvitationOutput,
  PublicInvitationDto,
} from '@threshold/domain/contacts/client-invitation.contract';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export function usePublicInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitations', 'public', token],
    queryFn: ({ signal }) => api.get(`/api/invitations/${token}`, { schema: PublicInvitationDto, signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function acceptInvitation(token: string) {
  return api.post('/api/invitations/accept', { token }, { schema: AcceptInvitationOutput });
}

/** Only what the welcome screen lists; the full deal comes from the transactions area. */
const MyDeals = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() }).loose()),
});

export function useMyDeals(enabled: boolean) {
  return useQuery({
    queryKey: ['invitations', 'my-deals'],
    queryFn: ({ signal }) => api.get('/api/transactions', { schema: MyDeals, signal, query: { limit: 20 } }),
    enabled,
  });
}
