import {
  DeleteImportMappingQuery,
  SaveImportMappingInput,
  SavedImportMappingList,
} from '@threshold/domain/contacts/import-formats/saved-mappings.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';
import { deleteImportMapping, listImportMappings, saveImportMapping } from './import-mappings.service';

const tags = ['contacts'];

/** Saved import mappings of the organization (settings path crm_import.mappings). */
export function importMappingRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts/import/mappings',
      access: 'manage:contacts',
      tags,
      summary: "The organization's saved import mappings, newest first",
      response: SavedImportMappingList,
      handler: ({ actor }) => listImportMappings(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/contacts/import/mappings',
      access: 'manage:contacts',
      tags,
      summary: 'Save a column mapping by name (replaces one of the same name) for files that come back',
      body: SaveImportMappingInput,
      response: SavedImportMappingList,
      handler: ({ actor, body }) => saveImportMapping(db, actor, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/contacts/import/mappings',
      access: 'manage:contacts',
      tags,
      summary: 'Delete a saved import mapping by name',
      query: DeleteImportMappingQuery,
      response: SavedImportMappingList,
      handler: ({ actor, query }) => deleteImportMapping(db, actor, query.name),
    }),
  ];
}
