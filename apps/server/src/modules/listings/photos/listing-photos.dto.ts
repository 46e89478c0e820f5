import type { ListingPhotoDto, PhotoSummaryDto } from '@threshold/domain/listings/listing-photo.contract';
import { coverFirst, coverOf } from '@threshold/domain/listings/photo-order';
import type { PhotoRow } from './listing-photos.repository';

type PhotoFacts = Pick<PhotoRow, 'id' | 'position' | 'isCover' | 'altText' | 'width' | 'height'>;

const ordered = <T extends PhotoFacts>(rows: readonly T[]) =>
  rows.map((row) => ({ id: row.id, position: row.position, is_cover: row.isCover, row }));

/** The photos in their arranged order; `is_cover` is the effective cover (the first when none is marked). */
export function toPhotoDtos(rows: readonly PhotoRow[]): ListingPhotoDto[] {
  const cover = coverOf(ordered(rows));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    is_cover: r.id === cover?.id,
    alt_text: r.altText,
    width: r.width,
    height: r.height,
    original_bytes: r.originalBytes,
    stored_bytes: r.storedBytes,
    created_at: r.createdAt.toISOString(),
  }));
}

/** What the public portal and the grid show: the cover first, then the rest in order. */
export function toPhotoSummaries(rows: readonly PhotoFacts[]): PhotoSummaryDto[] {
  return coverFirst(ordered(rows)).map(({ row }) => ({
    id: row.id,
    alt_text: row.altText,
    width: row.width,
    height: row.height,
  }));
}
