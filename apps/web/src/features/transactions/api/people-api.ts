import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import type { ComboboxOption } from '@/components/ui/combobox';
import { api } from '@/lib/api-client';
import { personName } from '../model/format';
import { transactionKeys } from './transaction-keys';

/** members: the brokerage's directory; contacts: the CRM. Both need read:contacts. */
export type PeopleSource = 'members' | 'contacts';

const LIMIT = 10;

async function searchMembers(q: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  const page = await api.get('/api/organization/members', {
    query: { q: q || undefined, limit: LIMIT },
    schema: MemberList,
    signal,
  });
  return page.items.map((m) => ({
    value: m.user_id,
    label: personName(m, m.email),
    hint: `${m.role_label} · ${m.email}`,
  }));
}

async function searchContacts(q: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  const page = await api.get('/api/contacts', {
    query: { q: q || undefined, limit: LIMIT },
    schema: ContactPage,
    signal,
  });
  return page.items.map((c) => ({
    value: c.id,
    label: c.display_name,
    hint: c.emails[0]?.value ?? c.phones[0]?.value ?? 'No e-mail or phone',
  }));
}

/** People matching what was typed (first 10), as picker options. */
export function usePeopleSearch(source: PeopleSource, q: string) {
  return useQuery({
    queryKey: transactionKeys.people(source, q),
    queryFn: ({ signal }) => (source === 'members' ? searchMembers(q, signal) : searchContacts(q, signal)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
