import {
  SavedImportMapping,
  type SavedImportMapping as Mapping,
} from '@threshold/domain/contacts/import-formats/saved-mappings.contract';
import type { DbOrTx } from '../../platform/db/client';
import { readSetting, writeSetting } from '../organizations/organization-settings.repository';

/** organizations.settings.crm_import.mappings — a JSON list; malformed entries are skipped. */
const PATH = ['crm_import', 'mappings'] as const;

export async function readImportMappings(
  db: DbOrTx,
  organizationId: string,
  options: { lock?: boolean } = {},
): Promise<Mapping[]> {
  const value = await readSetting(db, organizationId, PATH, options);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = SavedImportMapping.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function writeImportMappings(
  db: DbOrTx,
  organizationId: string,
  mappings: Mapping[],
): Promise<void> {
  await writeSetting(db, organizationId, PATH, mappings);
}
