import { resolveMergeFields, type MergeSource } from '@threshold/domain/templates/merge-fields';
import type { GenerateDocumentInput, MergePreviewDto } from '@threshold/domain/templates/template.contract';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import type { DocumentType } from '@threshold/domain/documents/document-enums';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { fileGeneratedDocument } from '../documents/documents-generated.service';
import { offThread } from '../../platform/workers/off-thread';
import type * as templatePdf from './template-pdf';
import { findMergeSource } from './templates-merge.repository';
import type { TemplateRow } from './templates.repository';
import { loadTemplate, readTemplateBytes } from './templates.service';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';

/** Filling a PDF is CPU work: a worker thread does it (ADR 0191). */
const pdfWork = offThread<typeof templatePdf>(import.meta.url, './template-pdf');


const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);

async function mergeSourceFor(db: DbOrTx, actor: Actor, transactionId: string): Promise<MergeSource> {
  const source = await findMergeSource(db, actor, transactionId, toIsoDate(new Date()));
  if (!source) throw invalid({ transaction_id: 'No such deal' });
  return source;
}

/** The template's merge fields filled from the deal; `missing` = the ones the deal has no value for. */
export async function previewMerge(
  db: DbOrTx,
  actor: Actor,
  id: string,
  transactionId: string,
): Promise<MergePreviewDto> {
  const row = await loadTemplate(db, actor, id);
  const source = await mergeSourceFor(db, actor, transactionId);
  const { resolved, missing } = resolveMergeFields(row.template.fields, source);
  const labels = new Map(row.template.fields.map((f) => [f.id, f.label]));
  return {
    fields: resolved.map((r) => ({
      field_id: r.field_id,
      label: labels.get(r.field_id) ?? '',
      merge_key: r.merge_key,
      value: r.value,
    })),
    missing,
  };
}

/** The value drawn for each field: merge fields from the deal (typed values win), the rest as typed. */
function valuesToDraw(row: TemplateRow, source: MergeSource, typed: Record<string, string>) {
  const fields = row.template.fields;
  const { resolved } = resolveMergeFields(fields, source, typed);
  const values = new Map<string, string>();
  const errors: Record<string, string> = {};
  for (const r of resolved) {
    if (r.value !== null) values.set(r.field_id, r.value);
    else errors[`values.${r.field_id}`] = 'The deal has no value for this field: type one';
  }
  for (const field of fields) {
    if (field.kind === 'merge' || field.kind === 'signature' || field.kind === 'initials') continue;
    const value = typed[field.id]?.trim();
    if (value) values.set(field.id, field.kind === 'checkbox' ? String(value === 'true') : value);
    else if (field.required && field.kind !== 'checkbox') errors[`values.${field.id}`] = 'Required';
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

/** Template + deal → a flattened PDF filed on the deal (ADR 0115). */
export async function generateFromTemplate(
  deps: FileAreaDeps,
  actor: Actor,
  id: string,
  input: GenerateDocumentInput,
  requestId?: string,
) {
  if (!actor.permissions.has('create:documents'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const row = await loadTemplate(deps.db, actor, id);
  const source = await mergeSourceFor(deps.db, actor, input.transaction_id);
  const values = valuesToDraw(row, source, input.values);
  const name = input.name ?? `${row.template.name} — ${source.title}`.slice(0, 200);
  const bytes = await pdfWork.fillTemplate(
    await readTemplateBytes(deps.storage, row),
    row.template.fields,
    values,
    name,
  );
  return fileGeneratedDocument(
    deps,
    actor,
    {
      transactionId: input.transaction_id,
      name,
      documentType: row.template.category as DocumentType,
      folder: input.folder,
      bytes,
      origin: { template_id: row.template.id, template_version: row.template.version },
    },
    requestId,
  );
}
