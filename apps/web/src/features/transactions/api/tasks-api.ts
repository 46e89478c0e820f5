import { useMutation, useQuery } from '@tanstack/react-query';
import {
  TaskDto,
  TaskList,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '@threshold/domain/transactions/tasks.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
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

/** Edit a task, or complete / reopen it (`{ completed }`). */
export function useUpdateTask(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTaskInput }) =>
      api.patch(`${dealPath(id)}/tasks/${taskId}`, input, { schema: TaskDto }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveTask(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (taskId: string) =>
      apiRequest(`${dealPath(id)}/tasks/${taskId}`, { method: 'DELETE', schema: OkResult }),
    onSuccess: () => invalidate(),
  });
}
