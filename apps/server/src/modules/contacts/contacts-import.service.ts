import { roleHasPermission } from '@threshold/domain/permissions';
import { isRoleKey } from '@threshold/domain/roles';
import type { ImportContactsInput, ImportReport } from '@threshold/domain/contacts/import-contacts.contract';
import { mergeContactFields, type MergeableContact } from '@threshold/domain/contacts/merge-fields';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { insertActivities } from './contact-timeline.repository';
import { loadCrmContext, requireHomeOrganization, type CrmContext } from './contacts-context';
import {
  findActiveMembersByEmail,
  findSupervisorIds,
  findTeamMemberIds,
} from '../organizations/organization-people.repository';
import { findContactsByKeys } from './contacts-duplicates.repository';
import { offThread } from '../../platform/workers/off-thread';
import type * as importParse from './contacts-import-parse';
import { planImport, type PlannedRow } from './contacts-import-plan';
import { inputToMergeable, mergeableToPatch, rowToMergeable } from './contacts-merge-mapping';
import { assertAssignableOwner, assertShareableTeam, routeLeads } from './contacts-owners';
import {
  findVisibleContactsByIds,
  insertContacts,
  updateContactRow,
  type ContactInsert,
} from './contacts.repository';
import { emailKey, phoneKey, uniqueKeys } from '@threshold/domain/contacts/normalize';
import type { DbOrTx } from '../../platform/db/client';

/** Parsing a large CSV or vCard file is CPU work: a worker thread does it (ADR 0191). */
const parseWork = offThread<typeof importParse>(import.meta.url, './contacts-import-parse');

/** Owner e-mails this caller may use in an "owner" column → user id. */
async function ownerDirectory(db: DbOrTx, ctx: CrmContext, organizationId: string, emails: string[]) {
  const members = await findActiveMembersByEmail(db, organizationId, emails);
  let allowed: Set<string> | null = null;
  if (ctx.scope.kind === 'limited') {
    allowed = new Set([ctx.actor.userId]);
    if (ctx.scope.teamOwned) for (const id of await findTeamMemberIds(db, ctx.scope.teamIds)) allowed.add(id);
    if (ctx.scope.supervised) for (const id of await findSupervisorIds(db, ctx.actor.userId)) allowed.add(id);
  }
  const byEmail = new Map<string, string>();
  for (const m of members) {
    if (!isRoleKey(m.roleKey) || !roleHasPermission(m.roleKey, 'read:contacts')) continue;
    if (allowed && !allowed.has(m.userId)) continue;
    byEmail.set(m.email.toLowerCase(), m.userId);
  }
  return byEmail;
}

function applyDefaults(m: MergeableContact, d: ImportContactsInput['defaults'], mappedStage: boolean) {
  if (d.stage && !mappedStage) m.stage = d.stage;
  if (d.types?.length) m.types = [...new Set([...m.types, ...d.types])];
  if (d.tags?.length) m.tags = [...new Set([...m.tags, ...d.tags])];
  if (d.lead_source && !m.leadSource) m.leadSource = d.lead_source;
  if (d.team_id !== undefined && !m.teamId) m.teamId = d.team_id;
  return m;
}

/**
 * CSV import: every row validated and reported; good rows written in ONE transaction (all or
 * none of them); duplicates on e-mail/phone (against visible contacts and earlier rows) skipped,
 * merged or created by policy. `dry_run` answers the same report without writing.
 */
export async function importContacts(
  db: Db,
  actor: Actor,
  input: ImportContactsInput,
  requestId?: string,
): Promise<ImportReport> {
  const file = await parseWork.parseImportSource(input);
  const ctx = await loadCrmContext(db, actor, requestId);
  const organizationId = requireHomeOrganization(ctx);
  if (input.defaults.owner_id)
    await assertAssignableOwner(db, ctx, organizationId, input.defaults.owner_id, 'defaults.owner_id');
  if (input.defaults.team_id) await assertShareableTeam(db, ctx, organizationId, input.defaults.team_id);

  const ownerEmailColumn = Object.entries(file.mapping).find(([, f]) => f === 'owner_email')?.[0];
  const ownerEmails = ownerEmailColumn
    ? [
        ...new Set(
          file.rows
            .map((r) => (r[file.header.indexOf(ownerEmailColumn)] ?? '').trim().toLowerCase())
            .filter(Boolean),
        ),
      ]
    : [];
  const owners = await ownerDirectory(db, ctx, organizationId, ownerEmails);

  // Existing contacts holding any e-mail or phone of the file.
  const allCells = (field: string) => {
    const cols = Object.entries(file.mapping)
      .filter(([, f]) => f.startsWith(field))
      .map(([h]) => file.header.indexOf(h));
    // Typed list cells (email_list / phone_list) read "label: value ::: label: value".
    return file.rows.flatMap((r) =>
      cols.flatMap((c) => (r[c] ?? '').split(/[;,|]|:::/).map((v) => v.replace(/^\s*[^:@]{1,30}:\s+/, ''))),
    );
  };
  const matches = await findContactsByKeys(
    db,
    ctx.visible,
    uniqueKeys(allCells('email'), emailKey),
    uniqueKeys(allCells('phone'), phoneKey),
  );
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  for (const m of matches) {
    for (const k of m.emailKeys) if (!byEmail.has(k)) byEmail.set(k, m.id);
    for (const k of m.phoneKeys) if (!byPhone.has(k)) byPhone.set(k, m.id);
  }
  const plan = planImport(
    file,
    { byEmail, byPhone },
    input.duplicates,
    (email) => (owners.has(email) ? null : 'Not an agent you can assign contacts to'),
    input.tag_mapping,
  );
  const mappingOut = Object.fromEntries(Object.entries(file.mapping));
  const format = file.format;
  if (input.dry_run) return { import_id: null, dry_run: true, format, mapping: mappingOut, ...plan.report };

  const importId = crypto.randomUUID();
  const mappedStage = Object.values(file.mapping).includes('stage');
  await db.transaction(async (tx) => {
    const defaultOwner = input.defaults.owner_id === undefined ? actor.userId : input.defaults.owner_id;
    const creates = plan.rows.filter((r) => r.action === 'create');
    const needRouting = creates.filter((r) => !r.draft.ownerEmail && defaultOwner === null).length;
    const routed = await routeLeads(tx, ctx, organizationId, needRouting);
    // Rows folded into another row of the file, or into an existing contact.
    const newRecords: MergeableContact[] = [];
    const rowTarget = new Map<number, { kind: 'new'; index: number } | { kind: 'existing'; id: string }>();
    const existingMerges = new Map<string, MergeableContact[]>();
    const addExisting = (id: string, m: MergeableContact) =>
      existingMerges.set(id, [...(existingMerges.get(id) ?? []), m]);
    for (const r of plan.rows as PlannedRow[]) {
      const ownerId = r.draft.ownerEmail
        ? owners.get(r.draft.ownerEmail)!
        : defaultOwner === null
          ? (routed.shift() ?? null)
          : defaultOwner;
      const m = applyDefaults(
        inputToMergeable(r.draft.contact, ownerId),
        input.defaults,
        mappedStage || r.draft.stageFromLabel,
      );
      if (r.action === 'create') {
        rowTarget.set(r.row, { kind: 'new', index: newRecords.push(m) - 1 });
      } else if (r.action === 'merge-existing') {
        rowTarget.set(r.row, { kind: 'existing', id: r.target as string });
        addExisting(r.target as string, m);
      } else {
        const t = rowTarget.get(r.target as number);
        if (!t) continue;
        rowTarget.set(r.row, t);
        if (t.kind === 'new') newRecords[t.index] = mergeContactFields(newRecords[t.index]!, m);
        else addExisting(t.id, m);
      }
    }
    const values: ContactInsert[] = newRecords.map((m) => ({
      organizationId,
      createdBy: actor.userId,
      importBatchId: importId,
      ...mergeableToPatch(m),
      firstName: m.firstName,
    }));
    await insertContacts(tx, values);
    const existingRows = await findVisibleContactsByIds(tx, [...existingMerges.keys()], ctx.visible, true);
    for (const row of existingRows) {
      const merged = existingMerges
        .get(row.id)!
        .reduce((acc, m) => mergeContactFields(acc, m), rowToMergeable(row));
      await updateContactRow(tx, row.id, mergeableToPatch(merged));
    }
    await insertActivities(
      tx,
      existingRows.map((row) => ({
        organizationId,
        contactId: row.id,
        kind: 'import' as const,
        subject: 'Updated from a CSV import',
        details: { import_id: importId },
        authorId: actor.userId,
      })),
    );
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'contact.import',
      entityType: 'contact_import',
      entityId: importId,
      after: {
        ...plan.report,
        errors: plan.report.errors.length,
        duplicates: plan.report.duplicates.length,
        warnings: plan.report.warnings?.length ?? 0,
        format,
        mapping: mappingOut,
        policy: input.duplicates,
      },
      requestId: requestId ?? null,
    });
  });
  return { import_id: importId, dry_run: false, format, mapping: mappingOut, ...plan.report };
}
