import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactFilters } from '@threshold/domain/contacts/listContacts.contract';
import { QUIET_STAGES } from '@threshold/domain/contacts/needs-attention';
import { searchTokens } from '@threshold/domain/contacts/normalize';
import { containsPattern } from '../../platform/db/like';
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

/**
 * Search: every token must occur in search_text (ILIKE, any position). In fuzzy mode (pg_trgm),
 * a word of 3+ letters may instead match by word similarity, which forgives typos
 * ("maximillian"); digit tokens (phones) always match exactly.
 */
export function searchCondition(q: string, fuzzy: boolean): SQL | undefined {
  const tokens = searchTokens(q);
  if (!tokens.length) return undefined;
  return and(
    ...tokens.map((t) => {
      const substring = sql`${contacts.searchText} ilike ${containsPattern(t)}`;
      if (!fuzzy || t.length < 3 || /^\d+$/.test(t)) return substring;
      return sql`(${substring} or ${t} <% ${contacts.searchText})`;
    }),
  )!;
}

export interface FilterContext {
  userId: string;
  needsAttentionDays: number;
  /** Typo-tolerant matching (pg_trgm only); the list uses it when exact matching finds too little. */
  fuzzy: boolean;
}

/** The list filters as SQL conditions (AND of filters, OR within one filter). */
export function filterConditions(f: ContactFilters, ctx: FilterContext): SQL[] {
  const out: (SQL | undefined)[] = [];
  if (f.q) out.push(searchCondition(f.q, ctx.fuzzy));
  if (f.type?.length) out.push(sql`${contacts.types} && ${textArray(f.type)}`);
  if (f.stage?.length) out.push(inArray(contacts.stage, f.stage));
  if (f.tag?.length) out.push(sql`${contacts.tags} && ${textArray(f.tag)}`);
  if (f.source?.length) out.push(inArray(contacts.leadSource, f.source));
  if (f.team) out.push(eq(contacts.teamId, f.team));
  if (f.organization_id) out.push(eq(contacts.organizationId, f.organization_id));
  if (f.owner?.length) {
    const ids = f.owner.filter((o) => o !== 'unassigned').map((o) => (o === 'me' ? ctx.userId : o));
    const parts: SQL[] = [];
    if (ids.length) parts.push(inArray(contacts.ownerId, ids));
    if (f.owner.includes('unassigned')) parts.push(isNull(contacts.ownerId));
    out.push(or(...parts));
  }
  if (f.needs_attention === true) out.push(needsAttentionCondition(ctx.needsAttentionDays));
  if (f.needs_attention === false) out.push(sql`not ${needsAttentionCondition(ctx.needsAttentionDays)}`);
  return out.filter((c): c is SQL => c !== undefined);
}
