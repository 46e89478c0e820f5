import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListingPhotosDto, type UpdatePhotoInput } from '@threshold/domain/listings/listing-photo.contract';
import { api, apiRequest } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { versionHeaders } from '@/lib/versioned-mutation';
import { listingsKeys } from '../../api/listings-keys';

const photosKey = (listingId: string) => [...listingsKeys.detail(listingId), 'photos'] as const;

export function useListingPhotos(listingId: string) {
  return useQuery({
    queryKey: photosKey(listingId),
    queryFn: ({ signal }) =>
      api.get(`/api/listings/${listingId}/photos`, { schema: ListingPhotosDto, signal }),
  });
}

/** Every write answers the whole photo set, which replaces the cached one; the grid's thumbnails follow. */
export function usePhotoWrites(listingId: string) {
  const queryClient = useQueryClient();
  const base = `/api/listings/${listingId}/photos`;
  const refetch = () => queryClient.invalidateQueries({ queryKey: photosKey(listingId) });
  const saved = (set: ListingPhotosDto) => {
    queryClient.setQueryData(photosKey(listingId), set);
    void queryClient.invalidateQueries({ queryKey: ['listings', 'list'] });
  };
  return {
    upload: (file: File, onProgress: (sent: number, total: number) => void) =>
      uploadFile(`${config.apiUrl}${base}`, file, ListingPhotosDto, onProgress).then((set) => {
        saved(set);
        return set;
      }),
    update: useMutation({
      mutationFn: ({
        photoId,
        version,
        input,
      }: {
        photoId: string;
        version: number;
        input: UpdatePhotoInput;
      }) =>
        api.patch(`${base}/${photoId}`, input, {
          schema: ListingPhotosDto,
          headers: versionHeaders(version),
        }),
      onSuccess: saved,
      onError: refetch,
    }),
    reorder: useMutation({
      mutationFn: ({ photoIds, version }: { photoIds: string[]; version: number }) =>
        api.put(
          `${base}/order`,
          { photo_ids: photoIds },
          { schema: ListingPhotosDto, headers: versionHeaders(version) },
        ),
      onSuccess: saved,
      onError: refetch,
    }),
    remove: useMutation({
      mutationFn: ({ photoId, version }: { photoId: string; version: number }) =>
        apiRequest(`${base}/${photoId}`, {
          method: 'DELETE',
          schema: ListingPhotosDto,
          headers: versionHeaders(version),
        }),
      onSuccess: saved,
      onError: refetch,
    }),
  };
}
