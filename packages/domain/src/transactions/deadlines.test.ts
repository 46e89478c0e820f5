import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './business-days';
import {
  deadlineState,
  keyDateState,
  recomputeKeyDates,
  recomputeLinkedTasks,
  resolveKeyDates,
  validateKeyDates,
  type KeyDateDefinition,
} from './deadlines';
import {
  DEFAULT_KEY_DATES,
  initialKeyDates,
  toKeyDateTemplate,
  validateKeyDateTemplate,
} from './key-date-defaults';
import type { KeyDateTemplateItem } from './key-date-templates.contract';

const dateOf = (dates: { key: string; date: string | null }[], key: string) =>
  dates.find((d) => d.key === key)?.date;

describe('resolveKeyDates with the purchase defaults', () => {
  const defs = initialKeyDates('purchase', { acceptance: '2026-06-24' });

  it('computes every default date from acceptance, rolling past weekends and July 4th', () => {
    const dates = resolveKeyDates(defs);
    expect(Object.fromEntries(dates.map((d) => [d.key, d.date]))).toEqual({
      acceptance: '2026-06-24',
      earnest_money: '2026-06-29', // 3 business days: Thu, Fri, Mon
      inspection: '2026-07-06', // 10 days is Sat July 4th → Mon July 6th
      title_review: '2026-07-09',
      appraisal: '2026-07-15',
      financing: '2026-07-24',
      closing: '2026-08-10', // Sat Aug 8th → Mon
      final_walkthrough: '2026-08-07', // 1 day before closing is Sunday → back to Friday
    });
  });

  it('leaves relative dates empty while the anchor has no date', () => {
    const dates = resolveKeyDates(initialKeyDates('purchase'));
    expect(dates.every((d) => d.date === null)).toBe(true);
  });
});

describe('recomputeKeyDates', () => {
  const original = resolveKeyDates(initialKeyDates('purchase', { acceptance: '2026-06-24' }));

  it('moves exactly the dependents whose value changes, in dependency order', () => {
    const defs = original.map((d) => (d.key === 'acceptance' ? { ...d, date: '2026-06-25' } : d));
    const { moved } = recomputeKeyDates(original, defs);
    expect(moved).toEqual([
      { key: 'acceptance', from: '2026-06-24', to: '2026-06-25' },
      { key: 'earnest_money', from: '2026-06-29', to: '2026-06-30' },
      { key: 'title_review', from: '2026-07-09', to: '2026-07-10' },
      { key: 'appraisal', from: '2026-07-15', to: '2026-07-16' },
      { key: 'financing', from: '2026-07-24', to: '2026-07-27' },
    ]); // inspection and closing roll to the same Mondays, so they do not move
  });

  it('follows a chain: pinning closing moves the walk-through', () => {
    const defs: KeyDateDefinition[] = original.map((d) =>
      d.key === 'closing' ? { ...d, kind: 'absolute', anchorKey: null, date: '2026-09-01' } : d,
    );
    const { moved } = recomputeKeyDates(original, defs);
    expect(moved).toEqual([
      { key: 'closing', from: '2026-08-10', to: '2026-09-01' },
      { key: 'final_walkthrough', from: '2026-08-07', to: '2026-08-31' },
    ]);
  });

  it('is idempotent', () => {
    const { dates } = recomputeKeyDates([], original);
    expect(recomputeKeyDates(dates, dates).moved).toEqual([]);
  });
});

describe('validateKeyDates', () => {
  const base = initialKeyDates('purchase');
  it('refuses cycles, unknown anchors and duplicates', () => {
    const cyclic = base.map((d) =>
      d.key === 'acceptance'
        ? { ...d, kind: 'relative' as const, anchorKey: 'final_walkthrough', offsetDays: 1 }
        : d,
    );
    expect(validateKeyDates(cyclic)[0]!.message).toBe(
      'These dates depend on each other in a circle: acceptance → final_walkthrough → closing → acceptance',
    );
    expect(validateKeyDates([...base, { ...base[1]!, key: 'x', anchorKey: 'nope' }])).toEqual([
      { key: 'x', message: 'Unknown anchor date "nope"', index: base.length, field: 'anchor_key' },
    ]);
    expect(validateKeyDates([...base, base[0]!])).toEqual([
      { key: 'acceptance', message: 'This date appears twice', index: base.length, field: 'key' },
    ]);
    expect(() => resolveKeyDates(cyclic)).toThrow();
  });

  it('points a circle at a date inside it, not at one that merely counts from it', () => {
    const defs = [
      ...base,
      { ...base[1]!, key: 'c', anchorKey: 'a' },
      { ...base[1]!, key: 'a', anchorKey: 'b' },
      { ...base[1]!, key: 'b', anchorKey: 'a' },
    ];
    const [issue, ...rest] = validateKeyDates(defs);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ key: 'a', index: base.length + 1, field: 'anchor_key' });
    expect(issue!.message).toBe('These dates depend on each other in a circle: a → b → a');
  });
});

describe('organization key-date sets', () => {
  const item = (over: Partial<KeyDateTemplateItem>): KeyDateTemplateItem => ({
    key: 'x',
    label: 'X',
    kind: 'relative',
    anchor_key: 'acceptance',
    offset_days: 1,
    business_days: false,
    roll: true,
    is_deadline: true,
    ...over,
  });
  const acceptance = item({ key: 'acceptance', kind: 'absolute', anchor_key: null, offset_days: 0 });
  const closing = item({ key: 'closing', offset_days: 30 });

  it('accepts every built-in set', () => {
    for (const set of Object.values(DEFAULT_KEY_DATES)) expect(validateKeyDateTemplate(set)).toEqual({});
  });

  it('normalizes absolute dates and business-day counts instead of refusing them', () => {
    expect(
      toKeyDateTemplate({
        ...acceptance,
        anchor_key: 'closing',
        offset_days: 5,
        business_days: true,
        roll: true,
      }),
    ).toEqual({
      key: 'acceptance',
      label: 'X',
      kind: 'absolute',
      anchorKey: null,
      offsetDays: 0,
      businessDays: false,
      roll: false,
      isDeadline: true,
    });
    expect(toKeyDateTemplate(item({ business_days: true, roll: true }))).toMatchObject({
      businessDays: true,
      roll: false,
    });
  });

  it('names the field of each problem', () => {
    const check = (items: KeyDateTemplateItem[]) => validateKeyDateTemplate(items.map(toKeyDateTemplate));
    expect(
      check([acceptance, closing, item({ key: 'a', anchor_key: 'b' }), item({ key: 'b', anchor_key: 'a' })]),
    ).toEqual({
      'items.2.anchor_key': 'These dates depend on each other in a circle: a → b → a',
    });
    expect(check([acceptance, closing, item({ key: 'closing' })])).toEqual({
      'items.2.key': 'This date appears twice',
    });
    expect(check([acceptance, item({ key: 'y', anchor_key: 'y' })])).toEqual({
      'items.1.anchor_key': 'A date cannot count from itself',
      items: 'Keep "closing": every set has the acceptance and closing dates',
    });
    expect(check([item({ key: 'acceptance', anchor_key: 'closing' }), closing])).toEqual({
      'items.0.anchor_key': 'These dates depend on each other in a circle: acceptance → closing → acceptance',
      'items.0.kind': 'Acceptance is a fixed date: it is filled in when the deal goes under contract',
    });
  });
});

describe('linked tasks and deadline state', () => {
  it('moves tasks with their date', () => {
    const tasks = [
      { id: 't1', dateKey: 'inspection', offsetDays: -2, dueDate: '2026-07-04' },
      { id: 't2', dateKey: 'closing', offsetDays: 0, dueDate: '2026-08-10' },
      { id: 't3', dateKey: null, offsetDays: 0, dueDate: '2026-01-01' },
    ];
    expect(
      recomputeLinkedTasks(tasks, [
        { key: 'inspection', date: '2026-07-07' },
        { key: 'closing', date: '2026-08-10' },
      ]),
    ).toEqual([{ id: 't1', from: '2026-07-04', to: '2026-07-05' }]);
  });

  it('classifies deadlines around today', () => {
    expect(deadlineState('2026-03-01', false, '2026-03-02')).toBe('overdue');
    expect(deadlineState('2026-03-02', false, '2026-03-02')).toBe('due_today');
    expect(deadlineState('2026-03-16', false, '2026-03-02')).toBe('upcoming');
    expect(deadlineState('2026-03-17', false, '2026-03-02')).toBe('later');
    expect(deadlineState('2026-03-01', true, '2026-03-02')).toBe('done');
    expect(deadlineState(null, false, '2026-03-02')).toBe('unscheduled');
  });

  it('never calls an event date overdue or due', () => {
    expect(keyDateState('2026-03-01', false, false, '2026-03-02')).toBe('event');
    expect(keyDateState('2026-03-02', false, false, '2026-03-02')).toBe('event');
    expect(keyDateState(null, false, false, '2026-03-02')).toBe('unscheduled');
    expect(keyDateState('2026-03-01', true, false, '2026-03-02')).toBe('overdue');
  });
});

describe('default key dates', () => {
  it('treats acceptance and listing as events and every other default as a deadline', () => {
    for (const templates of Object.values(DEFAULT_KEY_DATES))
      for (const t of templates)
        expect(t.isDeadline, t.key).toBe(t.key !== 'acceptance' && t.key !== 'listing');
  });
});

describe('properties', () => {
  const anchor = fc
    .date({ min: new Date(2021, 0, 1), max: new Date(2034, 11, 31), noInvalidDate: true })
    .map((d) =>
      [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join(
        '-',
      ),
    );
  const rel = fc.record({
    offsetDays: fc.integer({ min: -30, max: 90 }),
    businessDays: fc.boolean(),
    roll: fc.boolean(),
  });

  it('a business-day or rolled deadline never lands on a weekend or holiday', () => {
    fc.assert(
      fc.property(anchor, rel, (date, r) => {
        const defs: KeyDateDefinition[] = [
          {
            key: 'a',
            label: 'A',
            kind: 'absolute',
            date,
            anchorKey: null,
            offsetDays: 0,
            businessDays: false,
            roll: false,
            isDeadline: false,
          },
          { key: 'b', label: 'B', kind: 'relative', date: null, anchorKey: 'a', isDeadline: true, ...r },
        ];
        const b = dateOf(resolveKeyDates(defs), 'b')!;
        if (r.businessDays || r.roll) expect(isBusinessDay(b)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a chain is resolved whatever order the definitions come in', () => {
    const defs = resolveKeyDates(
      initialKeyDates('sale', { acceptance: '2026-06-24', listing: '2026-03-02' }),
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(defs, { minLength: defs.length, maxLength: defs.length }),
        (shuffled) => {
          const again = resolveKeyDates(
            shuffled.map((d) => (d.kind === 'relative' ? { ...d, date: null } : d)),
          );
          for (const d of defs) expect(dateOf(again, d.key)).toBe(d.date);
        },
      ),
      { numRuns: 50 },
    );
  });
});
