import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contacts } from './contacts.schema';
import { textArray } from './contacts-filters.sql';

/** Largest group of contacts sharing one key that is still compared pair by pair. */
const MAX_GROUP = 25;

/**
 * Candidate pairs among visible contacts: those sharing an e-mail key, a phone key, or a name key
 * (last name + first initial). Scoring happens in the service (packages/domain duplicates.ts).
 */
export async function findCandidatePairs(
  db: DbOrTx,
  visible: SQL,
  contactId: string | undefined,
  max = 2000,
): Promise<[string, string][]> {
  const only = contactId ? sql`and (a.id = ${contactId}::uuid or b.id = ${contactId}::uuid)` : sql``;
  const result = await db.execute(sql`
    with v as (select ${contacts.id} as id, ${contacts.emailKeys} as ek, ${contacts.phoneKeys} as pk, ${contacts.nameKey} as nk from ${contacts} where ${visible}),
    k as (
      select id, 'e:' || unnest(ek) as key from v
      union all select id, 'p:' || unnest(pk) from v
      union all select id, 'n:' || nk from v where nk <> ''
    ),
    g as (select key from k group by key having count(*) between 2 and ${MAX_GROUP})
    select distinct a.id::text as a, b.id::text as b
    from k a join k b on a.key = b.key and a.id < b.id
    where a.key in (select key from g) ${only}
    limit ${max}`);
  return (result as unknown as { rows: { a: string; b: string }[] }).rows.map((r) => [r.a, r.b]);
}

export interface KeyMatchRow {
  id: string;
  emailKeys: string[];
  phoneKeys: string[];
}

/** Visible contacts holding any of the given e-mail or phone keys (import duplicate check). */
export async function findContactsByKeys(
  db: DbOrTx,
  visible: SQL,
  emailKeys: string[],
  phoneKeys: string[],
): Promise<KeyMatchRow[]> {
  const out = new Map<string, KeyMatchRow>();
  // Small batches keep the GIN index in play; a 5,000-key array makes the planner scan and
  // compare every row of the organization instead (700 ms against 1 ms, bench/contacts.bench.ts).
  const CHUNK = 250;
  const run = async (cond: SQL) => {
    const rows = await db
      .select({ id: contacts.id, emailKeys: contacts.emailKeys, phoneKeys: contacts.phoneKeys })
      .from(contacts)
      .where(and(visible, cond));
    for (const r of rows) out.set(r.id, r);
  };
  for (let i = 0; i < emailKeys.length; i += CHUNK)
    await run(sql`${contacts.emailKeys} && ${textArray(emailKeys.slice(i, i + CHUNK))}`);
  for (let i = 0; i < phoneKeys.length; i += CHUNK)
    await run(sql`${contacts.phoneKeys} && ${textArray(phoneKeys.slice(i, i + CHUNK))}`);
  return [...out.values()];
}

/** Visible contacts that might be the person in a draft (quick-add check). */
export async function findDraftCandidates(
  db: DbOrTx,
  visible: SQL,
  keys: { emailKeys: string[]; phoneKeys: string[]; nameKey: string },
  excludeId?: string,
) {
  const conds: SQL[] = [];
  if (keys.emailKeys.length) conds.push(sql`${contacts.emailKeys} && ${textArray(keys.emailKeys)}`);
  if (keys.phoneKeys.length) conds.push(sql`${contacts.phoneKeys} && ${textArray(keys.phoneKeys)}`);
  if (keys.nameKey) conds.push(eq(contacts.nameKey, keys.nameKey));
  if (!conds.length) return [];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(visible, or(...conds), excludeId ? sql`${contacts.id} <> ${excludeId}::uuid` : undefined))
    .limit(50);
  return rows.map((r) => r.id);
}
