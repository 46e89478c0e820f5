import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactFilters } from '@threshold/domain/contacts/list-contacts.contract';
import { QUIET_STAGES } from '@threshold/domain/contacts/needs-attention';
import { searchCondition } from './contacts-search.sql';
import { contacts } from './contacts.schema';

/** `ARRAY[$1, $2]::text[]`: explicit, so both drivers bind the elements the same way. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** The "needs attention" rule in SQL; mirrors attentionReasons() in the domain. */
export function needsAttentionCondition(days: number): SQL {
  return sql`(${contacts.stage} not in (${sql.join(
    QUIET_STAGES.map((s) => sql`${s}`),
    sql`, `,
  )}) and (${contacts.nextTaskDueAt} < now() or coalesce(${contacts.lastContactedAt}, ${contacts.createdAt}) < now() - make_interval(days => ${days}::int)))`;
}

/** The contacts a list, an export or the facet counts cover: visible to the caller, narrowed by the list filters. */
export interface ContactSelection {
  /** The caller's scope condition (CrmContext.visible). */
  visible: SQL;
  filters: ContactFilters;
  userId: string;
  needsAttentionDays: number;
  /** Typo-tolerant matching (pg_trgm only); the list uses it when exact matching finds too little. */
  fuzzy: boolean;
}

/** The selection as SQL conditions: the scope, then the filters (AND of filters, OR within one filter). */
export function selectionConditions(selection: ContactSelection): SQL[] {
  const { visible, filters: f, userId, needsAttentionDays, fuzzy } = selection;
  const out: (SQL | undefined)[] = [visible];
  if (f.q) out.push(searchCondition(f.q, fuzzy));
  if (f.type?.length) out.push(sql`${contacts.types} && ${textArray(f.type)}`);
  if (f.stage?.length) out.push(inArray(contacts.stage, f.stage));
  if (f.tag?.length) out.push(sql`${contacts.tags} && ${textArray(f.tag)}`);
  if (f.source?.length) out.push(inArray(contacts.leadSource, f.source));
  if (f.team) out.push(eq(contacts.teamId, f.team));
  if (f.organization_id) out.push(eq(contacts.organizationId, f.organization_id));
  if (f.owner?.length) {
    const ids = f.owner.filter((o) => o !== 'unassigned').map((o) => (o === 'me' ? userId : o));
    const parts: SQL[] = [];
    if (ids.length) parts.push(inArray(contacts.ownerId, ids));
    if (f.owner.includes('unassigned')) parts.push(isNull(contacts.ownerId));
    out.push(or(...parts));
  }
  if (f.needs_attention === true) out.push(needsAttentionCondition(needsAttentionDays));
  if (f.needs_attention === false) out.push(sql`not ${needsAttentionCondition(needsAttentionDays)}`);
  return out.filter((c): c is SQL => c !== undefined);
}
