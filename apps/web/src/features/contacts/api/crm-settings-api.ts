import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CrmSettingsDto, type UpdateCrmSettingsInput } from '@threshold/domain/contacts/crmSettings.contract';
import { api } from '@/lib/api-client';
import { contactsKeys } from './contacts-keys';

export function useCrmSettings() {
  return useQuery({
    queryKey: contactsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/contacts/settings', { schema: CrmSettingsDto, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUpdateCrmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCrmSettingsInput) =>
      api.patch('/api/contacts/settings', input, { schema: CrmSettingsDto }),
    onSuccess: (settings) => {
      queryClient.setQueryData(contactsKeys.settings(), settings);
      // "Needs attention" depends on the number of days.
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'facets'] });
    },
  });
}
