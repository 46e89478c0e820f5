import { bpsOf } from '@threshold/domain/rentals/late-fees';
import { periodEnd, periodOf, periodStart } from '@threshold/domain/rentals/rent-periods';
import type { OwnerStatementDto } from '@threshold/domain/rentals/rental-property.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { collectedOnProperty, expensesOfProperty, ownerFeeRates } from './owner-statement.repository';
import { findOwnerShares } from './rental-properties.repository';
import { canSeeFees, loadRentalProperty, today } from './rentals-access';
import { isRentalsStaff } from './rentals-scope.repository';

/**
 * One month of a property: rent collected, the management fee (each owner's rate on their share),
 * expenses (completed maintenance costs), and what is left for each owner. The owners (landlord
 * clients of the property) see their own statement whole; staff see fees by the commission rule.
 */
export async function getOwnerStatement(
  db: Db,
  actor: Actor,
  id: string,
  period = periodOf(today()),
): Promise<OwnerStatementDto> {
  const property = await loadRentalProperty(db, actor, id);
  const from = periodStart(period);
  const to = periodEnd(period);
  const [collected, expenses, shares] = await Promise.all([
    collectedOnProperty(db, id, from, to),
    expensesOfProperty(db, id, from, to),
    findOwnerShares(db, [id]),
  ]);
  const rates = new Map(
    (
      await ownerFeeRates(
        db,
        shares.map((s) => s.ownerId),
      )
    ).map((r) => [r.id, r.feeBps]),
  );
  const showFees = !isRentalsStaff(actor) || canSeeFees(actor, property.organizationId, [property.managerId]);
  const expensesCents = expenses.reduce((s, e) => s + e.amountCents, 0);
  const owners = shares.map((s) => {
    const gross = bpsOf(collected, s.shareBps);
    const fee = bpsOf(gross, rates.get(s.ownerId) ?? 0);
    return {
      owner_id: s.ownerId,
      name: s.name,
      share_bps: s.shareBps,
      fee,
      net: gross - fee - bpsOf(expensesCents, s.shareBps),
    };
  });
  const fee = owners.reduce((s, o) => s + o.fee, 0);
  return {
    rental_property_id: id,
    period,
    collected_cents: collected,
    management_fee_cents: showFees ? fee : null,
    expenses: expenses.map((e) => ({
      description: e.description,
      amount_cents: e.amountCents,
      expense_date: e.expenseDate,
    })),
    expenses_cents: expensesCents,
    net_cents: showFees ? collected - fee - expensesCents : null,
    owners: owners.map((o) => ({
      owner_id: o.owner_id,
      name: o.name,
      share_bps: o.share_bps,
      net_cents: showFees ? o.net : null,
    })),
  };
}
