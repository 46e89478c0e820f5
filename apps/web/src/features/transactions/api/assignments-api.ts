import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AssignmentDto,
  AssignmentList,
  type AddAssignmentInput,
} from '@threshold/domain/transactions/assignments.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

/** Staff assigned to the deal (they see it through the assignment). */
export function useAssignments(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'assignments'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/assignments`, { schema: AssignmentList, signal }),
  });
}

export function useAddAssignment(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (input: AddAssignmentInput) =>
      api.post(`${dealPath(id)}/assignments`, input, { schema: AssignmentDto }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveAssignment(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (assignmentId: string) =>
      apiRequest(`${dealPath(id)}/assignments/${assignmentId}`, { method: 'DELETE', schema: OkResult }),
    onSuccess: () => invalidate(),
  });
}
