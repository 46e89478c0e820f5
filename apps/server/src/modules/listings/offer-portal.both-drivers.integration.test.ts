import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, rollToBusinessDay, toIsoDate } from '@threshold/domain/transactions/business-days';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { OFFERS_PER_LINK_PER_MINUTE } from './offer-portal.service';
import { createListing, listingWithLink, newOffer, submitOffer } from './listings-test-kit';

describe('offer links and the public offer portal', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  it('shows the listing summary to anyone with the key, and nothing more', async () => {
    const realtor = await as('realtor@demo.test');
    const { linkKey, link } = await listingWithLink(ctx, realtor);
    expect(link).toMatchObject({ enabled: true, accepting: true, path: `/offer/${linkKey}` });
    expect(linkKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const res = await ctx.request('GET', `/api/offer-links/${linkKey}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      list_price_cents: 725_000_00,
      listing_agent: 'Riley Chen',
      brokerage: 'Harborview Realty',
    });
    expect(Object.keys(res.json).sort()).toEqual(
      [
        'address',
        'baths',
        'beds',
        'brokerage',
        'description',
        'features',
        'kind',
        'list_price_cents',
        'listing_agent',
        'photos',
        'property_type',
        'requires_preapproval',
        'requires_proof_of_funds',
        'response_deadline',
        'square_feet',
        'year_built',
      ].sort(),
    );
  });

  it('answers 404 for unknown keys, switched-off links and listings that left the market; 400 for junk keys', async () => {
    const realtor = await as('realtor@demo.test');
    expect((await ctx.request('GET', `/api/offer-links/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await ctx.request('GET', '/api/offer-links/short')).status).toBe(400);
    const off = await listingWithLink(ctx, realtor);
    await ctx.request('PUT', `/api/listings/${off.listing.id}/offer-link`, {
      cookie: realtor,
      body: { enabled: false },
    });
    const closed = await ctx.request('GET', `/api/offer-links/${off.linkKey}`);
    expect(closed.status).toBe(404);
    expect(closed.json.error.message).toBe('This listing is no longer accepting offers');
    expect((await ctx.request('POST', `/api/offer-links/${off.linkKey}`, { body: newOffer() })).status).toBe(
      404,
    );
    const gone = await listingWithLink(ctx, realtor);
    await ctx.request('POST', `/api/listings/${gone.listing.id}/transition`, {
      cookie: realtor,
      body: { status: 'Withdrawn' },
    });
    expect((await ctx.request('GET', `/api/offer-links/${gone.linkKey}`)).status).toBe(404);
    const link = await ctx.request('GET', `/api/listings/${gone.listing.id}/offer-link`, { cookie: realtor });
    expect(link.json).toMatchObject({ enabled: true, accepting: false });
  });

  it('refuses bad offers with field errors, and the honeypot', async () => {
    const realtor = await as('realtor@demo.test');
    const { linkKey } = await listingWithLink(ctx, realtor);
    const bad = await ctx.request('POST', `/api/offer-links/${linkKey}`, {
      body: newOffer({
        agent_email: 'not-an-email',
        price_cents: 0,
        financing: 'fha',
        loan_amount_cents: null,
        days_to_close: null,
        expires_at: new Date(Date.now() - 60_000).toISOString(),
        escalation: { increment_cents: 1_000_00, cap_cents: 1_00 },
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['agent_email', 'price_cents']),
    );
    const rules = await ctx.request('POST', `/api/offer-links/${linkKey}`, {
      body: newOffer({
        financing: 'fha',
        loan_amount_cents: null,
        days_to_close: null,
        expires_at: new Date(Date.now() - 60_000).toISOString(),
        escalation: { increment_cents: 1_000_00, cap_cents: 1_00 },
      }),
    });
    expect(rules.status).toBe(400);
    expect(Object.keys(rules.json.error.fields)).toEqual(
      expect.arrayContaining(['loan_amount_cents', 'closing_date', 'expires_at', 'escalation.cap_cents']),
    );
    const bot = await ctx.request('POST', `/api/offer-links/${linkKey}`, {
      body: newOffer({ website: 'http://spam.test' }),
    });
    expect(bot.status).toBe(400);
    const junk = await ctx.request('POST', `/api/offer-links/${linkKey}`, { body: '{"buyer_names": [' });
    expect(junk.status).toBe(400);
  });

  it('takes an offer, e-mails the private status link, and shows the listing side the offer', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const { id, token } = await submitOffer(ctx, linkKey, { agent_email: 'status.link@bluewater.test' });
    const mail = await ctx.newestMailTo('status.link@bluewater.test');
    expect(mail?.links[0]).toBe(`${ctx.config.appUrl}/offer/status/${token}`);
    const status = await ctx.request('GET', `/api/offer-status/${token}`);
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({ status: 'Submitted', price_cents: 730_000_00, can_withdraw: true });
    expect((await ctx.request('GET', `/api/offer-status/${'a'.repeat(43)}`)).status).toBe(404);
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor });
    expect(offers.json.items.map((o: any) => o.id)).toEqual([id]);
    const lakeside = await as('broker@lakeside.demo.test');
    expect(
      (await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: lakeside })).status,
    ).toBe(404);
    expect((await ctx.request('GET', `/api/offers/${id}`, { cookie: lakeside })).status).toBe(404);
    expect((await ctx.request('POST', `/api/offers/${id}/reject`, { cookie: lakeside })).status).toBe(404);
  });

  it('limits offers per link (429) and keeps the internal notes away from the status link', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const first = await submitOffer(ctx, linkKey);
    await ctx.request('PATCH', `/api/offers/${first.id}`, {
      cookie: realtor,
      body: { internal_notes: 'Seller dislikes FHA' },
    });
    const status = await ctx.request('GET', `/api/offer-status/${first.token}`);
    expect(JSON.stringify(status.json)).not.toContain('Seller dislikes FHA');
    for (let i = 1; i < OFFERS_PER_LINK_PER_MINUTE; i++) await submitOffer(ctx, linkKey);
    const over = await ctx.request('POST', `/api/offer-links/${linkKey}`, { body: newOffer() });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('RATE_LIMITED');
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor });
    expect(offers.json.items).toHaveLength(OFFERS_PER_LINK_PER_MINUTE);
    expect(offers.json.items[0].internal_notes).toBe('Seller dislikes FHA');
  });

  it('holds the per-link limit under concurrent submits (they take turns on the link row)', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const answers = await Promise.all(
      Array.from({ length: OFFERS_PER_LINK_PER_MINUTE + 6 }, () =>
        ctx.request('POST', `/api/offer-links/${linkKey}`, { body: newOffer() }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(OFFERS_PER_LINK_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor });
    expect(offers.json.items).toHaveLength(OFFERS_PER_LINK_PER_MINUTE);
  });

  it('compares offers: escalation against the others, net to seller', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const plain = await submitOffer(ctx, linkKey, { price_cents: 740_000_00, seller_concessions_cents: 0 });
    const escalating = await submitOffer(ctx, linkKey, {
      price_cents: 720_000_00,
      seller_concessions_cents: 0,
      escalation: { increment_cents: 2_500_00, cap_cents: 760_000_00 },
    });
    const offers = (await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor })).json
      .items;
    const byId = new Map(offers.map((o: any) => [o.id, o]));
    expect((byId.get(escalating.id) as any).effective_price_cents).toBe(742_500_00);
    expect((byId.get(plain.id) as any).effective_price_cents).toBe(740_000_00);
    // 2.5 % + 2.5 % commissions, 1 % + $1,500 closing costs
    expect((byId.get(plain.id) as any).net_to_seller_cents).toBe(
      740_000_00 - 37_000_00 - 7_400_00 - 1_500_00,
    );
  });

  it('counter, the buyer accepts through the status link, accept makes exactly one deal (double click)', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const other = await submitOffer(ctx, linkKey, { price_cents: 700_000_00 });
    const { id, token } = await submitOffer(ctx, linkKey);
    const opened = await ctx.request('GET', `/api/offers/${id}`, { cookie: realtor });
    const early = await ctx.request('POST', `/api/offers/${id}/counter`, {
      cookie: realtor,
      body: {
        terms: { price_cents: 745_000_00, closing_date: addCalendarDays(toIsoDate(new Date()), 40) },
        message: 'Meet us here',
      },
      headers: { 'If-Match': `"${opened.json.version}"` },
    });
    expect(early.status, JSON.stringify(early.json)).toBe(200);
    expect(early.json.status).toBe('Countered');
    const waiting = await ctx.request('POST', `/api/offers/${id}/accept`, { cookie: realtor });
    expect(waiting.status).toBe(409);
    const seen = await ctx.request('GET', `/api/offer-status/${token}`);
    expect(seen.json).toMatchObject({ status: 'Countered', can_respond: true });
    expect(seen.json.counters[0]).toMatchObject({
      round: 1,
      from_side: 'seller',
      terms: { price_cents: 745_000_00 },
    });
    const agreed = await ctx.request('POST', `/api/offer-status/${token}/respond`, {
      body: { answer: 'accept' },
    });
    expect(agreed.status, JSON.stringify(agreed.json)).toBe(200);
    expect(agreed.json).toMatchObject({ status: 'Reviewed', price_cents: 745_000_00, can_respond: false });
    expect(
      (await ctx.request('POST', `/api/offer-status/${token}/respond`, { body: { answer: 'reject' } }))
        .status,
    ).toBe(409);

    const current = await ctx.request('GET', `/api/offers/${id}`, { cookie: realtor });
    const headers = { 'If-Match': `"${current.json.version}"` };
    const [a, b] = await Promise.all([
      ctx.request('POST', `/api/offers/${id}/accept`, { cookie: realtor, headers }),
      ctx.request('POST', `/api/offers/${id}/accept`, { cookie: realtor, headers }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.json, b.json])).toEqual([200, 200]);
    expect(a.json.transaction_id).toBeTruthy();
    expect(b.json.transaction_id).toBe(a.json.transaction_id);
    const dealId = a.json.transaction_id;

    const deals = await ctx.request(
      'GET',
      `/api/transactions?q=${encodeURIComponent('48 gull point')}&limit=100`,
      { cookie: realtor },
    );
    expect(deals.json.items.filter((d: any) => d.id === dealId)).toHaveLength(1);
    const fromListing = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    expect(fromListing.json).toMatchObject({ status: 'ActiveUnderContract', transaction_id: dealId });
    const all = (await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor })).json
      .items;
    expect(all.filter((o: any) => o.transaction_id)).toHaveLength(1);
    expect((await ctx.request('GET', `/api/offer-links/${linkKey}`)).status).toBe(404);

    const deal = await ctx.request('GET', `/api/transactions/${dealId}`, { cookie: realtor });
    expect(deal.json).toMatchObject({
      type: 'sale',
      side: 'seller',
      status: 'under_contract',
      sale_price_cents: 745_000_00,
    });
    const dates = (await ctx.request('GET', `/api/transactions/${dealId}/dates`, { cookie: realtor })).json
      .items;
    const dateOf = (key: string) => dates.find((d: any) => d.key === key)?.date;
    const today = toIsoDate(new Date());
    expect(dateOf('acceptance')).toBe(today);
    expect(dateOf('closing')).toBe(addCalendarDays(today, 40));
    expect(dateOf('inspection')).toBe(rollToBusinessDay(addCalendarDays(today, 10)));
    const people = (await ctx.request('GET', `/api/transactions/${dealId}/participants`, { cookie: realtor }))
      .json.items;
    expect(people.map((p: any) => `${p.first_name} ${p.last_name}`)).toEqual(
      expect.arrayContaining(['Jordan Avery', 'Casey Avery', 'Morgan Blake']),
    );

    expect((await ctx.newestMailTo('realtor@demo.test'))?.subject).toBe('Offer accepted on 48 Gull Point Rd');
    expect((await ctx.newestMailTo('morgan.blake@bluewater.test'))?.subject).toBe(
      'Your offer on 48 Gull Point Rd was accepted',
    );

    const backup = await ctx.request('POST', `/api/offers/${other.id}/backup`, { cookie: realtor });
    expect(backup.json.status).toBe('Backup');
    expect((await ctx.request('POST', `/api/offers/${other.id}/accept`, { cookie: realtor })).status).toBe(
      409,
    );
  });

  it('lets the buyer withdraw an open offer once', async () => {
    const realtor = await as('realtor@demo.test');
    const { linkKey } = await listingWithLink(ctx, realtor);
    const { token } = await submitOffer(ctx, linkKey);
    const res = await ctx.request('POST', `/api/offer-status/${token}/withdraw`);
    expect(res.json).toMatchObject({ status: 'Withdrawn', can_withdraw: false });
    expect((await ctx.request('POST', `/api/offer-status/${token}/withdraw`)).status).toBe(409);
  });

  it('lets seller clients read their listing’s offers without internal notes, and nobody else', async () => {
    const realtor = await as('realtor@demo.test');
    const contacts = await ctx.request('GET', '/api/contacts?q=Hale', { cookie: realtor });
    const simon = contacts.json.items.find((c: any) => c.user_id);
    expect(simon, 'the seller demo account’s contact').toBeTruthy();
    const { listing, linkKey } = await listingWithLink(ctx, realtor, { seller_contact_ids: [simon.id] });
    const { id } = await submitOffer(ctx, linkKey);
    await ctx.request('PATCH', `/api/offers/${id}`, {
      cookie: realtor,
      body: { internal_notes: 'Lowball, counter hard' },
    });
    const seller = await as('seller@demo.test');
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: seller });
    expect(offers.status).toBe(200);
    expect(offers.json.items.map((o: any) => o.id)).toEqual([id]);
    expect(offers.json.items[0]).not.toHaveProperty('internal_notes');
    expect(offers.text).not.toContain('Lowball');
    const page = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: seller });
    expect(page.status).toBe(200);
    expect(page.json.allowed_next_statuses).toEqual([]);
    expect((await ctx.request('POST', `/api/offers/${id}/reject`, { cookie: seller })).status).toBe(403);
    const other = await createListing(ctx, realtor);
    expect((await ctx.request('GET', `/api/listings/${other.id}/offers`, { cookie: seller })).status).toBe(
      404,
    );
    const buyer = await as('buyer@demo.test');
    expect((await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: buyer })).status).toBe(
      404,
    );
    expect((await ctx.request('GET', `/api/listings/${listing.id}/offers`)).status).toBe(401);
  });

  it('support staff can read offers but not decide', async () => {
    const realtor = await as('realtor@demo.test');
    const coordinator = await as('transaction_coordinator@demo.test');
    const listing = await createListing(ctx, realtor);
    expect(
      (await ctx.request('PUT', `/api/listings/${listing.id}/offer-link`, { cookie: coordinator, body: {} }))
        .status,
    ).toBe(403);
  });
  it('accept names a seller the accepting agent may not read in the CRM, without linking the contact', async () => {
    const broker = await as('broker@demo.test');
    const realtor = await as('realtor@demo.test');
    const hidden = await ctx.request('POST', '/api/contacts', {
      cookie: broker,
      body: { first_name: 'Priya', last_name: 'Privateseller' },
    });
    expect(hidden.status).toBe(201);
    expect((await ctx.request('GET', `/api/contacts/${hidden.json.id}`, { cookie: realtor })).status).toBe(
      404,
    );
    const realtorId = (await ctx.request('GET', '/api/me', { cookie: realtor })).json.user.id;
    const { listing, linkKey } = await listingWithLink(ctx, broker, {
      owner_id: realtorId,
      seller_contact_ids: [hidden.json.id],
    });
    const { id } = await submitOffer(ctx, linkKey);
    const accepted = await ctx.request('POST', `/api/offers/${id}/accept`, { cookie: realtor });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const people = (
      await ctx.request('GET', `/api/transactions/${accepted.json.transaction_id}/participants`, {
        cookie: realtor,
      })
    ).json.items;
    const seller = people.find((p: any) => p.roles.includes('seller'));
    expect(seller).toMatchObject({ first_name: 'Priya', last_name: 'Privateseller', contact_id: null });
    expect((await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor })).json.status).toBe(
      'ActiveUnderContract',
    );
  });
});

describe('offer portal rate limit per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the public limit', async () => {
    const key = 'k'.repeat(32);
    for (let i = 0; i < 3; i++)
      expect((await ctx.request('GET', `/api/offer-links/${key}`)).status).toBe(404);
    const over = await ctx.request('GET', `/api/offer-links/${key}`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
