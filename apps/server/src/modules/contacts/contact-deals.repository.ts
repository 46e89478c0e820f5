import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';

/**
 * Deal links live in the transactions module's transaction_participants(contact_id, user_id,
 * transaction_id, roles). This module reaches them with plain SQL, guarded by to_regclass, so it
 * neither depends on that module's code nor breaks on a database without those tables.
 */
export async function dealTablesExist(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('public.transaction_participants') is not null and to_regclass('public.transactions') is not null as ok`,
  );
  return Boolean((result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
}

type DealScopeRule = (actor: Actor) => SQL;
let dealScopeRule: DealScopeRule = () => sql`false`;

/**
 * Which deals a caller may see from a contact is the transactions module's deal scope
 * (transactionScope). This module cannot import it — transactions already depends on contacts, and
 * modules must not import each other both ways — so that module hands its rule over here when its
 * routes are built (docs/decisions/0080). Until then no deal is visible: fail closed. The condition
 * names the deal table `transactions`, so the queries that use it do not alias that table.
 */
export function provideDealScope(rule: DealScopeRule): void {
  dealScopeRule = rule;
}

/** SQL for "a deal this caller may see"; every deal shown from a contact passes it. */
export const visibleDealsFor = (actor: Actor): SQL => dealScopeRule(actor);

interface DealRow {
  transaction_id: string;
  title: string | null;
  status: string | null;
  roles: string[] | string | null;
  updated_at: Date | string | null;
}

export async function findContactDeals(
  db: DbOrTx,
  contactId: string,
  organizationId: string,
  visibleDeals: SQL,
) {
  if (!(await dealTablesExist(db))) return [];
  const result = await db.execute(sql`
    select transactions.id::text as transaction_id, transactions.title, transactions.status, tp.roles, transactions.updated_at
    from transaction_participants tp
    join transactions on transactions.id = tp.transaction_id
    where tp.contact_id = ${contactId} and transactions.organization_id = ${organizationId} and ${visibleDeals}
    order by transactions.updated_at desc
    limit 200`);
  return (result as unknown as { rows: DealRow[] }).rows.map((r) => ({
    transaction_id: r.transaction_id,
    title: r.title,
    status: r.status,
    participant_roles: Array.isArray(r.roles)
      ? r.roles
      : typeof r.roles === 'string'
        ? r.roles
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : [],
    updated_at: r.updated_at ? new Date(r.updated_at).toISOString() : null,
  }));
}

/**
 * Merge: the duplicate's deal links move to the survivor. Where both are on the same deal, the
 * duplicate's roles are added to the survivor's row and its own row is removed (one row per
 * person per deal). Returns the number of deals now linked through the move.
 */
export async function moveDealLinks(db: DbOrTx, fromContactId: string, toContactId: string): Promise<number> {
  if (!(await dealTablesExist(db))) return 0;
  await db.execute(sql`
    update transaction_participants s
    set roles = array(select distinct r from unnest(s.roles || d.roles) r)
    from transaction_participants d
    where s.contact_id = ${toContactId} and d.contact_id = ${fromContactId} and d.transaction_id = s.transaction_id`);
  const shared = await db.execute(sql`
    delete from transaction_participants d
    using transaction_participants s
    where d.contact_id = ${fromContactId} and s.contact_id = ${toContactId} and s.transaction_id = d.transaction_id
    returning d.id`);
  const moved = await db.execute(sql`
    update transaction_participants set contact_id = ${toContactId} where contact_id = ${fromContactId} returning id`);
  const count = (r: unknown) => (r as { rows: unknown[] }).rows.length;
  return count(shared) + count(moved);
}

/**
 * Invitation accepted: the contact's participant rows get the new user id, so the transactions
 * scope ("deals where I am a participant") shows them. Rows on a deal where the user already
 * takes part are left alone (one row per user per deal).
 */
export async function linkDealsToUser(db: DbOrTx, contactId: string, userId: string): Promise<number> {
  if (!(await dealTablesExist(db))) return 0;
  const result = await db.execute(sql`
    update transaction_participants p set user_id = ${userId}
    where p.contact_id = ${contactId} and p.user_id is null
      and not exists (select 1 from transaction_participants o where o.transaction_id = p.transaction_id and o.user_id = ${userId})
    returning p.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
