import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CrmSettingsDto, type UpdateCrmSettingsInput } from '@threshold/domain/contacts/crm-settings.contract';
import { api } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { contactsKeys } from './contacts-keys';

export function useCrmSettings() {
  return useQuery({
    queryKey: contactsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/contacts/settings', { schema: CrmSettingsDto, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Saves the CRM settings based on the version the form was opened with (issue 19): a 409 keeps the
 * input in `conflict` (ADR 0084, 0093).
 */
export function useVersionedCrmSettingsEdit(settings: CrmSettingsDto) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    version: settings.version,
    recordSchema: CrmSettingsDto,
    send: (input: UpdateCrmSettingsInput, headers) =>
      api.patch('/api/contacts/settings', input, { schema: CrmSettingsDto, headers }),
    versionOf: (saved) => saved.version,
    onSaved: (saved) => {
      queryClient.setQueryData(contactsKeys.settings(), saved);
      // "Needs attention" depends on the number of days.
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'facets'] });
    },
    onDiscard: (current) => queryClient.setQueryData(contactsKeys.settings(), current),
  });
}
