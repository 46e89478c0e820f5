import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerTotals, type LedgerLine } from './rent-ledger';
import { fromDayNumber, periodsBetween, toDayNumber } from './rent-periods';
import { tenantStatement } from './rent-statement';

const line: fc.Arbitrary<LedgerLine> = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom('charge', 'late_fee', 'payment', 'credit', 'adjustment'),
    amount_cents: fc.integer({ min: 1, max: 500_000 }),
    entry_date: fc
      .integer({ min: toDayNumber('2026-01-01'), max: toDayNumber('2026-06-30') })
      .map(fromDayNumber),
    negative: fc.boolean(),
  })
  .map(({ negative, ...l }) => ({
    ...l,
    amount_cents: l.kind === 'adjustment' && negative ? -l.amount_cents : l.amount_cents,
  }));
const inLedgerOrder = (lines: LedgerLine[]) =>
  [...lines].sort((a, b) => a.entry_date.localeCompare(b.entry_date));

describe('tenant statement', () => {
  it('chains months: each closes where the next opens, and the last closes at the ledger balance', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (unsorted) => {
        const lines = inLedgerOrder(unsorted);
        let opening = 0;
        for (const period of periodsBetween('2026-01', '2026-06')) {
          const s = tenantStatement(lines, period);
          expect(s.opening_balance_cents).toBe(opening);
          expect(s.closing_balance_cents).toBe(
            s.opening_balance_cents + s.charges_cents - s.payments_cents - s.credits_cents,
          );
          expect(s.lines.at(-1)?.balance_cents ?? s.opening_balance_cents).toBe(s.closing_balance_cents);
          opening = s.closing_balance_cents;
        }
        expect(opening).toBe(ledgerTotals(lines).balance_cents);
      }),
    );
  });

  it('states a known month', () => {
    const s = tenantStatement(
      [
        { id: 'a', kind: 'charge', amount_cents: 150_000, entry_date: '2026-01-01', due_date: '2026-01-01' },
        { id: 'b', kind: 'charge', amount_cents: 150_000, entry_date: '2026-02-01', due_date: '2026-02-01' },
        { id: 'c', kind: 'payment', amount_cents: 100_000, entry_date: '2026-02-03' },
        { id: 'd', kind: 'late_fee', amount_cents: 5_000, entry_date: '2026-02-07', due_date: '2026-02-07' },
        { id: 'e', kind: 'payment', amount_cents: 50_000, entry_date: '2026-03-02' },
      ],
      '2026-02',
    );
    expect(s).toMatchObject({
      opening_balance_cents: 150_000,
      charges_cents: 155_000,
      payments_cents: 100_000,
      closing_balance_cents: 205_000,
      aging: { current: 155_000, days_30: 50_000, days_60: 0, days_90_plus: 0 },
    });
    expect(s.lines.map((l) => l.line.id)).toEqual(['b', 'c', 'd']);
  });
});
