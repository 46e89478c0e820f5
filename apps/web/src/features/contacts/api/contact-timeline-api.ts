import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActivityDto,
  ActivityPage,
  type CreateActivityInput,
} from '@threshold/domain/contacts/contactActivity.contract';
import { TaskDto, TaskPage } from '@threshold/domain/contacts/contactTask.contract';
import { ContactDealList } from '@threshold/domain/contacts/getContactDeals.contract';
import { api, apiRequest } from '@/lib/api-client';
import { contactsKeys } from './contacts-keys';

export type LogActivityInput = Partial<CreateActivityInput> & Pick<CreateActivityInput, 'kind'>;

export function useActivities(contactId: string) {
  return useInfiniteQuery({
    queryKey: contactsKeys.activities(contactId),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/contacts/${contactId}/activities`, {
        schema: ActivityPage,
        signal,
        query: { limit: 25, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** After a timeline or task change: the contact's last-contacted time and attention flags move. */
function useRefreshContact(contactId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsKeys.detail(contactId) });
}

export function useLogActivity(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (input: LogActivityInput) =>
      api.post(`/api/contacts/${contactId}/activities`, input, { schema: ActivityDto }),
    onSuccess: refresh,
  });
}

export function useDeleteActivity(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (activityId: string) =>
      apiRequest(`/api/contacts/${contactId}/activities/${activityId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useContactTasks(contactId: string, status: 'open' | 'done') {
  return useQuery({
    queryKey: contactsKeys.tasks(contactId, status),
    queryFn: ({ signal }) =>
      api.get(`/api/contacts/${contactId}/tasks`, {
        schema: TaskPage,
        signal,
        query: { status, limit: 100 },
      }),
  });
}

export function useCreateTask(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (input: { title: string; due_at: string; assignee_id?: string; notes?: string | null }) =>
      api.post(`/api/contacts/${contactId}/tasks`, input, { schema: TaskDto }),
    onSuccess: refresh,
  });
}

export function useUpdateTask(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: ({ taskId, ...input }: { taskId: string; completed?: boolean; due_at?: string }) =>
      api.patch(`/api/contacts/${contactId}/tasks/${taskId}`, input, { schema: TaskDto }),
    onSuccess: refresh,
  });
}

export function useContactDeals(contactId: string) {
  return useQuery({
    queryKey: contactsKeys.deals(contactId),
    queryFn: ({ signal }) => api.get(`/api/contacts/${contactId}/deals`, { schema: ContactDealList, signal }),
  });
}
