import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES } from '@threshold/domain/listings/listing-photo.contract';
import {
  MAX_PHOTOS_PER_REQUEST,
  type MaintenancePhotosDto,
} from '@threshold/domain/rentals/maintenance-photo.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { openUpload, readWhole } from '../../platform/storage/upload-stream';
import type { PhotoVariants } from '../listings/photos/listing-photos.schema';
import { photoResponse } from '../listings/photos/photo-response';
import { makePhotoVariants, PHOTO_CONTENT_TYPES } from '../listings/photos/photo-variants';
import {
  countRequestPhotos,
  findRequestPhoto,
  findRequestPhotos,
  insertRequestPhoto,
} from './maintenance-photos.repository';
import { getMaintenanceRow } from './maintenance.repository';
import { maintenanceContributorScope, maintenanceScope } from './rentals-scope.repository';

const tooMany = () =>
  new AppError('VALIDATION_FAILED', `At most ${MAX_PHOTOS_PER_REQUEST} photos on a request`, {
    file: `This request already has ${MAX_PHOTOS_PER_REQUEST} photos`,
  });

/** The request as the caller may read it (404 otherwise). */
async function loadReadable(db: DbOrTx, actor: Actor, requestId: string) {
  const row = await getMaintenanceRow(db, requestId, maintenanceScope(actor));
  if (!row) throw notFound('Maintenance request');
  return row;
}

export async function listMaintenancePhotos(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
): Promise<MaintenancePhotosDto> {
  await loadReadable(db, actor, requestId);
  return photosOf(db, requestId);
}

async function photosOf(db: DbOrTx, requestId: string): Promise<MaintenancePhotosDto> {
  const rows = await findRequestPhotos(db, requestId);
  return {
    items: rows.map(({ photo, uploaderName }) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      uploaded_by: uploaderName,
      created_at: photo.createdAt.toISOString(),
    })),
  };
}

/**
 * Adds a photo to a request: its renter (or whoever filed it) or staff managing the property. The
 * body is the image, sniffed (JPEG, PNG, WebP, HEIC) and size-limited by the storage module; only
 * resized, metadata-free variants are stored, as for listing photos (ADR 0131, 0171).
 */
export async function uploadMaintenancePhoto(
  files: FileAreaDeps,
  actor: Actor,
  requestId: string,
  request: Request,
  requestIdForAudit?: string,
) {
  const { db, storage } = files;
  const readable = await loadReadable(db, actor, requestId);
  const writable = await getMaintenanceRow(db, requestId, maintenanceContributorScope(actor));
  if (!writable)
    throw new AppError('FORBIDDEN', 'Only the renter or the managing staff add photos to a request');
  if ((await countRequestPhotos(db, requestId)) >= MAX_PHOTOS_PER_REQUEST) throw tooMany();
  const upload = await openUpload(request, {
    maxBytes: Math.min(files.uploadMaxBytes, MAX_PHOTO_BYTES),
    allowed: PHOTO_CONTENT_TYPES,
  });
  const original = await readWhole(upload);
  const variants = await makePhotoVariants(original);
  const photoId = randomUUID();
  const stored: PhotoVariants = {};
  try {
    for (const v of variants) {
      const key = `maintenance-photos/${requestId}/${photoId}/${v.name}`;
      await storage.put(key, Readable.from([v.body]));
      stored[v.name] = { key, bytes: v.body.length, width: v.width, height: v.height };
    }
    const largest = variants.find((v) => v.name === 'large.jpg')!;
    await db.transaction(async (tx) => {
      await getMaintenanceRow(tx, requestId, maintenanceContributorScope(actor), { forUpdate: true });
      if ((await countRequestPhotos(tx, requestId)) >= MAX_PHOTOS_PER_REQUEST) throw tooMany();
      await insertRequestPhoto(tx, {
        id: photoId,
        organizationId: readable.request.organizationId,
        maintenanceRequestId: requestId,
        width: largest.width,
        height: largest.height,
        originalBytes: original.length,
        variants: stored,
        uploadedBy: actor.userId,
      });
      await writeAudit(tx, {
        organizationId: readable.request.organizationId,
        actorUserId: actor.userId,
        action: 'maintenance.photo_add',
        entityType: 'maintenance_request',
        entityId: requestId,
        after: { photo_id: photoId, original_bytes: original.length, sha256: upload.digest().sha256 },
        requestId: requestIdForAudit,
      });
    });
  } catch (error) {
    await Promise.all(Object.values(stored).map((s) => storage.delete(s.key)));
    throw error;
  }
  return photosOf(db, requestId);
}

/** One variant of a request's photo, for whoever may read the request (checked on every download). */
export async function maintenancePhotoVariant(
  files: FileAreaDeps,
  actor: Actor,
  requestId: string,
  photoId: string,
  variant: string,
) {
  await loadReadable(files.db, actor, requestId);
  const photo = await findRequestPhoto(files.db, requestId, photoId);
  if (!photo) throw notFound('Photo');
  return photoResponse(files, photo, variant);
}
