import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, isBusinessDay } from '@threshold/domain/transactions/business-days';
import { todayIn } from '@threshold/domain/calendar/time-zone';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDeal, listAll, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const byKey = (items: any[]) => Object.fromEntries(items.map((d) => [d.key, d.date]));

describe('key dates and the deadline engine', () => {
  it('applies the organization defaults on creation, computed from acceptance', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      status: 'under_contract',
      dates: { acceptance: '2026-06-24' },
    });
    const dates = await ctx.request('GET', `/api/transactions/${deal.id}/dates`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(byKey(dates.json.items)).toEqual({
      acceptance: '2026-06-24',
      earnest_money: '2026-06-29',
      inspection: '2026-07-06',
      title_review: '2026-07-09',
      appraisal: '2026-07-15',
      financing: '2026-07-24',
      closing: '2026-08-10',
      final_walkthrough: '2026-08-07',
    });
    expect(dates.json.items.find((d: any) => d.key === 'inspection').rule).toBe(
      '10 calendar days after Contract acceptance, rolled forward to a business day',
    );
    expect(dates.json.items.find((d: any) => d.key === 'earnest_money').rule).toBe(
      '3 business days after Contract acceptance',
    );
    expect(deal.closing_date).toBe('2026-08-10');
  });

  it('moving acceptance recomputes dependents and linked tasks, and says what moved', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, {
      status: 'under_contract',
      dates: { acceptance: '2026-06-24' },
    });
    const task = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Order appraisal', date_key: 'appraisal', offset_days: -3 },
    });
    expect(task.json.due_date).toBe('2026-07-12');
    const fixed = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
      cookie,
      body: { title: 'Call lender', due_date: '2026-07-01' },
    });
    const changed = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/acceptance`, {
      cookie,
      body: { date: '2026-06-25' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.outcome).toBe('applied');
    expect(changed.json.moved).toEqual([
      { key: 'acceptance', label: 'Contract acceptance', from: '2026-06-24', to: '2026-06-25' },
      { key: 'earnest_money', label: 'Earnest money due', from: '2026-06-29', to: '2026-06-30' },
      { key: 'title_review', label: 'Title review', from: '2026-07-09', to: '2026-07-10' },
      { key: 'appraisal', label: 'Appraisal contingency', from: '2026-07-15', to: '2026-07-16' },
      { key: 'financing', label: 'Loan commitment', from: '2026-07-24', to: '2026-07-27' },
    ]);
    expect(changed.json.moved_tasks).toEqual([
      { id: task.json.id, title: 'Order appraisal', from: '2026-07-12', to: '2026-07-13' },
    ]);
    const tasks = await ctx.request('GET', `/api/transactions/${deal.id}/tasks`, { cookie });
    expect(tasks.json.items.find((t: any) => t.id === fixed.json.id).due_date).toBe('2026-07-01');
  });

  it('pins a relative date, turns it back into a business-day rule, and follows chains', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, { dates: { acceptance: '2026-06-24' } });
    const pinned = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/closing`, {
      cookie,
      body: { kind: 'absolute', date: '2026-09-01' },
    });
    expect(pinned.json.moved).toEqual([
      { key: 'closing', label: 'Closing', from: '2026-08-10', to: '2026-09-01' },
      { key: 'final_walkthrough', label: 'Final walk-through', from: '2026-08-07', to: '2026-08-31' },
    ]);
    expect(pinned.json.dates.find((d: any) => d.key === 'closing').rule).toBe('Fixed date');
    const rule = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/inspection`, {
      cookie,
      body: { offset_days: 7, business_days: true },
    });
    const inspection = rule.json.dates.find((d: any) => d.key === 'inspection');
    expect(inspection.date).toBe('2026-07-06'); // 7 business days: skips the weekend and July 3rd (observed)
    expect(isBusinessDay(inspection.date)).toBe(true);
  });

  it('refuses circular and dangling rules with field errors, and deleting an anchor', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, { dates: { acceptance: '2026-06-24' } });
    const cycle = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/acceptance`, {
      cookie,
      body: { kind: 'relative', anchor_key: 'final_walkthrough', offset_days: 1 },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.json.error.fields.anchor_key).toMatch(/circle/);
    const dangling = await ctx.request('POST', `/api/transactions/${deal.id}/dates`, {
      cookie,
      body: { key: 'hoa_docs', label: 'HOA documents', kind: 'relative', anchor_key: 'nope', offset_days: 5 },
    });
    expect(dangling.status).toBe(400);
    const anchor = await ctx.request('DELETE', `/api/transactions/${deal.id}/dates/acceptance`, { cookie });
    expect(anchor.status).toBe(409);
    const added = await ctx.request('POST', `/api/transactions/${deal.id}/dates`, {
      cookie,
      body: {
        key: 'hoa_docs',
        label: 'HOA documents',
        kind: 'relative',
        anchor_key: 'acceptance',
        offset_days: 5,
        business_days: true,
      },
    });
    expect(added.status).toBe(201);
    expect(added.json.moved).toEqual([
      { key: 'hoa_docs', label: 'HOA documents', from: null, to: '2026-07-01' },
    ]);
    expect(
      (await ctx.request('DELETE', `/api/transactions/${deal.id}/dates/hoa_docs`, { cookie })).status,
    ).toBe(200);
  });
});

describe('upcoming and overdue deadlines', () => {
  // Deadlines count from today in the organization's zone (the demo brokerage's, ADR 0137).
  const today = todayIn('America/New_York');

  it('per deal: open dates and tasks up to the window, overdue first; done ones drop out', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -12) },
    });
    const page = await ctx.request('GET', `/api/transactions/${deal.id}/deadlines?window_days=30`, {
      cookie,
    });
    expect(page.json.today).toBe(today);
    const items = page.json.items;
    expect(items.length).toBeGreaterThan(2);
    expect(items.map((i: any) => i.date)).toEqual([...items.map((i: any) => i.date)].sort());
    for (const i of items) {
      expect(i.date <= addCalendarDays(today, 30)).toBe(true);
      expect(i.state).toBe(i.date < today ? 'overdue' : i.date === today ? 'due_today' : 'upcoming');
    }
    const overdue = items.find((i: any) => i.state === 'overdue' && i.source === 'date');
    expect(overdue).toBeDefined();
    await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/${overdue.key}`, {
      cookie,
      body: { completed: true },
    });
    const after = await ctx.request('GET', `/api/transactions/${deal.id}/deadlines?window_days=30`, {
      cookie,
    });
    expect(after.json.items.some((i: any) => i.id === overdue.id)).toBe(false);
  });

  it('leaves event dates out: a past acceptance is an event, a past inspection is overdue', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, {
      type: 'referral',
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -10), inspection: addCalendarDays(today, -2) },
    });
    const overdueDates = (items: any[]) =>
      items.filter((i) => i.source === 'date' && i.transaction.id === deal.id).map((i) => [i.key, i.state]);
    const page = await ctx.request('GET', `/api/transactions/${deal.id}/deadlines`, { cookie });
    expect(overdueDates(page.json.items)).toEqual([['inspection', 'overdue']]);
    const across = await listAll(ctx, cookie, '/api/transactions/deadlines', 'window_days=0&limit=100');
    expect(overdueDates(across)).toEqual([['inspection', 'overdue']]);
    const dates = await ctx.request('GET', `/api/transactions/${deal.id}/dates`, { cookie });
    expect(dates.json.items.map((d: any) => [d.key, d.is_deadline, d.state])).toEqual([
      ['acceptance', false, 'event'],
      ['closing', true, 'unscheduled'],
      ['inspection', true, 'overdue'],
    ]);
    const tracked = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/acceptance`, {
      cookie,
      body: { is_deadline: true },
    });
    expect(tracked.json.dates.find((d: any) => d.key === 'acceptance').state).toBe('overdue');
    const after = await ctx.request('GET', `/api/transactions/${deal.id}/deadlines`, { cookie });
    expect(overdueDates(after.json.items)).toEqual([
      ['acceptance', 'overdue'],
      ['inspection', 'overdue'],
    ]);
  });

  it('a new date is a deadline unless it is added as an event', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie);
    const body = { label: 'Appraisal visit', kind: 'absolute', date: addCalendarDays(today, -1) };
    const tracked = await ctx.request('POST', `/api/transactions/${deal.id}/dates`, {
      cookie,
      body: { ...body, key: 'appraisal_visit' },
    });
    expect(tracked.json.dates.find((d: any) => d.key === 'appraisal_visit')).toMatchObject({
      is_deadline: true,
      state: 'overdue',
    });
    const event = await ctx.request('POST', `/api/transactions/${deal.id}/dates`, {
      cookie,
      body: { ...body, key: 'open_house', label: 'Open house', is_deadline: false },
    });
    expect(event.json.dates.find((d: any) => d.key === 'open_house')).toMatchObject({
      is_deadline: false,
      state: 'event',
    });
  });

  it('across deals: only open deals in the caller’s scope, in stable pages', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const visible = new Map((await listAll(ctx, cookie)).map((d) => [d.id, d.status]));
    const all = await listAll(ctx, cookie, '/api/transactions/deadlines', 'window_days=60&limit=5');
    expect(all.length).toBeGreaterThan(0);
    for (const item of all) {
      expect(visible.has(item.transaction.id)).toBe(true);
      expect(['draft', 'active', 'under_contract']).toContain(item.transaction.status);
    }
    const dates = all.map((i) => i.date);
    expect([...dates].sort()).toEqual(dates);
    const broker = await listAll(
      ctx,
      await cookieFor('broker@demo.test'),
      '/api/transactions/deadlines',
      'window_days=60&limit=100',
    );
    expect(broker.length).toBeGreaterThan(all.length);
    const bad = await ctx.request(
      'GET',
      '/api/transactions/deadlines?cursor=WyJkZWFkbGluZXMiLCIyMDI2LTAyLTMxIiwiMDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAwIl0',
      { cookie },
    );
    expect(bad.status).toBe(400);
  });
});
