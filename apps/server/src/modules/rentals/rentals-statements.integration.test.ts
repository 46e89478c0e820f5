import { formatCents } from '@threshold/domain/templates/merge-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { pdfText } from '../templates/templates-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { activeLease, contactId } from './rentals-test-kit';

describe('tenant and owner statements (JSON and PDF)', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  let leaseId: string;
  let rentalPropertyId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    const renter = await contactId(ctx, agent, 'Delgado');
    const made = await activeLease(ctx, agent, [renter]);
    leaseId = made.lease.id;
    rentalPropertyId = made.rentalPropertyId;
    const generated = await ctx.request('POST', '/api/rentals/charges/generate', {
      cookie: agent,
      body: { as_of: '2026-02-20' },
    });
    expect(generated.status).toBe(200);
    const paid = await ctx.request('POST', `/api/rentals/leases/${leaseId}/ledger`, {
      cookie: agent,
      body: {
        kind: 'payment',
        amount_cents: 1_234_56,
        entry_date: '2026-02-04',
        method: 'check',
        reference: '1041',
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
  });
  afterAll(() => ctx.close());

  async function download(path: string, cookie: string) {
    const res = await ctx.app.request(path, { headers: { origin: TEST_ORIGIN, cookie } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  it('states a month from the ledger, and the PDF holds the same figures', async () => {
    const res = await ctx.request('GET', `/api/rentals/leases/${leaseId}/statement?period=2026-02`, {
      cookie: agent,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const s = res.json;
    const ledger = (await ctx.request('GET', `/api/rentals/leases/${leaseId}/ledger`, { cookie: agent }))
      .json;
    type Entry = { kind: string; entry_date: string; amount_cents: number; balance_cents: number };
    const entries = ledger.entries as Entry[];
    const before = entries.filter((e) => e.entry_date < '2026-02-01');
    const february = entries.filter((e) => e.entry_date.startsWith('2026-02'));
    expect(before.length).toBeGreaterThan(0);
    expect(s.opening_balance_cents).toBe(before.at(-1)!.balance_cents);
    expect(s.charges_cents).toBe(
      february
        .filter((e) => e.kind === 'charge' || e.kind === 'late_fee')
        .reduce((t, e) => t + e.amount_cents, 0),
    );
    expect(s.payments_cents).toBe(1_234_56);
    expect(s.closing_balance_cents).toBe(s.opening_balance_cents + s.charges_cents - s.payments_cents);
    expect(s.closing_balance_cents).toBe(february.at(-1)!.balance_cents);
    expect(s.entries.map((e: { description: string }) => e.description)).toContain('Payment (Check 1041)');

    const pdf = await download(`/api/rentals/leases/${leaseId}/statement/pdf?period=2026-02`, agent);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes)).join(' ');
    expect(text).toContain('Tenant statement 2026-02');
    for (const cents of [
      s.opening_balance_cents,
      s.charges_cents,
      s.payments_cents,
      s.closing_balance_cents,
      s.aging.current,
      s.aging.days_30,
      s.overdue_cents,
    ])
      expect(text).toContain(formatCents(cents));
    expect(text).toContain('Payment (Check 1041)');
  });

  it('prints the owner statement the API reports', async () => {
    const json = (
      await ctx.request('GET', `/api/rentals/properties/${rentalPropertyId}/statement?period=2026-02`, {
        cookie: agent,
      })
    ).json;
    expect(json.collected_cents).toBe(1_234_56);
    const pdf = await download(
      `/api/rentals/properties/${rentalPropertyId}/statement/pdf?period=2026-02`,
      agent,
    );
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).join(' ');
    expect(text).toContain('Owner statement 2026-02');
    expect(text).toContain(formatCents(json.collected_cents));
    expect(text).toContain(formatCents(json.expenses_cents));
  });

  it('answers 404 outside the lease’s scope and 400 on a bad period', async () => {
    for (const email of ['property_management@demo.test', 'realtor@demo.test', 'broker@lakeside.demo.test']) {
      const cookie = await as(email);
      expect((await download(`/api/rentals/leases/${leaseId}/statement/pdf`, cookie)).status, email).toBe(
        404,
      );
      expect(
        (await download(`/api/rentals/properties/${rentalPropertyId}/statement/pdf`, cookie)).status,
        email,
      ).toBe(404);
    }
    const bad = await ctx.request('GET', `/api/rentals/leases/${leaseId}/statement?period=2026-13`, {
      cookie: agent,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields ?? bad.json.fields ?? bad.json).toBeTruthy();
  });
});
