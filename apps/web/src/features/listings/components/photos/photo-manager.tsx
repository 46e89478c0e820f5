import type { ListingPhotosDto } from '@threshold/domain/listings/listing-photo.contract';
import { moveItem } from '@threshold/domain/listings/photo-order';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DropZone } from '@/components/ui/drop-zone';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage, isApiError } from '@/lib/api-error';
import { listingsKeys } from '../../api/listings-keys';
import { PhotoTile, photoName } from './photo-tile';
import { UploadQueue } from './upload-queue';
import { useListingPhotos, usePhotoWrites } from './use-listing-photos';
import { PHOTO_ACCEPT, usePhotoUploads } from './use-photo-uploads';

const writeError = (error: unknown) =>
  isApiError(error) && error.code === 'STALE_VERSION'
    ? 'Someone else changed the photos meanwhile; the list now shows their version.'
    : (isApiError(error) && Object.values(error.fields)[0]) || errorMessage(error);

/** The listing's photos: upload (drop or choose), progress, cover, alt text, delete, keyboard reordering. */
export function PhotoManager({ listingId, canManage }: { listingId: string; canManage: boolean }) {
  const photos = useListingPhotos(listingId);
  const writes = usePhotoWrites(listingId);
  const uploads = usePhotoUploads(writes.upload);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusId) return;
    list.current?.querySelector<HTMLElement>(`[data-photo-id="${focusId}"] [data-reorder-handle]`)?.focus();
  }, [focusId, photos.data]);

  if (photos.isPending)
    return (
      <Card aria-busy="true">
        <CardTitle>Photos</CardTitle>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="aspect-[4/3] animate-skeleton rounded-lg bg-slate-100" />
          ))}
        </div>
      </Card>
    );
  if (photos.isError)
    return <LoadError what="the photos" error={photos.error} onRetry={() => void photos.refetch()} />;

  const set = photos.data;
  const full = set.photos.length >= set.max_photos;
  const firstError = [writes.update.error, writes.reorder.error, writes.remove.error].find(Boolean);

  const move = (index: number, delta: number) => {
    const ids = moveItem(
      set.photos.map((p) => p.id),
      index,
      delta,
    );
    const moved = set.photos[index]!;
    const position = ids.indexOf(moved.id);
    const optimistic: ListingPhotosDto = {
      ...set,
      photos: ids.map((id, i) => ({ ...set.photos.find((p) => p.id === id)!, position: i })),
    };
    queryClient.setQueryData([...listingsKeys.detail(listingId), 'photos'], optimistic);
    setFocusId(moved.id);
    setAnnouncement(`${photoName(moved, index)} moved to position ${position + 1} of ${ids.length}.`);
    writes.reorder.mutate({ photoIds: ids, version: set.version });
  };

  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>Photos</CardTitle>
        <CardDescription>
          {set.photos.length} of {set.max_photos}
          {set.photos.length ? ' · the cover is shown first on the offer page and in lists' : ''}
        </CardDescription>
      </div>
      <div className="mt-4 space-y-4">
        {canManage ? (
          <DropZone
            icon={ImagePlus}
            accept={PHOTO_ACCEPT}
            multiple
            inputLabel="Photos to upload"
            buttonLabel="Choose photos"
            disabled={full}
            onFiles={uploads.enqueue}
          >
            Drag photos here — JPEG, PNG, WebP or HEIC, up to 20 MB each.
          </DropZone>
        ) : null}
        {full && canManage ? (
          <p className="text-sm text-slate-700">
            This listing has the most photos it can have; delete one to add another.
          </p>
        ) : null}
        <UploadQueue queue={uploads.queue} onDismiss={uploads.dismiss} />
        {firstError ? (
          <Alert tone="error" title="The change was not saved">
            {writeError(firstError)}
          </Alert>
        ) : null}
        {set.photos.length === 0 ? (
          <p className="text-sm text-slate-600">No photos yet.</p>
        ) : (
          <ol
            ref={list}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label="Photos in order"
          >
            {set.photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                listingId={listingId}
                photo={photo}
                index={index}
                count={set.photos.length}
                canManage={canManage}
                busy={writes.reorder.isPending}
                onMove={(delta) => move(index, delta)}
                onCover={() =>
                  writes.update.mutate(
                    { photoId: photo.id, version: set.version, input: { cover: true } },
                    { onSuccess: () => setAnnouncement(`${photoName(photo, index)} is now the cover.`) },
                  )
                }
                onAltText={(text) =>
                  writes.update.mutateAsync({
                    photoId: photo.id,
                    version: set.version,
                    input: { alt_text: text || null },
                  })
                }
                onDelete={() => writes.remove.mutateAsync({ photoId: photo.id, version: set.version })}
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </Card>
  );
}
