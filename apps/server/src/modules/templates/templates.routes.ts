import { z } from 'zod';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { DocumentDto } from '@threshold/domain/documents/document.contract';
import {
  CreateTemplateQuery,
  GenerateDocumentInput,
  ListTemplatesQuery,
  MergePreviewDto,
  MergePreviewQuery,
  TemplateDto,
  TemplateIdParams,
  TemplatePage,
  UpdateTemplateInput,
} from '@threshold/domain/templates/template.contract';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { generateFromTemplate, previewMerge } from './template-generate.service';
import {
  archiveTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  templateContent,
  updateTemplate,
} from './templates.service';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';

const tags = ['templates'];

/** /api/templates: the organization's document templates, their fields, and generating from them (ADR 0115). */
export function templateRoutes(files: FileAreaDeps): RouteDefinition[] {
  const { db } = files;
  return [
    defineRoute({
      method: 'get',
      path: '/api/templates',
      access: 'read:templates',
      tags,
      summary:
        'The organization’s templates: category, deal type (templates for every type included) and name filters',
      query: ListTemplatesQuery,
      response: TemplatePage,
      handler: ({ actor, query }) => listTemplates(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/templates',
      access: 'manage:templates',
      tags,
      status: 201,
      upload: true,
      summary:
        'A new template from a PDF (the body is the file; name, category and deal type in the query string)',
      query: CreateTemplateQuery,
      response: TemplateDto,
      handler: ({ actor, query, c, requestId }) => createTemplate(files, actor, c.req.raw, query, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/templates/:id',
      access: 'read:templates',
      tags,
      summary: 'One template with its pages and fields',
      params: TemplateIdParams,
      response: TemplateDto,
      handler: ({ actor, params }) => getTemplate(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/templates/:id/content',
      access: 'read:templates',
      tags,
      summary: 'The template’s PDF (for the editor)',
      params: TemplateIdParams,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ actor, params }) => templateContent(files, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/templates/:id',
      access: 'manage:templates',
      tags,
      versioned: true,
      summary: 'Rename, recategorize, or save the fields placed on the template (page fractions)',
      params: TemplateIdParams,
      body: UpdateTemplateInput,
      response: TemplateDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updateTemplate(db, actor, params.id, body, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/templates/:id',
      access: 'manage:templates',
      tags,
      versioned: true,
      summary: 'Archive a template (documents generated from it stay)',
      params: TemplateIdParams,
      response: OkResult,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        archiveTemplate(db, actor, params.id, { expectedVersion, requestId }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/templates/:id/merge-preview',
      access: 'read:templates',
      tags,
      summary:
        'The template’s merge fields filled from a deal; `missing` lists those the deal has no value for',
      params: TemplateIdParams,
      query: MergePreviewQuery,
      response: MergePreviewDto,
      handler: ({ actor, params, query }) => previewMerge(db, actor, params.id, query.transaction_id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/templates/:id/generate',
      access: 'read:templates',
      tags,
      status: 201,
      summary:
        'Generate a document from the template for a deal: merge fields from the deal (typed values win), fields drawn and flattened, filed on the deal (needs create:documents too)',
      params: TemplateIdParams,
      body: GenerateDocumentInput,
      response: DocumentDto,
      handler: ({ actor, params, body, requestId }) =>
        generateFromTemplate(files, actor, params.id, body, requestId),
    }),
  ];
}
