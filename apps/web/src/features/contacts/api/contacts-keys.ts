/** Query keys of the contacts area; invalidating ['contacts'] refreshes every list, board and count. */
export const contactsKeys = {
  all: ['contacts'] as const,
  lists: () => ['contacts', 'list'] as const,
  list: (params: string) => ['contacts', 'list', params] as const,
  facets: (params: string) => ['contacts', 'facets', params] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
  activities: (id: string) => ['contacts', 'detail', id, 'activities'] as const,
  tasks: (id: string, status: string) => ['contacts', 'detail', id, 'tasks', status] as const,
  deals: (id: string) => ['contacts', 'detail', id, 'deals'] as const,
  invitations: (id: string) => ['contacts', 'detail', id, 'invitations'] as const,
  duplicates: (contactId: string | null) => ['contacts', 'duplicates', contactId ?? 'all'] as const,
  settings: () => ['contacts', 'settings'] as const,
};
