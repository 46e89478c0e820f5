import { sql, type SQL } from 'drizzle-orm';
import { transactions as t } from '../transactions/transactions.schema';

/*
 * A deal's brokerage net ("company dollar") as one correlated SQL expression, step for step the
 * arithmetic of computeCommission (packages/domain/src/transactions/commission.ts, ADR 0023):
 * side gross → minus referral → credited to the side's agents by share (largest remainder, earlier
 * agents win ties) → the brokerage keeps credit − round(credit × split) → plus agent-paid fees payable
 * to the brokerage (a percent of the paying agent's first share) → minus brokerage-paid fees (a
 * percent of the brokerage's total split). The reconciliation test compares it with the list's
 * brokerage_net_cents on every deal.
 */

const basis = sql`coalesce(${t.salePriceCents}, ${t.offerPriceCents}, ${t.listPriceCents}, 0)::bigint`;
const half = (cents: SQL, bps: SQL) => sql`((${cents})::bigint * (${bps}) + 5000) / 10000`;
const amountOf = (amount: SQL, base: SQL) =>
  sql`case ${amount} ->> 'kind' when 'flat' then (${amount} ->> 'amount_cents')::bigint
    when 'percent' then ${half(base, sql`(${amount} ->> 'rate_bps')::bigint`)} else 0 end`;

export function sideGross(side: 'listing' | 'buyer'): SQL {
  return amountOf(sql`(${t.commission} -> ${sql.raw(`'${side}_side'`)})`, basis);
}

function sideNet(side: 'listing' | 'buyer'): SQL {
  const gross = sideGross(side);
  return sql`(${gross} - case when ${t.commission} -> 'referral' ->> 'side' = ${sql.raw(`'${side}'`)}
    then ${half(gross, sql`(${t.commission} -> 'referral' ->> 'rate_bps')::bigint`)} else 0 end)`;
}

/** Every agent share of the deal with its credit and the agent's gross (after the brokerage split). */
const shares = sql`(select s.*, (s.credit * s.split + 5000) / 10000 as agent_gross
  from (select a.ord, a.side, a.uid, a.split,
      a.base + case when row_number() over (partition by a.side order by a.rem desc, a.ord)
        <= a.net - sum(a.base) over (partition by a.side) then 1 else 0 end as credit
    from (select e.ord, e.v ->> 'side' as side, e.v ->> 'user_id' as uid, (e.v ->> 'split_bps')::bigint as split,
        n.net, n.net * (e.v ->> 'share_bps')::bigint / 10000 as base, n.net * (e.v ->> 'share_bps')::bigint % 10000 as rem
      from jsonb_array_elements(${t.commission} -> 'agents') with ordinality as e(v, ord)
      join (values ('listing', ${sideNet('listing')}), ('buyer', ${sideNet('buyer')})) as n(side, net)
        on n.side = e.v ->> 'side') a) s)`;

const brokerageSplit = sql`(select coalesce(sum(x.credit - x.agent_gross), 0)::bigint from ${shares} x)`;

/** The gross of the first share (listing side first, then plan order) of the agent who pays a fee. */
const payerGross = (fee: SQL) =>
  sql`(select x.agent_gross from ${shares} x where x.uid = ${fee} ->> 'agent_user_id'
    order by case x.side when 'listing' then 0 else 1 end, x.ord limit 1)`;

const fees = sql`(select coalesce(sum(case
    when f.v ->> 'paid_by' = 'agent' and f.v ->> 'payee' = 'brokerage' then ${amountOf(sql`(f.v -> 'amount')`, payerGross(sql`f.v`))}
    when f.v ->> 'paid_by' = 'brokerage' then -(${amountOf(sql`(f.v -> 'amount')`, brokerageSplit)})
    else 0 end), 0)
  from jsonb_array_elements(coalesce(${t.commission} -> 'fees', '[]'::jsonb)) as f(v))`;

/** The deal's company dollar in cents; 0 without a commission plan. */
export const companyDollar = sql`case when ${t.commission} is null then 0 else ${brokerageSplit} + ${fees} end`;
