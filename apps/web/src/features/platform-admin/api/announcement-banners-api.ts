import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyAnnouncementList } from '@threshold/domain/platform-admin/announcements.contract';
import { api } from '@/lib/api-client';

/** Also refreshed by the admin pages when an announcement changes. */
export const MY_ANNOUNCEMENTS_KEY = ['announcements', 'mine'] as const;

/**
 * The banners' data, light enough for every page's first paint: no response schemas here (they would
 * bring zod into the entry of every page, ADR 0070); the admin pages' queries keep theirs.
 */
export function useMyAnnouncements() {
  return useQuery({
    queryKey: MY_ANNOUNCEMENTS_KEY,
    queryFn: ({ signal }) => api.get<z.infer<typeof MyAnnouncementList>>('/api/announcements', { signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/announcements/${id}/dismiss`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS_KEY }),
  });
}
