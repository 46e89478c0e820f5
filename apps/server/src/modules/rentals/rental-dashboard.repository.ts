import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { leases, rentalProperties } from './rentals.schema';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const TENANTS =
  sql.raw(`(select string_agg(trim(c.first_name || ' ' || c.last_name), ', ' order by lt.position)
  from lease_tenants lt join contacts c on c.id = lt.contact_id where lt.lease_id = l.id)`);

export async function unitCounts(db: DbOrTx, propertyScope: SQL) {
  return rowsOf<{ status: string; n: number; market: string | number; rent: string | number }>(
    db,
    sql`
    select u.status, count(*)::int as n, coalesce(sum(u.market_rent_cents), 0)::bigint as market,
      coalesce(sum(l.rent_cents), 0)::bigint as rent
    from rental_units u
    join ${rentalProperties} on ${rentalProperties.id} = u.rental_property_id
    left join leases l on l.unit_id = u.id and l.status in ('active', 'notice')
    where ${propertyScope}
    group by u.status`,
  );
}

/**
 * Charges and late fees falling due in the month starting `monthStart` and payments received in it,
 * over the leases in scope: one stored row per lease and month (`lease_month_totals`, ADR 0172).
 */
export async function dueAndCollected(db: DbOrTx, leaseScope: SQL, monthStart: string) {
  const [row] = await rowsOf<{ due: string | number; collected: string | number }>(
    db,
    sql`
    select coalesce(sum(t.due_cents), 0)::bigint as due, coalesce(sum(t.collected_cents), 0)::bigint as collected
    from lease_month_totals t
    join ${leases} on ${leases.id} = t.lease_id
    where ${leaseScope} and t.month = ${monthStart}::date`,
  );
  return { due: Number(row?.due ?? 0), collected: Number(row?.collected ?? 0) };
}

/**
 * Delinquency over the leases in scope: what they owe in all and its aging as of `asOf`. Reads the
 * balances and open debits the ledger trigger keeps (ADR 0157) — only the owing leases, and of those
 * only the debits that cover each balance — never the ledgers themselves.
 */
export async function delinquencyTotals(db: DbOrTx, leaseScope: SQL, asOf: string) {
  const [row] = await rowsOf<{
    balance: string | number | null;
    current: string | number | null;
    d30: string | number | null;
    d60: string | number | null;
    d90: string | number | null;
  }>(
    db,
    sql`
    with owing as (
      select b.lease_id, b.balance_cents from lease_balances b
      join ${leases} on ${leases.id} = b.lease_id
      where ${leaseScope} and b.balance_cents > 0
    ), aged as (
      select ${asOf}::date - d.due_date as days, d.open_cents from lease_open_debits d join owing o on o.lease_id = d.lease_id
    )
    select (select sum(balance_cents) from owing) as balance,
      (select sum(open_cents) filter (where days >= 0 and days < 30) from aged) as current,
      (select sum(open_cents) filter (where days >= 30 and days < 60) from aged) as d30,
      (select sum(open_cents) filter (where days >= 60 and days < 90) from aged) as d60,
      (select sum(open_cents) filter (where days >= 90) from aged) as d90`,
  );
  return row!;
}

/**
 * The `limit` leases in scope owing the most, with their open charges aged as of `asOf`. Payments
 * apply oldest charge first (packages/domain rent-ledger), so what stays open of a balance B are the
 * newest debits covering B; the trigger stores those (`lease_open_debits`).
 */
export async function delinquentLeases(db: DbOrTx, leaseScope: SQL, asOf: string, limit: number) {
  return rowsOf<{
    lease_id: string;
    address: string;
    unit_label: string;
    tenants: string | null;
    balance: string | number;
    current: string | number;
    d30: string | number;
    d60: string | number;
    d90: string | number;
  }>(
    db,
    sql`
    with top as (
      select b.lease_id, b.balance_cents as balance from lease_balances b
      join ${leases} on ${leases.id} = b.lease_id
      where ${leaseScope} and b.balance_cents > 0
      order by b.balance_cents desc, b.lease_id
      limit ${limit}
    ), open as (
      select d.lease_id, ${asOf}::date - d.due_date as days, d.open_cents from lease_open_debits d join top o on o.lease_id = d.lease_id
    )
    select l.id as lease_id, p.address_line1 || ', ' || p.city as address, u.label as unit_label, ${TENANTS} as tenants,
      o.balance,
      coalesce(sum(x.open_cents) filter (where x.days >= 0 and x.days < 30), 0) as current,
      coalesce(sum(x.open_cents) filter (where x.days >= 30 and x.days < 60), 0) as d30,
      coalesce(sum(x.open_cents) filter (where x.days >= 60 and x.days < 90), 0) as d60,
      coalesce(sum(x.open_cents) filter (where x.days >= 90), 0) as d90
    from top o
    join leases l on l.id = o.lease_id
    join rental_units u on u.id = l.unit_id
    join rental_properties rp on rp.id = l.rental_property_id
    join properties p on p.id = rp.property_id
    left join open x on x.lease_id = o.lease_id
    group by l.id, p.address_line1, p.city, u.label, o.balance
    order by o.balance desc, l.id`,
  );
}

/** How many signed leases in scope end within 30, 60 and 90 days of `asOf`. */
export async function endingCounts(db: DbOrTx, leaseScope: SQL, asOf: string) {
  const [row] = await rowsOf<{ in_30: number; in_60: number; in_90: number }>(
    db,
    sql`
    select count(*) filter (where ${leases.endDate} <= ${asOf}::date + 30)::int as in_30,
      count(*) filter (where ${leases.endDate} <= ${asOf}::date + 60)::int as in_60,
      count(*)::int as in_90
    from ${leases}
    where ${leaseScope} and ${leases.status} in ('active', 'notice')
      and ${leases.endDate} between ${asOf}::date and ${asOf}::date + 90`,
  );
  return row!;
}

/** The first `limit` signed leases in scope ending within 90 days of `asOf`, soonest first. */
export async function endingLeases(db: DbOrTx, leaseScope: SQL, asOf: string, limit: number) {
  return rowsOf<{
    lease_id: string;
    address: string;
    unit_label: string;
    tenants: string | null;
    end_date: string;
    days_left: number;
  }>(
    db,
    sql`
    with ending as (
      select ${leases.id} as id from ${leases}
      where ${leaseScope} and ${leases.status} in ('active', 'notice')
        and ${leases.endDate} between ${asOf}::date and ${asOf}::date + 90
      order by ${leases.endDate}, ${leases.id}
      limit ${limit}
    )
    select l.id as lease_id, p.address_line1 || ', ' || p.city as address, u.label as unit_label, ${TENANTS} as tenants,
      to_char(l.end_date, 'YYYY-MM-DD') as end_date, (l.end_date - ${asOf}::date)::int as days_left
    from ending
    join leases l on l.id = ending.id
    join rental_units u on u.id = l.unit_id
    join rental_properties rp on rp.id = l.rental_property_id
    join properties p on p.id = rp.property_id
    order by l.end_date, l.id`,
  );
}

export async function openMaintenanceByPriority(db: DbOrTx, propertyScope: SQL) {
  return rowsOf<{ priority: string; n: number }>(
    db,
    sql`
    select m.priority, count(*)::int as n
    from maintenance_requests m
    join ${rentalProperties} on ${rentalProperties.id} = m.rental_property_id
    where ${propertyScope} and m.status not in ('done', 'cancelled')
    group by m.priority`,
  );
}

export async function rentRollPage(
  db: DbOrTx,
  propertyScope: SQL,
  rentalPropertyId: string | undefined,
  limit: number,
  after: { address: string; label: string; id: string } | null,
) {
  return rowsOf<{
    unit_id: string;
    rental_property_id: string;
    address: string;
    label: string;
    status: string;
    market: string | number;
    lease_id: string | null;
    tenants: string | null;
    rent: string | number | null;
    end_date: string | null;
    balance: string | number | null;
  }>(
    db,
    sql`
    select u.id as unit_id, u.rental_property_id, p.address_line1 || ', ' || p.city as address, u.label, u.status,
      u.market_rent_cents as market, l.id as lease_id, ${TENANTS} as tenants, l.rent_cents as rent,
      to_char(l.end_date, 'YYYY-MM-DD') as end_date,
      (select b.balance_cents from lease_balances b where b.lease_id = l.id) as balance
    from rental_units u
    join ${rentalProperties} on ${rentalProperties.id} = u.rental_property_id
    join properties p on p.id = ${rentalProperties.propertyId}
    left join leases l on l.unit_id = u.id and l.status in ('active', 'notice')
    where ${propertyScope}
      ${rentalPropertyId ? sql`and u.rental_property_id = ${rentalPropertyId}` : sql``}
      ${after ? sql`and (p.address_line1 || ', ' || p.city, u.label, u.id) > (${after.address}, ${after.label}, ${after.id}::uuid)` : sql``}
    order by p.address_line1 || ', ' || p.city, u.label, u.id
    limit ${limit + 1}`,
  );
}
