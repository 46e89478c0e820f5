import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  type ListingPhotosDto,
  type ReorderPhotosInput,
  type UpdatePhotoInput,
} from '@threshold/domain/listings/listing-photo.contract';
import { reorderProblem } from '@threshold/domain/listings/photo-order';
import { writeAudit } from '../../../platform/audit/audit.repository';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { staleVersion } from '../../../platform/http/versioning';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { openUpload, readWhole } from '../../../platform/storage/upload-stream';
import { assertCanManageListings, loadListing, loadListingForReading } from '../listing-access';
import { toPhotoDtos } from './listing-photos.dto';
import {
  bumpPhotoSet,
  countPhotos,
  deletePhotoRow,
  findPhotos,
  getPhoto,
  insertPhoto,
  lockPhotoSet,
  nextPosition,
  photoSetVersion,
  setCover,
  setPositions,
  updatePhotoAlt,
} from './listing-photos.repository';
import { makePhotoVariants, PHOTO_CONTENT_TYPES } from './photo-variants';
import { photoResponse } from './photo-response';

interface WriteOptions {
  expectedVersion?: number;
  requestId?: string;
}

const tooMany = () =>
  new AppError('VALIDATION_FAILED', `A listing can have at most ${MAX_PHOTOS_PER_LISTING} photos`, {
    file: `At most ${MAX_PHOTOS_PER_LISTING} photos; delete one to add another`,
  });

async function photoSet(db: DbOrTx, listingId: string): Promise<ListingPhotosDto> {
  const [rows, version] = await Promise.all([findPhotos(db, listingId), photoSetVersion(db, listingId)]);
  return { listing_id: listingId, version, max_photos: MAX_PHOTOS_PER_LISTING, photos: toPhotoDtos(rows) };
}

/** Staff in scope and the listing's seller clients (like the listing itself, ADR 0099). */
export async function listPhotos(db: DbOrTx, actor: Actor, listingId: string) {
  await loadListingForReading(db, actor, listingId);
  return photoSet(db, listingId);
}

/**
 * One photo per request, the body being the image (ADR 0113/0131): sniffed, size- and pixel-limited,
 * turned into variants, stored, then recorded. Variants stored for an upload that fails later are removed.
 */
export async function uploadPhoto(
  files: FileAreaDeps,
  actor: Actor,
  listingId: string,
  request: Request,
  altText: string | undefined,
  requestId?: string,
) {
  assertCanManageListings(actor);
  const { db, storage } = files;
  const listing = await loadListing(db, actor, listingId);
  if ((await countPhotos(db, listingId)) >= MAX_PHOTOS_PER_LISTING) throw tooMany();
  const upload = await openUpload(request, {
    maxBytes: Math.min(files.uploadMaxBytes, MAX_PHOTO_BYTES),
    allowed: PHOTO_CONTENT_TYPES,
  });
  const original = await readWhole(upload);
  const variants = await makePhotoVariants(original);
  const photoId = randomUUID();
  const stored: Record<string, { key: string; bytes: number; width: number; height: number }> = {};
  try {
    for (const v of variants) {
      const key = `listing-photos/${listingId}/${photoId}/${v.name}`;
      await storage.put(key, Readable.from([v.body]));
      stored[v.name] = { key, bytes: v.body.length, width: v.width, height: v.height };
    }
    const largest = variants.find((v) => v.name === 'large.jpg')!;
    await db.transaction(async (tx) => {
      await lockPhotoSet(tx, listingId);
      if ((await countPhotos(tx, listingId)) >= MAX_PHOTOS_PER_LISTING) throw tooMany();
      await insertPhoto(tx, {
        id: photoId,
        listingId,
        position: await nextPosition(tx, listingId),
        altText: altText || null,
        width: largest.width,
        height: largest.height,
        originalBytes: original.length,
        storedBytes: variants.reduce((sum, v) => sum + v.body.length, 0),
        variants: stored,
        uploadedBy: actor.userId,
      });
      await recordSetChange(tx, actor, listing, 'upload', {
        after: { photo_id: photoId, original_bytes: original.length, sha256: upload.digest().sha256 },
        requestId,
      });
    });
  } catch (error) {
    await Promise.all(Object.values(stored).map((s) => storage.delete(s.key)));
    throw error;
  }
  return photoSet(db, listingId);
}

/**
 * Opens a write to a listing's photo set the caller manages: locks the set and checks the version
 * the caller based the write on (409 with the set as it is now when it moved on).
 */
async function openSetWrite(
  tx: DbOrTx,
  actor: Actor,
  listingId: string,
  expectedVersion: number | undefined,
) {
  assertCanManageListings(actor);
  const listing = await loadListing(tx, actor, listingId);
  const version = await lockPhotoSet(tx, listingId);
  if (expectedVersion !== undefined && version !== expectedVersion)
    throw staleVersion(await photoSet(tx, listingId), await latestChangeOf(tx, 'listing_photos', listingId));
  return listing;
}

/** Every change to a photo set moves its version on and is audited against the listing's photos. */
async function recordSetChange(
  tx: DbOrTx,
  actor: Actor,
  listing: { listing: { id: string; organizationId: string } },
  action: 'upload' | 'update' | 'reorder' | 'delete',
  change: { before?: unknown; after?: unknown; requestId?: string },
) {
  await bumpPhotoSet(tx, listing.listing.id);
  await writeAudit(tx, {
    organizationId: listing.listing.organizationId,
    actorUserId: actor.userId,
    action: `listing_photo.${action}`,
    entityType: 'listing_photos',
    entityId: listing.listing.id,
    ...change,
  });
}

async function photoOf(tx: DbOrTx, listingId: string, photoId: string) {
  const photo = await getPhoto(tx, listingId, photoId);
  if (!photo) throw notFound('Photo');
  return photo;
}

/** Alt text and/or making the photo the cover, based on the photo set's version. */
export async function updatePhoto(
  db: DbOrTx,
  actor: Actor,
  listingId: string,
  photoId: string,
  input: UpdatePhotoInput,
  options: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const listing = await openSetWrite(tx, actor, listingId, options.expectedVersion);
    const photo = await photoOf(tx, listingId, photoId);
    if (input.alt_text !== undefined) await updatePhotoAlt(tx, photoId, input.alt_text || null);
    if (input.cover) await setCover(tx, listingId, photoId);
    await recordSetChange(tx, actor, listing, 'update', {
      before: { photo_id: photoId, alt_text: photo.altText, is_cover: photo.isCover },
      after: {
        photo_id: photoId,
        ...(input.alt_text !== undefined && { alt_text: input.alt_text }),
        ...(input.cover && { is_cover: true }),
      },
      requestId: options.requestId,
    });
    return photoSet(tx, listingId);
  });
}

/** The whole set in a new order, based on the photo set's version (409 when it moved on). */
export async function reorderPhotos(
  db: DbOrTx,
  actor: Actor,
  listingId: string,
  input: ReorderPhotosInput,
  options: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const listing = await openSetWrite(tx, actor, listingId, options.expectedVersion);
    const current = await findPhotos(tx, listingId);
    const problem = reorderProblem(
      current.map((p) => p.id),
      input.photo_ids,
    );
    if (problem) throw new AppError('VALIDATION_FAILED', 'The order is not valid', { photo_ids: problem });
    await setPositions(tx, listingId, input.photo_ids);
    await recordSetChange(tx, actor, listing, 'reorder', {
      before: { photo_ids: current.map((p) => p.id) },
      after: { photo_ids: input.photo_ids },
      requestId: options.requestId,
    });
    return photoSet(tx, listingId);
  });
}

/** Removes the photo and then its stored variants, based on the photo set's version. */
export async function deletePhoto(
  files: FileAreaDeps,
  actor: Actor,
  listingId: string,
  photoId: string,
  options: WriteOptions,
) {
  const removed = await files.db.transaction(async (tx) => {
    const listing = await openSetWrite(tx, actor, listingId, options.expectedVersion);
    const photo = await photoOf(tx, listingId, photoId);
    await deletePhotoRow(tx, photoId);
    await recordSetChange(tx, actor, listing, 'delete', {
      before: { photo_id: photoId, alt_text: photo.altText },
      requestId: options.requestId,
    });
    return photo;
  });
  // The photo is gone once the row is; a file that cannot be removed now is an orphan, not a failed delete.
  await Promise.all(
    Object.values(removed.variants).map((v) => files.storage.delete(v.key).catch(() => undefined)),
  );
  return photoSet(files.db, listingId);
}

/** A stored variant for a caller who may read the listing (404 otherwise). */
export async function downloadPhotoVariant(
  files: FileAreaDeps,
  actor: Actor,
  listingId: string,
  photoId: string,
  variant: string,
) {
  await loadListingForReading(files.db, actor, listingId);
  const photo = await getPhoto(files.db, listingId, photoId);
  if (!photo) throw notFound('Photo');
  return photoResponse(files, photo, variant);
}
