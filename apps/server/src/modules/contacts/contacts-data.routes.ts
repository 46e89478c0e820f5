import { ContactIdParams } from '@threshold/domain/contacts/contact.contract';
import {
  BulkUpdateContactsInput,
  BulkUpdateContactsOutput,
} from '@threshold/domain/contacts/bulk-update-contacts.contract';
import { CrmSettingsDto, UpdateCrmSettingsInput } from '@threshold/domain/contacts/crm-settings.contract';
import { ExportContactsInput } from '@threshold/domain/contacts/export-contacts.contract';
import {
  CheckDuplicatesInput,
  DuplicateMatchList,
  DuplicatePairList,
  FindDuplicatesQuery,
} from '@threshold/domain/contacts/find-duplicates.contract';
import {
  ContactFacetsDto,
  GetContactFacetsQuery,
} from '@threshold/domain/contacts/get-contact-facets.contract';
import { ImportContactsInput, ImportReport } from '@threshold/domain/contacts/import-contacts.contract';
import { MergeContactsInput, MergeContactsOutput } from '@threshold/domain/contacts/merge-contacts.contract';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { csvResponse } from '../../platform/http/csv-response';
import { defineRoute } from '../../platform/http/route';
import { bulkUpdateContacts } from './contacts-bulk.service';
import { checkDuplicates, findDuplicates } from './contacts-duplicates.service';
import { vcardResponse } from './contacts-export.formats';
import { exportContacts } from './contacts-export.service';
import { getContactFacets } from './contacts-facets.service';
import { importContacts } from './contacts-import.service';
import { mergeContacts } from './contacts-merge.service';
import { getCrmSettings, updateCrmSettings } from './crm-settings.service';

const tags = ['contacts'];
const NoQuery = z.object({}).strict();

/** Fixed paths under /api/contacts: settings, facets, import, export, duplicates, bulk. */
export function contactDataRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts/settings',
      access: 'read:contacts',
      tags,
      query: NoQuery,
      summary: 'CRM settings of the caller’s organization: needs-attention days, lead routing',
      response: CrmSettingsDto,
      handler: ({ actor }) => getCrmSettings(db, actor),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/contacts/settings',
      access: 'manage:organization',
      tags,
      summary: 'Change the CRM settings (managers)',
      body: UpdateCrmSettingsInput,
      response: CrmSettingsDto,
      versioned: true,
      handler: ({ actor, body, requestId, expectedVersion }) =>
        updateCrmSettings(db, actor, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/facets',
      access: 'read:contacts',
      tags,
      summary:
        'Counts by stage, type, tag, source and owner under the list filters (board columns, filter menus)',
      query: GetContactFacetsQuery,
      response: ContactFacetsDto,
      handler: ({ actor, query }) => getContactFacets(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/import',
      access: 'manage:contacts',
      tags,
      summary:
        'Import a CSV (Google, Outlook, CRM exports recognised) or vCard file: validate every row, report bad ones and values a contact cannot hold, write the good ones in one transaction (dry_run: preview)',
      body: ImportContactsInput,
      response: ImportReport,
      handler: ({ actor, body, requestId }) => importContacts(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/export',
      access: 'read:contacts',
      tags,
      summary:
        'The filtered list (or chosen ids) as a download — format csv (Threshold columns), google_csv (Google Contacts layout) or vcard (text/vcard, vCard 3.0); at most 50,000 rows; X-Row-Count, X-Truncated; audited',
      body: ExportContactsInput,
      response: z.string(),
      produces: 'text/csv',
      handler: async ({ actor, body, requestId }) => {
        const { csv, rowCount, truncated } = await exportContacts(db, actor, body, requestId);
        const rows = { count: rowCount, truncated };
        if (body.format === 'vcard') return vcardResponse(csv, rows);
        return csvResponse(body.format === 'google_csv' ? 'contacts-google' : 'contacts', csv, rows);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/duplicates',
      access: 'read:contacts',
      tags,
      summary: 'Likely duplicates (same e-mail or phone, similar name), best first',
      query: FindDuplicatesQuery,
      response: DuplicatePairList,
      handler: ({ actor, query }) => findDuplicates(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/duplicates/check',
      access: 'read:contacts',
      tags,
      summary: 'Who already matches this draft contact (quick-add warning)',
      body: CheckDuplicatesInput,
      response: DuplicateMatchList,
      handler: ({ actor, body }) => checkDuplicates(db, actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/bulk',
      access: 'manage:contacts',
      tags,
      summary: 'Tag, untag, set stage, assign, share or delete up to 1000 contacts',
      body: BulkUpdateContactsInput,
      response: BulkUpdateContactsOutput,
      handler: ({ actor, body, requestId }) => bulkUpdateContacts(db, actor, body, requestId),
    }),
  ];
}

/** POST /api/contacts/{id}/merge. */
export function contactMergeRoutes(db: Db) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/contacts/:id/merge',
      access: 'manage:contacts',
      tags,
      summary:
        'Merge duplicate_id into this contact, keeping every activity, task, invitation and deal link; based on this contact’s version (If-Match) and duplicate_version',
      params: ContactIdParams,
      body: MergeContactsInput,
      response: MergeContactsOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        mergeContacts(db, actor, params.id, body, requestId, expectedVersion),
    }),
  ];
}
