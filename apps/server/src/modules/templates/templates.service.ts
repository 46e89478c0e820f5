import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DocumentType } from '@threshold/domain/documents/document-enums';
import type {
  CreateTemplateQuery,
  ListTemplatesQuery,
  TemplateDto,
  TemplateField,
  UpdateTemplateInput,
} from '@threshold/domain/templates/template.contract';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { openUpload, readWhole } from '../../platform/storage/upload-stream';
import { offThread } from '../../platform/workers/off-thread';
import type * as templatePdf from './template-pdf';
import {
  findTemplate,
  findTemplatePage,
  insertTemplate,
  updateTemplateRow,
  type TemplatePatch,
  type TemplateRow,
} from './templates.repository';

/** Reading an uploaded PDF is CPU work: a worker thread does it (ADR 0191). */
const pdfWork = offThread<typeof templatePdf>(import.meta.url, './template-pdf');

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);

export function requireOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'Templates belong to an organization');
  return actor.organizationId;
}

export function toTemplateDto(row: TemplateRow): TemplateDto {
  const t = row.template;
  return {
    id: t.id,
    version: t.version,
    name: t.name,
    category: t.category as DocumentType,
    deal_type: t.dealType as TemplateDto['deal_type'],
    pages: t.pages,
    fields: t.fields,
    size_bytes: t.sizeBytes,
    created_by: t.createdBy ? { id: t.createdBy, name: row.creatorName ?? '' } : null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export async function loadTemplate(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await findTemplate(db, requireOrganization(actor), id, opts);
  if (!row) throw notFound('Template');
  return row;
}

export async function listTemplates(db: Db, actor: Actor, query: ListTemplatesQuery) {
  const parts = decodeCursor(query.cursor, ['timestamp', 'uuid']);
  const { rows, next } = await findTemplatePage(
    db,
    requireOrganization(actor),
    query,
    parts ? { at: parts[0]!, id: parts[1]! } : null,
  );
  return { items: rows.map(toTemplateDto), nextCursor: next ? encodeCursor([next.at, next.id]) : null };
}

export const getTemplate = async (db: DbOrTx, actor: Actor, id: string) =>
  toTemplateDto(await loadTemplate(db, actor, id));

/** A template from an uploaded PDF (sniffed; pdf-lib must read it to know its pages). */
export async function createTemplate(
  deps: FileAreaDeps,
  actor: Actor,
  request: Request,
  query: CreateTemplateQuery,
  requestId?: string,
) {
  const organizationId = requireOrganization(actor);
  const upload = await openUpload(request, { maxBytes: deps.uploadMaxBytes, allowed: ['application/pdf'] });
  const bytes = await readWhole(upload);
  const pages = await pdfWork.readPageSizes(bytes).catch(() => null);
  if (!pages || pages.length === 0) throw invalid({ file: 'This PDF cannot be read (damaged or encrypted)' });
  return storeTemplate(
    deps,
    actor,
    {
      organizationId,
      name: query.name,
      category: query.category,
      dealType: query.deal_type ?? null,
      bytes,
      pages,
      fields: [],
    },
    requestId,
  );
}

/** Stores a template's PDF and row (the upload route and the demo seed share it). */
export async function storeTemplate(
  deps: Pick<FileAreaDeps, 'db' | 'storage'>,
  actor: Actor,
  t: {
    organizationId: string;
    name: string;
    category: DocumentType;
    dealType: string | null;
    bytes: Uint8Array;
    pages: { width: number; height: number }[];
    fields: TemplateField[];
  },
  requestId?: string,
) {
  const id = randomUUID();
  const key = `templates/${id}/${randomUUID()}`;
  const sha256 = createHash('sha256').update(t.bytes).digest('hex');
  await deps.storage.put(key, Readable.from([Buffer.from(t.bytes)]));
  try {
    await deps.db.transaction(async (tx) => {
      await insertTemplate(tx, {
        id,
        organizationId: t.organizationId,
        name: t.name,
        category: t.category,
        dealType: t.dealType,
        storageKey: key,
        sizeBytes: t.bytes.length,
        sha256,
        pages: t.pages,
        fields: t.fields,
        createdBy: actor.userId,
      });
      await writeAudit(tx, {
        organizationId: t.organizationId,
        actorUserId: actor.userId,
        action: 'template.create',
        entityType: 'document_template',
        entityId: id,
        after: { name: t.name, category: t.category, pages: t.pages.length },
        requestId,
      });
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  return getTemplate(deps.db, actor, id);
}

/** Fields must sit on pages the PDF has, with unique ids. */
function checkFields(fields: TemplateField[], pageCount: number) {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (f.page > pageCount)
      errors[`fields.${i}.page`] = `The template has ${pageCount} page${pageCount === 1 ? '' : 's'}`;
    if (seen.has(f.id)) errors[`fields.${i}.id`] = 'Another field has this id';
    seen.add(f.id);
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

async function lockForWrite(tx: DbOrTx, actor: Actor, id: string, expectedVersion: number | undefined) {
  const row = await loadTemplate(tx, actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && row.template.version !== expectedVersion)
    throw staleVersion(toTemplateDto(row), await latestChangeOf(tx, 'document_template', id));
  return row;
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateTemplateInput,
  opts: { expectedVersion?: number; requestId?: string },
) {
  await db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, id, opts.expectedVersion);
    const patch: TemplatePatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.category !== undefined) patch.category = input.category;
    if (input.deal_type !== undefined) patch.dealType = input.deal_type;
    if (input.fields !== undefined) {
      checkFields(input.fields, row.template.pages.length);
      patch.fields = input.fields;
    }
    await updateTemplateRow(tx, id, opts.expectedVersion, patch);
    await writeAudit(tx, {
      organizationId: row.template.organizationId,
      actorUserId: actor.userId,
      action: 'template.update',
      entityType: 'document_template',
      entityId: id,
      before: { name: row.template.name, fields: row.template.fields.length },
      after: { name: patch.name ?? row.template.name, fields: (patch.fields ?? row.template.fields).length },
      requestId: opts.requestId,
    });
  });
  return getTemplate(db, actor, id);
}

/** Archives a template (documents generated from it stay). */
export async function archiveTemplate(
  db: Db,
  actor: Actor,
  id: string,
  opts: { expectedVersion?: number; requestId?: string },
) {
  await db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, id, opts.expectedVersion);
    await updateTemplateRow(tx, id, opts.expectedVersion, { archivedAt: new Date() });
    await writeAudit(tx, {
      organizationId: row.template.organizationId,
      actorUserId: actor.userId,
      action: 'template.archive',
      entityType: 'document_template',
      entityId: id,
      before: { name: row.template.name },
      requestId: opts.requestId,
    });
  });
  return { ok: true as const };
}

/** The template's PDF, for the editor's page rendering. */
export async function templateContent(deps: FileAreaDeps, actor: Actor, id: string) {
  const row = await loadTemplate(deps.db, actor, id);
  const body = await deps.storage.get(row.template.storageKey);
  if (!body) throw new AppError('INTERNAL', 'The stored file is missing');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(row.template.sizeBytes),
      'Content-Disposition': 'inline; filename="template.pdf"',
      'Cache-Control': 'private, no-store',
    },
  });
}

export async function readTemplateBytes(storage: FileStorage, row: TemplateRow) {
  const body = await storage.get(row.template.storageKey);
  if (!body) throw new AppError('INTERNAL', 'The stored file is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
