import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import { LISTING_AGENT_ROLE_KEYS } from '@threshold/domain/listings/listing-agents';
import type { ComboboxOption } from '@/components/ui/combobox';
import { api } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

const LIMIT = 10;
/** Who can be a listing agent, primary or co-listing: the licensed roles (ADR 0145). */
const LISTING_AGENT_ROLES = LISTING_AGENT_ROLE_KEYS;
const nameOf = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/** Members who can list (the primary a broker chooses, or a co-listing agent), as picker options. */
export function useListingAgentSearch(q: string) {
  return useQuery({
    queryKey: listingsKeys.people('agents', q),
    queryFn: async ({ signal }) => {
      const page = await api.get('/api/organization/members', {
        query: { q: q || undefined, role: LISTING_AGENT_ROLES.join(','), limit: LIMIT },
        schema: MemberList,
        signal,
      });
      return page.items.map((m): ComboboxOption => ({
        value: m.user_id,
        label: nameOf(m.first_name, m.last_name, m.email),
        hint: `${m.role_label} · ${m.email}`,
      }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** CRM contacts to link as seller clients, as picker options. */
export function useSellerContactSearch(q: string) {
  return useQuery({
    queryKey: listingsKeys.people('contacts', q),
    queryFn: async ({ signal }) => {
      const page = await api.get('/api/contacts', {
        query: { q: q || undefined, limit: LIMIT },
        schema: ContactPage,
        signal,
      });
      return page.items.map((c): ComboboxOption => ({
        value: c.id,
        label: c.display_name,
        hint: c.emails[0]?.value ?? c.phones[0]?.value ?? 'No e-mail or phone',
      }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
