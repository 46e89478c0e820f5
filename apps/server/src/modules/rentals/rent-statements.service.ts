import { periodOf, type Period } from '@threshold/domain/rentals/rent-periods';
import { tenantStatement } from '@threshold/domain/rentals/rent-statement';
import type { TenantStatementDto } from '@threshold/domain/rentals/rent-statement.contract';
import type { OwnerStatementDto } from '@threshold/domain/rentals/rental-property.contract';
import { formatCents } from '@threshold/domain/templates/merge-fields';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { getLease } from './leases.service';
import { getOwnerStatement } from './owner-statement.service';
import { findLedger } from './rent-ledger.repository';
import { getRentalProperty } from './rental-properties.service';
import { today } from './rentals-access';
import { toLedgerEntryDtos, toLedgerLine } from './rentals.dto';
import { offThread } from '../../platform/workers/off-thread';
import type * as statementPdf from './statement-pdf';
import type { StatementRow } from './statement-pdf';

/** Writing a statement PDF is CPU work: a worker thread does it (ADR 0191). */
const pdfWork = offThread<typeof statementPdf>(import.meta.url, './statement-pdf');

/**
 * A lease's statement for one month: the domain's tenantStatement over the lease's ledger (the same
 * rules as the ledger endpoint), with the lease's address, unit and tenants. Same scope as the lease.
 */
export async function getTenantStatement(
  db: DbOrTx,
  actor: Actor,
  leaseId: string,
  period: Period = periodOf(today()),
): Promise<TenantStatementDto> {
  const lease = await getLease(db, actor, leaseId);
  const rows = await findLedger(db, leaseId);
  const statement = tenantStatement(rows.map(toLedgerLine), period);
  const inPeriod = new Set(statement.lines.map((l) => l.line.id));
  const entries = toLedgerEntryDtos(rows).filter((e) => inPeriod.has(e.id));
  return {
    lease_id: leaseId,
    period,
    property_address: lease.property_address,
    unit_label: lease.unit.label,
    tenants: lease.tenants.map((t) => t.name),
    opening_balance_cents: statement.opening_balance_cents,
    charges_cents: statement.charges_cents,
    payments_cents: statement.payments_cents,
    credits_cents: statement.credits_cents,
    closing_balance_cents: statement.closing_balance_cents,
    overdue_cents: statement.overdue_cents,
    aging: statement.aging,
    entries,
  };
}

const COLUMNS = [54, 470, 558];
const amountRow = (label: string, cents: number, bold = false): StatementRow => ({
  cells: [label, formatCents(cents)],
  bold,
});

export async function tenantStatementPdf(db: Db, actor: Actor, leaseId: string, period?: Period) {
  const s = await getTenantStatement(db, actor, leaseId, period);
  const bytes = await pdfWork.renderStatementPdf({
    title: `Tenant statement ${s.period}`,
    subtitle: [`${s.property_address}, unit ${s.unit_label}`, `Tenants: ${s.tenants.join(', ') || '—'}`],
    columns: COLUMNS,
    sections: [
      {
        heading: 'Summary',
        rows: [
          amountRow('Opening balance', s.opening_balance_cents),
          amountRow('Charges', s.charges_cents),
          amountRow('Payments', s.payments_cents),
          amountRow('Credits', s.credits_cents),
          amountRow('Closing balance', s.closing_balance_cents, true),
        ],
      },
      {
        heading: 'Entries',
        rows:
          s.entries.length === 0
            ? [{ cells: ['No entries this month'] }]
            : s.entries.map((e) => ({
                cells: [
                  `${e.entry_date}  ${e.description}`,
                  formatCents(e.amount_cents),
                  formatCents(e.balance_cents),
                ],
              })),
      },
      {
        heading: `Aging at the end of ${s.period}`,
        rows: [
          amountRow('Current (0-29 days)', s.aging.current),
          amountRow('30-59 days', s.aging.days_30),
          amountRow('60-89 days', s.aging.days_60),
          amountRow('90+ days', s.aging.days_90_plus),
          amountRow('Overdue', s.overdue_cents, true),
        ],
      },
    ],
  });
  return pdfResponse(bytes, `statement-${s.period}.pdf`);
}

export async function ownerStatementPdf(db: Db, actor: Actor, rentalPropertyId: string, period?: Period) {
  const property = await getRentalProperty(db, actor, rentalPropertyId);
  const s: OwnerStatementDto = await getOwnerStatement(db, actor, rentalPropertyId, period);
  const hidden = (cents: number | null) => (cents === null ? 'not shown' : formatCents(cents));
  const bytes = await pdfWork.renderStatementPdf({
    title: `Owner statement ${s.period}`,
    subtitle: [
      `${property.address.line1}, ${property.address.city}, ${property.address.state} ${property.address.postal_code}`,
    ],
    columns: COLUMNS,
    sections: [
      {
        heading: 'Summary',
        rows: [
          amountRow('Rent collected', s.collected_cents),
          { cells: ['Management fee', hidden(s.management_fee_cents)] },
          amountRow('Expenses', s.expenses_cents),
          { cells: ['Net to owners', hidden(s.net_cents)], bold: true },
        ],
      },
      {
        heading: 'Expenses',
        rows:
          s.expenses.length === 0
            ? [{ cells: ['No expenses this month'] }]
            : s.expenses.map((e) => ({
                cells: [`${e.expense_date}  ${e.description}`, formatCents(e.amount_cents)],
              })),
      },
      {
        heading: 'Owners',
        rows: s.owners.map((o) => ({
          cells: [`${o.name} (${(o.share_bps / 100).toFixed(2)}%)`, hidden(o.net_cents)],
        })),
      },
    ],
  });
  return pdfResponse(bytes, `owner-statement-${s.period}.pdf`);
}

function pdfResponse(bytes: Uint8Array, filename: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
