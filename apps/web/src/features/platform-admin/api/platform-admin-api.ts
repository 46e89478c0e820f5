import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AnnouncementDto,
  AnnouncementList,
  type AnnouncementInput,
} from '@threshold/domain/platform-admin/announcements.contract';
import {
  FeatureFlagList,
  type SetFeatureFlagInput,
} from '@threshold/domain/platform-admin/feature-flags.contract';
import {
  PlatformSettingsDto,
  type UpdatePlatformSettingsInput,
} from '@threshold/domain/platform-admin/platform-settings.contract';
import { AdminOrganizationList } from '@threshold/domain/admin/admin.contract';
import { PlatformAnalyticsDto } from '@threshold/domain/platform-admin/platform-analytics.contract';
import { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { MY_ANNOUNCEMENTS_KEY } from './announcement-banners-api';

const FLAGS = ['platform-admin', 'feature-flags'] as const;
const SETTINGS = ['platform-admin', 'settings'] as const;
const ANNOUNCEMENTS = ['platform-admin', 'announcements'] as const;

export function useFeatureFlags() {
  return useQuery({
    queryKey: FLAGS,
    queryFn: ({ signal }) => api.get('/api/admin/feature-flags', { schema: FeatureFlagList, signal }),
  });
}

export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...input }: SetFeatureFlagInput & { key: string }) =>
      apiRequest(`/api/admin/feature-flags/${key}`, { method: 'PUT', body: input, schema: FeatureFlagList }),
    onSuccess: (list) => queryClient.setQueryData(FLAGS, list),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: SETTINGS,
    queryFn: ({ signal }) => api.get('/api/admin/settings', { schema: PlatformSettingsDto, signal }),
  });
}

/** Saves the settings on the version the form was opened with (409 → conflict). */
export function useSavePlatformSettings(settings: PlatformSettingsDto) {
  const queryClient = useQueryClient();
  const put = (saved: PlatformSettingsDto) => queryClient.setQueryData(SETTINGS, saved);
  return useVersionedMutation({
    version: settings.version,
    recordSchema: PlatformSettingsDto,
    send: (input: UpdatePlatformSettingsInput, headers) =>
      apiRequest('/api/admin/settings', { method: 'PUT', body: input, schema: PlatformSettingsDto, headers }),
    versionOf: (saved) => saved.version,
    onSaved: put,
    onDiscard: put,
  });
}

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: ANNOUNCEMENTS,
    queryFn: ({ signal }) => api.get('/api/admin/announcements', { schema: AnnouncementList, signal }),
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      api.post('/api/admin/announcements', input, { schema: AnnouncementDto }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS });
      void queryClient.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS_KEY });
    },
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/announcements/${id}`, {
        method: 'DELETE',
        schema: z.object({ deleted: z.literal(true) }),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS });
      void queryClient.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS_KEY });
    },
  });
}

/** Organizations to choose from (flag overrides, announcement audiences). */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: ['platform-admin', 'organizations'],
    queryFn: ({ signal }) => api.get('/api/admin/organizations', { schema: AdminOrganizationList, signal }),
  });
}

export function usePlatformAnalytics() {
  return useQuery({
    queryKey: ['platform-admin', 'analytics'],
    queryFn: ({ signal }) => api.get('/api/admin/analytics', { schema: PlatformAnalyticsDto, signal }),
  });
}
