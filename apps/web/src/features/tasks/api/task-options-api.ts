import { useQuery } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api } from '@/lib/api-client';

/** What a quick-added task can belong to: the caller's open deals and their contacts. */
export function useTaskParents(deals: boolean, contacts: boolean) {
  return useQuery({
    queryKey: ['tasks', 'parents', deals, contacts],
    queryFn: async ({ signal }) => {
      const [dealPage, contactPage] = await Promise.all([
        deals
          ? api.get('/api/transactions', {
              schema: TransactionPage,
              signal,
              query: { limit: 100, status: 'draft,active,under_contract', sort: '-updated_at' },
            })
          : null,
        contacts ? api.get('/api/contacts', { schema: ContactPage, signal, query: { limit: 100 } }) : null,
      ]);
      return [
        ...(dealPage?.items ?? []).map((d) => ({ value: `deal:${d.id}`, label: `Deal: ${d.title}` })),
        ...(contactPage?.items ?? []).map((c) => ({
          value: `contact:${c.id}`,
          label: `Contact: ${c.display_name}`,
        })),
      ];
    },
    enabled: deals || contacts,
    staleTime: 60_000,
  });
}

/** People a task can be handed to (the directory; the server refuses anyone outside the caller's scope). */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks', 'assignees'],
    queryFn: ({ signal }) =>
      api.get('/api/organization/members', { schema: MemberList, signal, query: { limit: 200 } }),
    enabled,
    staleTime: 300_000,
  });
}
