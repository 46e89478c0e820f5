import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InvitationDto } from '@threshold/domain/contacts/client-invitation.contract';
import { LeaseDraftDto } from '@threshold/domain/rentals/lease-source.contract';
import { OwnerDto, OwnerList, type CreateOwnerInput } from '@threshold/domain/rentals/rental-owner.contract';
import {
  RentalPropertyDetailDto,
  type SetPropertyOwnersInput,
} from '@threshold/domain/rentals/rental-property.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { rentalsKeys } from './rentals-keys';

/** The organization's owners (landlord clients) with their management terms. */
export function useOwners() {
  return useQuery({
    queryKey: rentalsKeys.owners(),
    queryFn: ({ signal }) => api.get('/api/rentals/owners', { schema: OwnerList, signal }),
  });
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOwnerInput) => api.post('/api/rentals/owners', input, { schema: OwnerDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.owners() }),
  });
}

/** Replaces a property's owners and shares, based on the property version shown (409 when stale). */
export function useSetPropertyOwners(property: RentalPropertyDetailDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPropertyOwnersInput) =>
      api.put(`/api/rentals/properties/${property.id}/owners`, input, {
        schema: RentalPropertyDetailDto,
        headers: versionHeaders(property.version),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

/** Invites an owner's contact as a landlord user (the client invitation of the contacts area). */
export function useInviteLandlord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      api.post(`/api/contacts/${contactId}/invitations`, { role: 'landlord' }, { schema: InvitationDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.owners() }),
  });
}

/** Prefilled lease terms from a lease-type deal or an accepted rental offer (ADR 0171). */
export function useLeaseDraft(source: { transaction_id?: string; offer_id?: string }) {
  const key = source.offer_id ? `offer:${source.offer_id}` : `deal:${source.transaction_id ?? ''}`;
  return useQuery({
    queryKey: rentalsKeys.leaseDraft(key),
    queryFn: ({ signal }) =>
      api.get('/api/rentals/lease-drafts', { schema: LeaseDraftDto, signal, query: source }),
    enabled: Boolean(source.offer_id || source.transaction_id),
  });
}
