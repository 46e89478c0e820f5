import type { ApiQuery } from '../model/list-state';

/**
 * Query keys of the transactions area. Everything about one deal sits under detail(id), so one
 * invalidation refreshes the deal and all its sub-resources after a change.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: ApiQuery, limit: number) => [...transactionKeys.lists(), query, limit] as const,
  counts: (query: ApiQuery) => [...transactionKeys.all, 'counts', query] as const,
  facets: () => [...transactionKeys.all, 'facets'] as const,
  /** Directory and CRM look-ups of the person pickers (not about one deal). */
  people: (source: string, q: string) => [...transactionKeys.all, 'people', source, q] as const,
  organizationTeams: () => [...transactionKeys.all, 'organization-teams'] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
  part: (id: string, part: string) => [...transactionKeys.detail(id), part] as const,
  deadlines: (mine: boolean, windowDays: number) =>
    [...transactionKeys.all, 'deadlines', { mine, windowDays }] as const,
  reviewQueue: () => [...transactionKeys.all, 'review-queue'] as const,
  approvals: (box: string, status: string) => [...transactionKeys.all, 'approvals', { box, status }] as const,
  checklistTemplates: () => [...transactionKeys.all, 'checklist-templates'] as const,
  keyDateTemplates: () => [...transactionKeys.all, 'key-date-templates'] as const,
};
