import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActivityDto,
  ActivityPage,
  type CreateActivityInput,
} from '@threshold/domain/contacts/contact-activity.contract';
import { TaskDto, TaskPage } from '@threshold/domain/contacts/contact-task.contract';
import { ContactDealList } from '@threshold/domain/contacts/get-contact-deals.contract';
import { api, apiRequest } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
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

/**
 * After a timeline or task change (or a refusal: a stale version, issue 19): the contact's
 * last-contacted time and attention flags move; its timeline and tasks (keys under the detail) reload.
 */
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

/** Deletes the entry as the user saw it (its version, issue 19); a refusal reloads the timeline. */
export function useDeleteActivity(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (activity: Pick<ActivityDto, 'id' | 'version'>) =>
      apiRequest(`/api/contacts/${contactId}/activities/${activity.id}`, {
        method: 'DELETE',
        headers: versionHeaders(activity.version),
      }),
    onSuccess: refresh,
    onError: refresh,
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

/** Changes a task as the user saw it (`version`, issue 19); a refusal reloads the task lists. */
export function useUpdateTask(contactId: string) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: ({
      taskId,
      version,
      ...input
    }: {
      taskId: string;
      version: number;
      completed?: boolean;
      due_at?: string;
    }) =>
      api.patch(`/api/contacts/${contactId}/tasks/${taskId}`, input, {
        schema: TaskDto,
        headers: versionHeaders(version),
      }),
    onSuccess: refresh,
    onError: refresh,
  });
}

export function useContactDeals(contactId: string) {
  return useQuery({
    queryKey: contactsKeys.deals(contactId),
    queryFn: ({ signal }) => api.get(`/api/contacts/${contactId}/deals`, { schema: ContactDealList, signal }),
  });
}
