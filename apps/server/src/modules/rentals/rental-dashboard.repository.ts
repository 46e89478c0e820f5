import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { leases, rentalProperties } from './rentals.schema';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Signed effect of a ledger row on the balance (payments and credits reduce it). */
const SIGNED = sql.raw(
  `case when e.kind in ('payment', 'credit') then -e.amount_cents else e.amount_cents end`,
);
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

/** Charges falling due in [from, to] and payments received in it, over the leases in scope. */
export async function dueAndCollected(db: DbOrTx, leaseScope: SQL, from: string, to: string) {
  const [row] = await rowsOf<{ due: string | number; collected: string | number }>(
    db,
    sql`
    select
      coalesce(sum(e.amount_cents) filter (where e.kind in ('charge', 'late_fee') and e.due_date between ${from} and ${to}), 0)::bigint as due,
      coalesce(sum(e.amount_cents) filter (where e.kind = 'payment' and e.entry_date between ${from} and ${to}), 0)::bigint as collected
    from rent_ledger_entries e
    join ${leases} on ${leases.id} = e.lease_id
    where ${leaseScope} and e.entry_date between (${from}::date - 62) and ${to}`,
  );
  return { due: Number(row?.due ?? 0), collected: Number(row?.collected ?? 0) };
}

/**
 * Each lease in scope that owes money, with its open charges aged as of `asOf`. Payments apply
 * oldest charge first (packages/domain rent-ledger), so what stays open of a balance B are the newest
 * debits covering B: a debit is open by min(amount, B − the debits due after it). Done in SQL so the
 * dashboard reads only the owing leases' debits.
 */
export async function delinquentLeases(db: DbOrTx, leaseScope: SQL, asOf: string) {
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
    with owing as (
      select l.id, sum(${SIGNED}) as balance
      from ${leases} l
      join rent_ledger_entries e on e.lease_id = l.id
      where ${sql.raw('l.id in (select leases.id from leases where ')}${leaseScope}${sql.raw(')')}
      group by l.id
      having sum(${SIGNED}) > 0
    ), debits as (
      select e.lease_id, coalesce(e.due_date, e.entry_date) as due, o.balance,
        abs(e.amount_cents) as amount,
        coalesce(sum(abs(e.amount_cents)) over (partition by e.lease_id order by coalesce(e.due_date, e.entry_date) desc, e.id desc
          rows between unbounded preceding and 1 preceding), 0) as after
      from rent_ledger_entries e join owing o on o.id = e.lease_id
      where e.kind in ('charge', 'late_fee') or (e.kind = 'adjustment' and e.amount_cents > 0)
    ), open as (
      select lease_id, ${asOf}::date - due as days, greatest(0, least(amount, balance - after)) as open_cents from debits
    )
    select l.id as lease_id, p.address_line1 || ', ' || p.city as address, u.label as unit_label, ${TENANTS} as tenants,
      o.balance,
      coalesce(sum(x.open_cents) filter (where x.days >= 0 and x.days < 30), 0) as current,
      coalesce(sum(x.open_cents) filter (where x.days >= 30 and x.days < 60), 0) as d30,
      coalesce(sum(x.open_cents) filter (where x.days >= 60 and x.days < 90), 0) as d60,
      coalesce(sum(x.open_cents) filter (where x.days >= 90), 0) as d90
    from owing o
    join leases l on l.id = o.id
    join rental_units u on u.id = l.unit_id
    join rental_properties rp on rp.id = l.rental_property_id
    join properties p on p.id = rp.property_id
    left join open x on x.lease_id = o.id
    group by l.id, p.address_line1, p.city, u.label, o.balance
    order by o.balance desc`,
  );
}

export async function endingLeases(db: DbOrTx, leaseScope: SQL, asOf: string) {
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
    select l.id as lease_id, p.address_line1 || ', ' || p.city as address, u.label as unit_label, ${TENANTS} as tenants,
      to_char(l.end_date, 'YYYY-MM-DD') as end_date, (l.end_date - ${asOf}::date)::int as days_left
    from ${leases} l
    join rental_units u on u.id = l.unit_id
    join rental_properties rp on rp.id = l.rental_property_id
    join properties p on p.id = rp.property_id
    where ${sql.raw('l.id in (select leases.id from leases where ')}${leaseScope}${sql.raw(')')}
      and l.status in ('active', 'notice') and l.end_date between ${asOf}::date and ${asOf}::date + 90
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
      (select sum(${SIGNED}) from rent_ledger_entries e where e.lease_id = l.id) as balance
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
