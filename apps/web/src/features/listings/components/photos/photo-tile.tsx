import type { ListingPhotoDto } from '@threshold/domain/listings/listing-photo.contract';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { listingPhotoUrl } from './photo-urls';

export const photoName = (photo: ListingPhotoDto, index: number) =>
  photo.alt_text ? `“${photo.alt_text}”` : `Photo ${index + 1}`;

interface PhotoTileProps {
  listingId: string;
  photo: ListingPhotoDto;
  index: number;
  count: number;
  canManage: boolean;
  busy: boolean;
  onMove: (delta: number) => void;
  onCover: () => void;
  onAltText: (text: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: () => -1,
  ArrowUp: () => -1,
  ArrowRight: () => 1,
  ArrowDown: () => 1,
  Home: (index) => -index,
  End: (index, count) => count - 1 - index,
};

/** One photo: the thumbnail, and for managers its place (buttons or arrow keys), cover, alt text and delete. */
export function PhotoTile(props: PhotoTileProps) {
  const { photo, index, count, canManage, busy } = props;
  const [alt, setAlt] = useState(photo.alt_text ?? '');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = photoName(photo, index);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const delta = move(index, count);
    if (delta !== 0 && !busy) props.onMove(delta);
  };
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-photo-id={photo.id}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={listingPhotoUrl(props.listingId, photo.id, 'thumb')}
          alt={photo.alt_text ?? ''}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        {photo.is_cover ? (
          <Badge tone="info" className="absolute top-2 left-2">
            Cover
          </Badge>
        ) : null}
      </div>
      {canManage ? (
        <div className="space-y-2 p-2">
          <div className="flex items-center gap-1">
            <button
              type="button"
              data-reorder-handle
              onKeyDown={onKeyDown}
              aria-label={`${name}, position ${index + 1} of ${count}. Arrow keys move it.`}
              className="mr-auto rounded px-2 py-1 text-xs font-medium text-slate-700 ring-brand-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              {index + 1} / {count}
            </button>
            <Button
              size="icon"
              variant="ghost"
              className="h-8 w-8"
              aria-label={`Move ${name} earlier`}
              aria-disabled={index === 0 || busy}
              onClick={() => index > 0 && !busy && props.onMove(-1)}
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="h-8 w-8"
              aria-label={`Move ${name} later`}
              aria-disabled={index === count - 1 || busy}
              onClick={() => index < count - 1 && !busy && props.onMove(1)}
            >
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Button>
            {photo.is_cover ? null : (
              <Button
                size="icon"
                variant="ghost"
                className="h-8 w-8"
                aria-label={`Make ${name} the cover`}
                onClick={props.onCover}
              >
                <Star aria-hidden className="h-4 w-4" />
              </Button>
            )}
            <Button
              size="icon"
              variant="ghost"
              className="h-8 w-8 text-red-700"
              aria-label={`Delete ${name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </div>
          <form
            className="flex gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void props.onAltText(alt.trim());
            }}
          >
            <Input
              value={alt}
              maxLength={300}
              onChange={(e) => setAlt(e.target.value)}
              placeholder="Describe the photo"
              aria-label={`Alt text of photo ${index + 1}`}
              className="h-8 text-xs"
            />
            {alt.trim() !== (photo.alt_text ?? '') ? (
              <Button type="submit" size="sm" variant="secondary">
                Save
              </Button>
            ) : null}
          </form>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this photo?"
        description={`${name} and its sizes are removed from the listing and the offer page.`}
        confirmLabel="Delete photo"
        busyLabel="Deleting…"
        busy={deleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setDeleting(true);
          props
            .onDelete()
            .then(() => setConfirming(false))
            .catch(() => undefined)
            .finally(() => setDeleting(false));
        }}
      />
    </li>
  );
}
