import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesDue, type GenerationTerms, type KeyedLine } from './charge-generation';
import { fromDayNumber, toDayNumber } from './rent-periods';

const terms: GenerationTerms = {
  start_date: '2026-01-15',
  end_date: null,
  rent_cents: 200_000,
  due_day: 1,
  recurring_charges: [{ code: 'pet', label: 'Pet rent', amount_cents: 5_000 }],
  late_fee: { grace_days: 5, kind: 'per_day', amount_cents: 1_000, rate_bps: null, cap_cents: 10_000 },
};

const post = (lines: KeyedLine[], asOf: string) =>
  entriesDue(terms, lines, asOf).map((e, i) => ({ ...e, id: `${asOf}-${i}-${e.generation_key}` }));

describe('charge generation', () => {
  it('posts the prorated first month, then whole months, and late fees after grace', () => {
    const first = post([], '2026-01-15');
    expect(first.map((e) => [e.generation_key, e.amount_cents])).toEqual([
      ['2026-01:rent', 109_678],
      ['2026-01:pet', 2_742],
    ]);
    const feb = post(first, '2026-02-09');
    expect(feb.map((e) => [e.generation_key, e.amount_cents])).toEqual([
      ['2026-02:rent', 200_000],
      ['2026-02:pet', 5_000],
      ['2026-01:late_fee:2026-02-09', 10_000],
      ['2026-02:late_fee:2026-02-09', 3_000],
    ]);
  });

  it('is idempotent: running again on its own result, for any day, posts nothing more for that day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: toDayNumber('2026-01-01'), max: toDayNumber('2026-12-31') }), {
          minLength: 1,
          maxLength: 6,
        }),
        (days) => {
          let lines: KeyedLine[] = [];
          for (const day of [...days].sort((a, b) => a - b)) {
            const asOf = fromDayNumber(day);
            lines = [...lines, ...post(lines, asOf)];
            expect(post(lines, asOf)).toEqual([]);
          }
          const keys = lines.map((l) => l.generation_key);
          expect(new Set(keys).size).toBe(keys.length);
          const feesByPeriod = new Map<string, number>();
          for (const l of lines)
            if (l.kind === 'late_fee')
              feesByPeriod.set(l.period!, (feesByPeriod.get(l.period!) ?? 0) + l.amount_cents);
          for (const total of feesByPeriod.values()) expect(total).toBeLessThanOrEqual(10_000);
        },
      ),
    );
  });

  it('charges no late fee when the period is paid', () => {
    const first = post([], '2026-02-01');
    const paid: KeyedLine[] = [
      ...first,
      {
        id: 'p',
        kind: 'payment',
        amount_cents: 500_000,
        entry_date: '2026-02-01',
        period: null,
        generation_key: null,
      },
    ];
    expect(post(paid, '2026-02-20').filter((e) => e.kind === 'late_fee')).toEqual([]);
  });
});
