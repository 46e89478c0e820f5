import { z } from 'zod';
import { ListingIdParams } from '@threshold/domain/listings/create-listing.contract';
import {
  ListingPhotosDto,
  PhotoIdParams,
  PhotoVariantParams,
  ReorderPhotosInput,
  UpdatePhotoInput,
  UploadPhotoQuery,
} from '@threshold/domain/listings/listing-photo.contract';
import { LinkPhotoParams } from '@threshold/domain/listings/submit-offer.contract';
import type { Config } from '../../../platform/config';
import { defineRoute, type RouteDefinition } from '../../../platform/http/route';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import {
  deletePhoto,
  downloadPhotoVariant,
  listPhotos,
  reorderPhotos,
  updatePhoto,
  uploadPhoto,
} from './listing-photos.service';
import { publicPhotoVariant } from './public-photos.service';

const tags = ['listing photos'];
/** A portal page shows every photo at once: a wider per-address budget than the portal's other routes. */
export const PUBLIC_PHOTO_REQUESTS_PER_PUBLIC_REQUEST = 10;

/** /api/listings/:id/photos and the public variant route of the offer portal (ADR 0131). */
export function listingPhotoRoutes(
  files: FileAreaDeps,
  config: Pick<Config, 'rateLimits'>,
): RouteDefinition[] {
  const { db } = files;
  return [
    defineRoute({
      method: 'get',
      path: '/api/listings/:id/photos',
      access: 'authenticated',
      tags,
      summary:
        'The listing’s photos in their order, with the photo set’s version (staff in scope; seller clients)',
      params: ListingIdParams,
      response: ListingPhotosDto,
      handler: ({ actor, params }) => listPhotos(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/listings/:id/photos',
      access: 'manage:properties',
      tags,
      status: 201,
      upload: true,
      summary:
        'Add a photo: the body is the image (JPEG, PNG, WebP or HEIC, sniffed; at most 20 MB); answers the photo set',
      params: ListingIdParams,
      query: UploadPhotoQuery,
      response: ListingPhotosDto,
      handler: ({ actor, params, query, c, requestId }) =>
        uploadPhoto(files, actor, params.id, c.req.raw, query.alt_text, requestId),
    }),
    defineRoute({
      method: 'put',
      path: '/api/listings/:id/photos/order',
      access: 'manage:properties',
      tags,
      versioned: true,
      summary: 'Reorder: every photo id in the new order, based on the photo set’s version',
      params: ListingIdParams,
      body: ReorderPhotosInput,
      response: ListingPhotosDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        reorderPhotos(db, actor, params.id, body, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/listings/:id/photos/:photoId',
      access: 'manage:properties',
      tags,
      versioned: true,
      summary: 'Change the alt text or make the photo the cover, based on the photo set’s version',
      params: PhotoIdParams,
      body: UpdatePhotoInput,
      response: ListingPhotosDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updatePhoto(db, actor, params.id, params.photoId, body, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/listings/:id/photos/:photoId',
      access: 'manage:properties',
      tags,
      versioned: true,
      summary: 'Delete a photo and its stored variants, based on the photo set’s version',
      params: PhotoIdParams,
      response: ListingPhotosDto,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        deletePhoto(files, actor, params.id, params.photoId, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings/:id/photos/:photoId/:variant',
      access: 'authenticated',
      tags,
      summary: 'One variant (`thumb`, `medium`, `large` × `.webp`, `.jpg`), for whoever may read the listing',
      params: PhotoVariantParams,
      response: z.string(),
      produces: 'image/webp',
      handler: ({ actor, params }) =>
        downloadPhotoVariant(files, actor, params.id, params.photoId, params.variant),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offer-links/:linkKey/photos/:photoId/:variant',
      access: 'public',
      tags: ['offer portal'],
      rateLimit: { perMinute: config.rateLimits.publicPerMinute * PUBLIC_PHOTO_REQUESTS_PER_PUBLIC_REQUEST },
      summary: 'A photo of the listing behind an active offer link; 404 exactly when the summary is',
      params: LinkPhotoParams,
      response: z.string(),
      produces: 'image/webp',
      handler: ({ params }) => publicPhotoVariant(files, params.linkKey, params.photoId, params.variant),
    }),
  ];
}
