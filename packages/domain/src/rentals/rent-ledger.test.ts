import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargesForPeriod, prorate } from './rent-charges';
import { lateFeeTotal, type LateFeeRule } from './late-fees';
import { agingOf, applyPayments, ledgerTotals, runningBalances, type LedgerLine } from './rent-ledger';
import { addDays, daysInPeriod, fromDayNumber, toDayNumber } from './rent-periods';
import { canPostDeposit, depositHeld } from './deposit-ledger';

const cents = fc.integer({ min: 1, max: 2_000_000 });
const isoDate = fc
  .integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2027-12-31') })
  .map(fromDayNumber);
const line: fc.Arbitrary<LedgerLine> = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom('charge', 'late_fee', 'payment', 'credit', 'adjustment'),
    amount_cents: cents,
    entry_date: isoDate,
    negative: fc.boolean(),
  })
  .map(({ negative, ...l }) => ({
    ...l,
    amount_cents: l.kind === 'adjustment' && negative ? -l.amount_cents : l.amount_cents,
  }));
const rule: fc.Arbitrary<LateFeeRule> = fc.record({
  grace_days: fc.integer({ min: 0, max: 15 }),
  kind: fc.constantFrom('flat', 'percent_of_rent', 'percent_of_balance', 'per_day'),
  amount_cents: fc.integer({ min: 0, max: 50_000 }),
  rate_bps: fc.integer({ min: 0, max: 10_000 }),
  cap_cents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});

describe('ledger balance', () => {
  it('equals charges − payments − credits after every line', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const running = runningBalances(lines);
        lines.forEach((_, i) => {
          const t = ledgerTotals(lines.slice(0, i + 1));
          expect(running[i]).toBe(t.balance_cents);
          expect(t.balance_cents).toBe(t.charges_cents - t.payments_cents - t.credits_cents);
        });
      }),
    );
  });

  it('counts a known ledger exactly', () => {
    const lines: LedgerLine[] = [
      { id: 'a', kind: 'charge', amount_cents: 150_000, entry_date: '2026-01-01' },
      { id: 'b', kind: 'payment', amount_cents: 100_000, entry_date: '2026-01-03' },
      { id: 'c', kind: 'late_fee', amount_cents: 5_000, entry_date: '2026-01-06' },
      { id: 'd', kind: 'adjustment', amount_cents: -2_500, entry_date: '2026-01-07' },
      { id: 'e', kind: 'credit', amount_cents: 2_500, entry_date: '2026-01-08' },
    ];
    expect(ledgerTotals(lines)).toEqual({
      charges_cents: 155_000,
      payments_cents: 100_000,
      credits_cents: 5_000,
      balance_cents: 50_000,
    });
  });
});

describe('payment application', () => {
  it('applies the same total whatever order payments and charges arrive in', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.nat(), (lines, seed) => {
        const shuffled = [...lines].sort(
          (a, b) => (a.id.charCodeAt(seed % 8) ?? 0) - (b.id.charCodeAt(seed % 8) ?? 0),
        );
        const a = applyPayments(lines);
        const b = applyPayments(shuffled);
        const open = (r: typeof a) => r.charges.reduce((s, c) => s + c.open_cents, 0);
        expect(open(b)).toBe(open(a));
        expect(b.unapplied_cents).toBe(a.unapplied_cents);
        expect(open(a) - a.unapplied_cents).toBe(ledgerTotals(lines).balance_cents);
      }),
    );
  });

  it('pays the oldest charge first', () => {
    const r = applyPayments([
      { id: 'feb', kind: 'charge', amount_cents: 1000, entry_date: '2026-02-01' },
      { id: 'jan', kind: 'charge', amount_cents: 1000, entry_date: '2026-01-01' },
      { id: 'p', kind: 'payment', amount_cents: 1500, entry_date: '2026-02-02' },
    ]);
    expect(r.charges.map((c) => [c.id, c.open_cents])).toEqual([
      ['jan', 0],
      ['feb', 500],
    ]);
  });
});

describe('late fees', () => {
  it('never exceed the cap and are never charged inside the grace period', () => {
    fc.assert(
      fc.property(
        rule,
        fc.integer({ min: -10, max: 120 }),
        cents,
        fc.integer({ min: 0, max: 5_000_000 }),
        (r, days, rent, overdue) => {
          const fee = lateFeeTotal(r, { days_late: days, rent_cents: rent, overdue_cents: overdue });
          if (r.cap_cents !== null) expect(fee).toBeLessThanOrEqual(r.cap_cents);
          if (days <= r.grace_days || overdue === 0) expect(fee).toBe(0);
          expect(fee).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('computes each kind', () => {
    const s = { days_late: 8, rent_cents: 200_000, overdue_cents: 50_000 };
    const base = { grace_days: 5, amount_cents: null, rate_bps: null, cap_cents: null };
    expect(lateFeeTotal({ ...base, kind: 'flat', amount_cents: 7_500 }, s)).toBe(7_500);
    expect(lateFeeTotal({ ...base, kind: 'percent_of_rent', rate_bps: 500 }, s)).toBe(10_000);
    expect(lateFeeTotal({ ...base, kind: 'percent_of_balance', rate_bps: 1_000 }, s)).toBe(5_000);
    expect(lateFeeTotal({ ...base, kind: 'per_day', amount_cents: 1_000 }, s)).toBe(3_000);
    expect(lateFeeTotal({ ...base, kind: 'per_day', amount_cents: 1_000, cap_cents: 2_000 }, s)).toBe(2_000);
    expect(lateFeeTotal({ ...base, kind: 'flat', amount_cents: 7_500 }, { ...s, days_late: 5 })).toBe(0);
  });
});

describe('proration', () => {
  it('splits any month into parts that sum to the month’s rent', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 28, max: 31 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
        (rent, days, cuts) => {
          const points = [0, ...new Set(cuts.filter((c) => c < days))].sort((a, b) => a - b).concat(days);
          let sum = 0;
          for (let i = 0; i < points.length - 1; i++) sum += prorate(rent, days, points[i]!, points[i + 1]!);
          expect(sum).toBe(rent);
        },
      ),
    );
  });

  it('charges the lease ending and the lease starting in one month exactly one month of rent together', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: toDayNumber('2025-01-01'), max: toDayNumber('2026-12-31') }),
        (rent, day) => {
          const moveOut = fromDayNumber(day);
          const period = moveOut.slice(0, 7);
          if (moveOut === `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`) return;
          const terms = { rent_cents: rent, due_day: 1, recurring_charges: [] };
          const ending = chargesForPeriod({ ...terms, start_date: '2024-01-01', end_date: moveOut }, period);
          const starting = chargesForPeriod(
            { ...terms, start_date: addDays(moveOut, 1), end_date: null },
            period,
          );
          const sum = [...ending, ...starting].reduce((s, c) => s + c.amount_cents, 0);
          expect(sum).toBe(rent);
        },
      ),
    );
  });

  it('prorates a mid-month move-in and makes it due on move-in day', () => {
    const [rent, parking] = chargesForPeriod(
      {
        start_date: '2026-04-16',
        end_date: null,
        rent_cents: 300_000,
        due_day: 1,
        recurring_charges: [{ code: 'parking', label: 'Parking', amount_cents: 6_000 }],
      },
      '2026-04',
    );
    expect(rent).toMatchObject({ amount_cents: 150_000, due_date: '2026-04-16' });
    expect(parking).toMatchObject({ code: 'parking', amount_cents: 3_000 });
  });
});

describe('aging', () => {
  it('buckets open charges by days past due', () => {
    const lines: LedgerLine[] = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'].map(
      (d, i) => ({
        id: String(i),
        kind: 'charge',
        amount_cents: 1000,
        entry_date: d,
      }),
    );
    const r = agingOf(lines, '2026-04-15');
    expect(r.aging).toEqual({ current: 1000, days_30: 1000, days_60: 1000, days_90_plus: 1000 });
    expect(r.not_yet_due_cents).toBe(1000);
  });
});

describe('deposits', () => {
  it('never hold less than nothing', () => {
    const lines = [{ kind: 'received' as const, amount_cents: 2000 }];
    expect(canPostDeposit(lines, { kind: 'deduction', amount_cents: 2500 })).toBe(false);
    expect(canPostDeposit(lines, { kind: 'returned', amount_cents: 2000 })).toBe(true);
    expect(depositHeld([...lines, { kind: 'deduction', amount_cents: 500 }])).toBe(1500);
  });
});
