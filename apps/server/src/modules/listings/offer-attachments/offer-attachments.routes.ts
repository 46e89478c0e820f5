import { z } from 'zod';
import {
  OfferAttachmentDto,
  OfferAttachmentList,
  OfferAttachmentParams,
  UploadOfferAttachmentQuery,
} from '@threshold/domain/listings/offer-attachment.contract';
import { OfferIdParams } from '@threshold/domain/listings/offer.contract';
import { StatusAttachmentParams, StatusTokenParams } from '@threshold/domain/listings/offer-status.contract';
import type { Config } from '../../../platform/config';
import { defineRoute, type RouteDefinition } from '../../../platform/http/route';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import {
  downloadAttachment,
  downloadOwnAttachment,
  listAttachments,
  uploadAttachment,
} from './offer-attachments.service';

/** Attachments of offers (ADR 0132): added and read back through the status link; read by the listing side. */
export function offerAttachmentRoutes(
  files: FileAreaDeps,
  config: Pick<Config, 'rateLimits'>,
): RouteDefinition[] {
  const { db } = files;
  const rateLimit = { perMinute: config.rateLimits.publicPerMinute };
  return [
    defineRoute({
      method: 'post',
      path: '/api/offer-status/:token/attachments',
      access: 'public',
      tags: ['offer portal'],
      rateLimit,
      status: 201,
      upload: true,
      summary:
        'Attach a file to the offer: the body is the file (PDF, JPEG, PNG or WebP, sniffed; at most 10 MB, 5 per offer)',
      params: StatusTokenParams,
      query: UploadOfferAttachmentQuery,
      response: OfferAttachmentDto,
      handler: ({ params, query, c, requestId }) =>
        uploadAttachment(files, params.token, c.req.raw, query, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offer-status/:token/attachments/:attachmentId',
      access: 'public',
      tags: ['offer portal'],
      rateLimit,
      summary: 'One of the agent’s own attachments, through the status link',
      params: StatusAttachmentParams,
      response: z.string(),
      produces: 'application/octet-stream',
      handler: ({ params }) => downloadOwnAttachment(files, params.token, params.attachmentId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offers/:id/attachments',
      access: 'authenticated',
      tags: ['offers'],
      summary: 'The files attached to an offer (staff with the listing in scope; its seller clients)',
      params: OfferIdParams,
      response: OfferAttachmentList,
      handler: ({ actor, params }) => listAttachments(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offers/:id/attachments/:attachmentId',
      access: 'authenticated',
      tags: ['offers'],
      summary: 'Download one attachment of an offer (access as for the list)',
      params: OfferAttachmentParams,
      response: z.string(),
      produces: 'application/octet-stream',
      handler: ({ actor, params }) => downloadAttachment(files, actor, params.id, params.attachmentId),
    }),
  ];
}
