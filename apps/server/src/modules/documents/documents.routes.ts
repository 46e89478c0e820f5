import { z } from 'zod';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import {
  DocumentActivityDto,
  DocumentDto,
  DocumentIdParams,
  DocumentPage,
  DownloadQuery,
  ListDocumentsQuery,
  UpdateDocumentInput,
  UploadDocumentQuery,
  UploadVersionQuery,
} from '@threshold/domain/documents/document.contract';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { deleteDocument, documentActivity, restoreDocument, updateDocument } from './documents-edit.service';
import {
  downloadDocument,
  getDocument,
  listDocuments,
  uploadDocument,
  uploadVersion,
} from './documents.service';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';

const tags = ['documents'];

/** /api/documents: upload (streamed body), list, read, download, versions, edit, soft delete, restore (ADR 0113/0114). */
export function documentRoutes(files: FileAreaDeps): RouteDefinition[] {
  const { db } = files;
  return [
    defineRoute({
      method: 'get',
      path: '/api/documents',
      access: 'read:documents',
      tags,
      summary:
        'Documents in the caller’s document scope: deal, listing, place, type, folder and name filters; keyset pages',
      query: ListDocumentsQuery,
      response: DocumentPage,
      handler: ({ actor, query }) => listDocuments(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents',
      access: 'create:documents',
      tags,
      status: 201,
      upload: true,
      summary:
        'Upload a document: the body is the file (PDF, PNG or JPEG — sniffed from the content; images become a PDF); where it goes and its name are in the query string',
      query: UploadDocumentQuery,
      response: DocumentDto,
      handler: ({ actor, query, c, requestId }) => uploadDocument(files, actor, c.req.raw, query, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/documents/:id',
      access: 'read:documents',
      tags,
      summary: 'One document with its versions (newest first)',
      params: DocumentIdParams,
      response: DocumentDto,
      handler: ({ actor, params }) => getDocument(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/documents/:id/content',
      access: 'read:documents',
      tags,
      summary: 'The PDF of the current version (or `version`), streamed; the only way to a stored file',
      params: DocumentIdParams,
      query: DownloadQuery,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ actor, params, query }) => downloadDocument(files, actor, params.id, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/documents/:id/activity',
      access: 'read:documents',
      tags,
      summary: 'What happened to the document, from the audit log, newest first',
      params: DocumentIdParams,
      response: DocumentActivityDto,
      handler: ({ actor, params }) => documentActivity(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents/:id/versions',
      access: 'create:documents',
      tags,
      status: 201,
      upload: true,
      summary: 'Upload a new version (the body is the file); earlier versions are kept',
      params: DocumentIdParams,
      query: UploadVersionQuery,
      response: DocumentDto,
      handler: ({ actor, params, query, c, requestId }) =>
        uploadVersion(files, actor, params.id, c.req.raw, query, requestId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/documents/:id',
      access: 'create:documents',
      tags,
      versioned: true,
      summary:
        'Rename, retype, share with clients, move (deal, listing, folder, own space), link to a checklist item',
      params: DocumentIdParams,
      body: UpdateDocumentInput,
      response: DocumentDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updateDocument(db, actor, params.id, body, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/documents/:id',
      access: 'create:documents',
      tags,
      versioned: true,
      summary: 'Move a document to the trash (a broker can restore it)',
      params: DocumentIdParams,
      response: OkResult,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        deleteDocument(db, actor, params.id, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents/:id/restore',
      access: 'create:documents',
      tags,
      summary: 'Bring a deleted document back (brokers); restoring one that is not deleted is a 409',
      params: DocumentIdParams,
      response: DocumentDto,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        restoreDocument(db, actor, params.id, { expectedVersion, requestId }),
    }),
  ];
}
