import { z } from 'zod';
import { LeaseIdParams } from '@threshold/domain/rentals/lease.contract';
import {
  AttachLeaseDocumentInput,
  LeaseDocumentParams,
  LeaseDocumentsDto,
} from '@threshold/domain/rentals/lease-document.contract';
import { MaintenanceIdParams } from '@threshold/domain/rentals/maintenance.contract';
import {
  MaintenancePhotoParams,
  MaintenancePhotosDto,
} from '@threshold/domain/rentals/maintenance-photo.contract';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { attachLeaseDocument, downloadLeaseDocument, listLeaseDocuments } from './lease-documents.service';
import {
  listMaintenancePhotos,
  maintenancePhotoVariant,
  uploadMaintenancePhoto,
} from './maintenance-photos.service';

const tags = ['rentals'];

/** Stored files of the rentals area (ADR 0171): maintenance photos and lease documents; access checked on every read. */
export function rentalFileRoutes(files: FileAreaDeps): RouteDefinition[] {
  const { db } = files;
  return [
    defineRoute({
      method: 'get',
      path: '/api/rentals/maintenance/:id/photos',
      access: 'authenticated',
      tags,
      summary: 'A maintenance request’s photos, for whoever may read the request',
      params: MaintenanceIdParams,
      response: MaintenancePhotosDto,
      handler: ({ actor, params }) => listMaintenancePhotos(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/maintenance/:id/photos',
      access: 'authenticated',
      tags,
      status: 201,
      upload: true,
      summary:
        'Add a photo (the body is the image: JPEG, PNG, WebP or HEIC, sniffed; at most 20 MB): the renter or managing staff',
      params: MaintenanceIdParams,
      response: MaintenancePhotosDto,
      handler: ({ actor, params, c, requestId }) =>
        uploadMaintenancePhoto(files, actor, params.id, c.req.raw, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/maintenance/:id/photos/:photoId/:variant',
      access: 'authenticated',
      tags,
      summary: 'One variant (`thumb`, `medium`, `large` × `.webp`, `.jpg`) of a request’s photo',
      params: MaintenancePhotoParams,
      response: z.string(),
      produces: 'image/webp',
      handler: ({ actor, params }) =>
        maintenancePhotoVariant(files, actor, params.id, params.photoId, params.variant),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/leases/:id/documents',
      access: 'authenticated',
      tags,
      summary:
        'A lease’s documents: staff all of them, its renters and landlords the ones shared with clients',
      params: LeaseIdParams,
      response: LeaseDocumentsDto,
      handler: ({ actor, params }) => listLeaseDocuments(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/leases/:id/documents',
      access: 'manage:properties',
      tags,
      status: 201,
      summary: 'Attach a document (uploaded through /api/documents) to a lease you manage',
      params: LeaseIdParams,
      body: AttachLeaseDocumentInput,
      response: LeaseDocumentsDto,
      handler: ({ actor, params, body, requestId }) =>
        attachLeaseDocument(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/leases/:id/documents/:documentId/content',
      access: 'authenticated',
      tags,
      summary: 'The PDF of a lease’s document (current version), for whoever may read it through the lease',
      params: LeaseDocumentParams,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ actor, params }) => downloadLeaseDocument(files, actor, params.id, params.documentId),
    }),
  ];
}
