import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OrganizationSettingsDto,
  type OrganizationSettingsInput,
} from '@threshold/domain/organizations/organization-settings.contract';
import {
  CreateBrokerageOutput,
  type CreateBrokerageInput,
} from '@threshold/domain/onboarding/create-brokerage.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';

const KEY = ['brokerage', 'settings'] as const;

export function useOrganizationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get('/api/organization/settings', { schema: OrganizationSettingsDto, signal }),
  });
}

/** Saves the whole settings document, based on the version the form was opened with. */
export function useSaveOrganizationSettings(settings: OrganizationSettingsDto) {
  const queryClient = useQueryClient();
  const put = (saved: OrganizationSettingsDto) => queryClient.setQueryData(KEY, saved);
  return useVersionedMutation({
    version: settings.version,
    recordSchema: OrganizationSettingsDto,
    send: (input: OrganizationSettingsInput, headers) =>
      apiRequest('/api/organization/settings', {
        method: 'PUT',
        body: input,
        schema: OrganizationSettingsDto,
        headers,
      }),
    versionOf: (saved) => saved.version,
    onSaved: put,
    onDiscard: put,
  });
}

/** Onboarding: create a brokerage and become its managing broker (only for someone in none). */
export function createBrokerage(input: CreateBrokerageInput) {
  return api.post('/api/onboarding/brokerage', input, { schema: CreateBrokerageOutput });
}
