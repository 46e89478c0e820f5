import { useMutation, useQuery } from '@tanstack/react-query';
import {
  TaskDto,
  TaskList,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '@threshold/domain/transactions/tasks.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation, versionHeaders } from '@/lib/versioned-mutation';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

export function useTasks(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'tasks'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/tasks`, { schema: TaskList, signal }),
  });
}

export function useCreateTask(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (input: CreateTaskInput) => api.post(`${dealPath(id)}/tasks`, input, { schema: TaskDto }),
    onSuccess: () => invalidate(),
  });
}

type TaskRef = Pick<TaskDto, 'id' | 'version'>;

/** Edits of one task in its dialog, conditional on the version it was opened with (issue 19). */
export function useVersionedTaskEdit(id: string, task: TaskDto | null) {
  const invalidate = useInvalidateDeal(id);
  return useVersionedMutation({
    version: task?.version ?? 1,
    recordSchema: TaskDto,
    send: (input: UpdateTaskInput, headers) => {
      if (!task) throw new Error('No task to edit');
      return api.patch(`${dealPath(id)}/tasks/${task.id}`, input, { schema: TaskDto, headers });
    },
    versionOf: (output) => output.version,
    onSaved: () => invalidate(),
    onDiscard: () => invalidate(),
  });
}

/** One click on a task (complete / reopen) as the list showed it (If-Match); a 409 refreshes the list. */
export function useUpdateTask(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: ({ task, input }: { task: TaskRef; input: UpdateTaskInput }) =>
      api.patch(`${dealPath(id)}/tasks/${task.id}`, input, {
        schema: TaskDto,
        headers: versionHeaders(task.version),
      }),
    onSettled: () => invalidate(),
  });
}

export function useRemoveTask(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (task: TaskRef) =>
      apiRequest(`${dealPath(id)}/tasks/${task.id}`, {
        method: 'DELETE',
        schema: OkResult,
        headers: versionHeaders(task.version),
      }),
    onSettled: () => invalidate(),
  });
}
