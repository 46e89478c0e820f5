import {
  SavedImportMappingList,
  type SavedImportMapping,
} from '@threshold/domain/contacts/import-formats/saved-mappings.contract';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/contacts/import/mappings';

export const importMappingsKey = ['contacts', 'import-mappings'] as const;

export const fetchImportMappings = () => apiRequest(PATH, { schema: SavedImportMappingList });

export const saveImportMapping = (mapping: SavedImportMapping) =>
  apiRequest(PATH, { method: 'PUT', body: mapping, schema: SavedImportMappingList });

export const deleteImportMapping = (name: string) =>
  apiRequest(PATH, { method: 'DELETE', query: { name }, schema: SavedImportMappingList });
