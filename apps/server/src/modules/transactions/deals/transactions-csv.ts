import type { TransactionRow } from './transactions.repository';
import { breakdownFor } from './transactions.dto';

/**
 * CSV (RFC 4180) for the export. Text cells that a spreadsheet would run as a formula (starting with
 * = + - @ or a control character) are prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dollars = (cents: number | null) => (cents == null ? null : (cents / 100).toFixed(2));
const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const BASE_COLUMNS: [string, (r: TransactionRow) => string | number | null][] = [
  ['ID', (r) => r.id],
  ['Title', (r) => r.title],
  ['Status', (r) => r.status],
  ['Type', (r) => r.type],
  ['Side', (r) => r.side],
  ['Address', (r) => [r.addressLine1, r.addressLine2].filter(Boolean).join(' ')],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['Postal code', (r) => r.postalCode],
  ['MLS number', (r) => r.mlsNumber],
  ['Property type', (r) => r.propertyType],
  ['Agent', (r) => name(r.ownerFirstName, r.ownerLastName)],
  ['Team', (r) => r.teamName],
  ['List price', (r) => dollars(r.listPriceCents)],
  ['Offer price', (r) => dollars(r.offerPriceCents)],
  ['Sale price', (r) => dollars(r.salePriceCents)],
  ['Closing date', (r) => r.closingDate],
  ['Created', (r) => r.createdAt.toISOString()],
  ['Updated', (r) => r.updatedAt.toISOString()],
];

export function transactionsCsv(
  rows: TransactionRow[],
  financialColumns: boolean,
  rowFinancialsVisible: (r: TransactionRow) => boolean,
): string {
  const header = [
    ...BASE_COLUMNS.map(([h]) => h),
    ...(financialColumns ? ['Gross commission', 'Brokerage net'] : []),
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = BASE_COLUMNS.map(([, get]) => get(row));
    if (financialColumns) {
      const b = rowFinancialsVisible(row) ? breakdownFor(row) : null;
      cells.push(b ? dollars(b.grossCents) : null, b ? dollars(b.brokerage.netCents) : null);
    }
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
