/** Query keys of the documents area; invalidating ['documents'] refreshes every list and document. */
export const documentsKeys = {
  all: ['documents'] as const,
  list: (params: string) => ['documents', 'list', params] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  activity: (id: string) => ['documents', 'detail', id, 'activity'] as const,
  approvals: (id: string) => ['documents', 'detail', id, 'approvals'] as const,
  approvers: (id: string) => ['documents', 'detail', id, 'approvers'] as const,
  deals: ['documents', 'deal-options'] as const,
};
