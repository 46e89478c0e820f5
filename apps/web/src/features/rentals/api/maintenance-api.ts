import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MaintenanceDto,
  MaintenanceList,
  type CreateMaintenanceInput,
  type UpdateMaintenanceInput,
} from '@threshold/domain/rentals/maintenance.contract';
import { OwnerStatementDto } from '@threshold/domain/rentals/rental-property.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { rentalsKeys } from './rentals-keys';

export function useMaintenance(open: boolean) {
  return useQuery({
    queryKey: [...rentalsKeys.all, 'maintenance', open] as const,
    queryFn: ({ signal }) =>
      api.get('/api/rentals/maintenance', {
        schema: MaintenanceList,
        signal,
        query: { open: open ? 'true' : undefined },
      }),
  });
}

export function useCreateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMaintenanceInput) =>
      api.post('/api/rentals/maintenance', input, { schema: MaintenanceDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

/** A staff step on a request, based on the version the board shows (a stale one answers 409). */
export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, input }: { request: MaintenanceDto; input: UpdateMaintenanceInput }) =>
      api.patch(`/api/rentals/maintenance/${request.id}`, input, {
        schema: MaintenanceDto,
        headers: versionHeaders(request.version),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

export function useOwnerStatement(rentalPropertyId: string, period: string) {
  return useQuery({
    queryKey: [...rentalsKeys.property(rentalPropertyId), 'statement', period] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/rentals/properties/${rentalPropertyId}/statement`, {
        schema: OwnerStatementDto,
        signal,
        query: { period },
      }),
  });
}
