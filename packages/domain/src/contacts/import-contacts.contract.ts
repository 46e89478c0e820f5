import { z } from 'zod';
import { ContactStageSchema, TagsSchema, TypesSchema, UserId } from './contact.contract';
import { IMPORT_FIELDS } from './csv-fields';
import { DUPLICATE_REASONS } from './find-duplicates.contract';
import { IMPORT_FORMATS } from './import-formats/layouts';
import { TagMapping } from './import-formats/tag-mapping';

export const IMPORT_MAX_ROWS = 20_000;
/** Errors and duplicates listed in the report; counts are always complete. */
export const IMPORT_REPORT_MAX_ITEMS = 2_000;

export const DUPLICATE_POLICIES = ['skip', 'merge', 'create'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

/**
 * POST /api/contacts/import. The file arrives either as raw CSV text (`source.csv`, parsed on the
 * server with papaparse; first line = header) or already parsed by the browser (`source.header`
 * + `source.rows`, what the wizard's preview used). `mapping` maps header → field (absent:
 * the server's suggestion). `dry_run` validates and reports without writing (the preview step).
 */
export const ImportContactsInput = z.strictObject({
  source: z.union([
    z.strictObject({ csv: z.string().min(1, 'The file is empty').max(20_000_000) }),
    /** A .vcf file (vCard 2.1, 3.0 or 4.0; several cards). */
    z.strictObject({ vcard: z.string().min(1, 'The file is empty').max(20_000_000) }),
    z.strictObject({
      header: z.array(z.string().max(200)).min(1, 'No columns').max(100),
      rows: z
        .array(z.array(z.string().max(10_000)).max(100))
        .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows per import`),
    }),
  ]),
  mapping: z.record(z.string().max(200), z.enum([...IMPORT_FIELDS, 'ignore'])).optional(),
  /** Labels/groups that become a contact type or the stage instead of a tag ("Buyers" → { type: "buyer" }). */
  tag_mapping: TagMapping.default({}),
  /** Rows matching an existing contact (or an earlier row) on e-mail or phone. */
  duplicates: z.enum(DUPLICATE_POLICIES).default('skip'),
  dry_run: z.boolean().default(false),
  defaults: z
    .strictObject({
      /** Owner of rows without an owner column; omitted = the importer; null = lead routing. */
      owner_id: UserId.nullable().optional(),
      stage: ContactStageSchema.optional(),
      types: TypesSchema.optional(),
      /** Added to every imported row, e.g. "open-house-2026-05". */
      tags: TagsSchema.optional(),
      lead_source: z.string().trim().max(100).optional(),
      team_id: z.uuid().nullable().optional(),
    })
    .default({}),
});
export type ImportContactsInput = z.infer<typeof ImportContactsInput>;

export const ImportRowError = z.object({
  /** 1-based data row (the header is not counted; a spreadsheet shows it on line row + 1). */
  row: z.number().int(),
  errors: z.record(z.string(), z.string()),
});
export const ImportDuplicate = z.object({
  row: z.number().int(),
  /** The existing contact it matches, or null when it matches an earlier row of the file. */
  existing_contact_id: z.string().nullable(),
  duplicate_of_row: z.number().int().nullable(),
  matched_on: z.array(z.enum(DUPLICATE_REASONS)),
  action: z.enum(['skipped', 'merged', 'created']),
});

/** Values of a row the contact could not hold (beyond 10 e-mails/phones, a second address). */
export const ImportRowWarning = z.object({
  row: z.number().int(),
  warnings: z.record(z.string(), z.string()),
});

export const ImportReport = z.object({
  import_id: z.string().nullable(),
  /** The layout the file was recognised as (import-formats/layouts.ts). */
  format: z.enum(IMPORT_FORMATS).optional(),
  dry_run: z.boolean(),
  total_rows: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  skipped_duplicates: z.number().int(),
  invalid: z.number().int(),
  empty: z.number().int(),
  mapping: z.record(z.string(), z.string()),
  errors: z.array(ImportRowError),
  duplicates: z.array(ImportDuplicate),
  warnings: z.array(ImportRowWarning).optional(),
  truncated: z.boolean(),
});
export type ImportReport = z.infer<typeof ImportReport>;
