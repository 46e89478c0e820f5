import { z } from 'zod';
import { IMPORT_FIELDS } from '../csv-fields';
import { IMPORT_FORMATS } from './layouts';
import { TagMapping } from './tag-mapping';

export const SAVED_MAPPINGS_MAX = 50;

/** A column mapping kept for files that come back every month (organization setting `crm_import.mappings`). */
export const SavedImportMapping = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(80),
  format: z.enum(IMPORT_FORMATS),
  /** The (prepared) header it was made for; the wizard offers it when a file has these columns. */
  header: z.array(z.string().max(200)).min(1).max(100),
  mapping: z.record(z.string().max(200), z.enum([...IMPORT_FIELDS, 'ignore'])),
  tag_mapping: TagMapping.default({}),
});
export type SavedImportMapping = z.infer<typeof SavedImportMapping>;

export const SavedImportMappingList = z.object({ items: z.array(SavedImportMapping) });
export type SavedImportMappingList = z.infer<typeof SavedImportMappingList>;

/** PUT /api/contacts/import/mappings: saves (or replaces, by name) one mapping. */
export const SaveImportMappingInput = SavedImportMapping;
/** DELETE /api/contacts/import/mappings?name=… */
export const DeleteImportMappingQuery = z.strictObject({ name: z.string().trim().min(1).max(80) });
