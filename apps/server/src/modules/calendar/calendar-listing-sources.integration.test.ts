import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { listingWithLink, submitOffer } from '../listings/listings-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { createEvent, dayFromToday, range } from './calendar-test-kit';

/**
 * Listing open houses (events linked to a listing) and offer expirations join the range under the
 * listings module's scope (ADR 0135): a realtor sees their listings' only, a broker the
 * organization's, another organization never; the team filter answers 404 outside the caller's scope.
 */
let ctx: TestContext;
let as: ReturnType<typeof sessions>;
const listing = { realtor: '', leasing: '', lakeside: '' };
const openHouse = { realtor: '', leasing: '' };
const day = dayFromToday(4);
const window = `from=${dayFromToday(-3)}&to=${dayFromToday(20)}`;
const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();

const openHouseBody = (listingId: string, title: string) => ({
  kind: 'open_house',
  title,
  all_day: false,
  start: `${day}T18:00:00.000Z`,
  end: `${day}T20:00:00.000Z`,
  listing_id: listingId,
});

beforeAll(async () => {
  ctx = await createTestContext();
  as = sessions(ctx);
  const setUp = async (email: string, buyer: string) => {
    const cookie = await as(email);
    const { listing: l, linkKey } = await listingWithLink(ctx, cookie);
    await submitOffer(ctx, linkKey, { buyer_names: [buyer], expires_at: expiresAt });
    return { cookie, id: l.id };
  };
  const realtor = await setUp('realtor@demo.test', 'Robin Realtorbuyer');
  const leasing = await setUp('leasing_agent@demo.test', 'Lee Leasingbuyer');
  const lakeside = await setUp('broker@lakeside.demo.test', 'Lake Sidebuyer');
  listing.realtor = realtor.id;
  listing.leasing = leasing.id;
  listing.lakeside = lakeside.id;
  openHouse.realtor = (
    await createEvent(ctx, realtor.cookie, openHouseBody(realtor.id, 'Realtor open house'))
  ).id;
  openHouse.leasing = (
    await createEvent(ctx, leasing.cookie, openHouseBody(leasing.id, 'Leasing open house'))
  ).id;
  await createEvent(ctx, lakeside.cookie, openHouseBody(lakeside.id, 'Lakeside open house'));
});
afterAll(() => ctx.close());

const titles = (items: any[]) => items.map((i) => i.title as string);

describe('open houses and offer expirations in GET /api/calendar', () => {
  it('gives a realtor their own listing’s open house and offer expiration, never another agent’s', async () => {
    const items = await range(ctx, await as('realtor@demo.test'), window);
    const mine = items.find((i) => i.title === 'Realtor open house');
    expect(mine).toMatchObject({ source: 'open_house', editable: true, listing: { id: listing.realtor } });
    const offer = items.find((i) => i.title === 'Offer from Robin Realtorbuyer expires');
    expect(offer).toMatchObject({
      source: 'offer_expiration',
      start: expiresAt,
      state: 'upcoming',
      listing: { id: listing.realtor },
    });
    expect(titles(items)).not.toContain('Leasing open house');
    expect(titles(items).filter((t) => /Leasingbuyer|Lakeside|Sidebuyer/.test(t))).toEqual([]);
    const other = await ctx.request('GET', `/api/calendar/events/${openHouse.leasing}`, {
      cookie: await as('realtor@demo.test'),
    });
    expect(other.status).toBe(404);
  });

  it('gives a broker the organization’s open houses and offers, and another organization none of them', async () => {
    const harborview = titles(await range(ctx, await as('broker@demo.test'), window));
    expect(harborview).toEqual(
      expect.arrayContaining([
        'Realtor open house',
        'Leasing open house',
        'Offer from Robin Realtorbuyer expires',
        'Offer from Lee Leasingbuyer expires',
      ]),
    );
    expect(harborview.filter((t) => /Lake/.test(t))).toEqual([]);
    const lakeside = titles(await range(ctx, await as('broker@lakeside.demo.test'), window));
    expect(lakeside).toEqual(
      expect.arrayContaining(['Lakeside open house', 'Offer from Lake Sidebuyer expires']),
    );
    expect(lakeside.filter((t) => /Realtor|Leasing/.test(t))).toEqual([]);
  });

  it('filters by source: open houses apart from other events, offer expirations on their own', async () => {
    const broker = await as('broker@demo.test');
    const houses = await range(ctx, broker, `${window}&sources=open_house`);
    expect(new Set(houses.map((i) => i.source))).toEqual(new Set(['open_house']));
    const events = await range(ctx, broker, `${window}&sources=event`);
    expect(events.some((i) => i.source === 'open_house')).toBe(false);
    const offers = await range(ctx, broker, `${window}&sources=offer_expiration`);
    expect(new Set(offers.map((i) => i.source))).toEqual(new Set(['offer_expiration']));
    expect(titles(offers)).toContain('Offer from Lee Leasingbuyer expires');
  });

  it('shows a seller client the open houses of the listing they sell, and nothing of other listings', async () => {
    const realtor = await as('realtor@demo.test');
    const contacts = await ctx.request('GET', '/api/contacts?q=Hale', { cookie: realtor });
    const seller = contacts.json.items.find((c: any) => c.user_id);
    expect(seller, 'the seller demo account’s contact').toBeTruthy();
    const { listing: sold } = await listingWithLink(ctx, realtor, { seller_contact_ids: [seller.id] });
    await createEvent(ctx, realtor, openHouseBody(sold.id, 'Seller’s open house'));
    const seen = await range(ctx, await as('seller@demo.test'), window);
    expect(seen.filter((i) => i.source === 'open_house').map((i) => i.title)).toEqual([
      'Seller’s open house',
    ]);
    expect(seen.some((i) => i.source === 'offer_expiration')).toBe(false);
  });

  it('refuses to link an event to a listing outside the caller’s scope', async () => {
    const res = await ctx.request('POST', '/api/calendar/events', {
      cookie: await as('realtor@demo.test'),
      body: openHouseBody(listing.leasing, 'Not mine'),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('listing_id');
  });
});

describe('the team filter', () => {
  const teamId = (name: string) => ctx.seed!.harborview.teams.get(name)!;
  const north = () => teamId('Harbor North Team');
  const bayfront = () => teamId('Bayfront Team');

  it('narrows a broker’s calendar to one team’s members', async () => {
    const broker = await as('broker@demo.test');
    const bay = titles(await range(ctx, broker, `${window}&team=${bayfront()}`));
    expect(bay).toEqual(
      expect.arrayContaining(['Leasing open house', 'Offer from Lee Leasingbuyer expires']),
    );
    expect(bay).not.toContain('Realtor open house');
    const nor = titles(await range(ctx, broker, `${window}&team=${north()}`));
    expect(nor).toContain('Realtor open house');
    expect(nor).not.toContain('Leasing open house');
  });

  it('answers 404 for a team outside the caller’s scope', async () => {
    const leader = await as('team_leader@demo.test');
    expect(titles(await range(ctx, leader, `${window}&team=${north()}`))).toContain('Realtor open house');
    const other = await ctx.request('GET', `/api/calendar?${window}&team=${bayfront()}`, { cookie: leader });
    expect(other.status).toBe(404);
    const lakeside = await ctx.request('GET', `/api/calendar?${window}&team=${north()}`, {
      cookie: await as('broker@lakeside.demo.test'),
    });
    expect(lakeside.status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('puts open houses on active Harborview listings on the coming weekends, 13:00 in the organization’s zone', async () => {
    const zone = 'America/New_York'; // Harborview's saved zone (seed/team.ts)
    const items = await range(
      ctx,
      await as('broker@demo.test'),
      `from=${dayFromToday(-1)}&to=${dayFromToday(16)}&tz=${zone}&sources=open_house`,
    );
    const seeded = items.filter((i) => i.listing && i.title.startsWith('Open house — '));
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const item of seeded) {
      expect(item).toMatchObject({ source: 'open_house', all_day: false });
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(item.start));
      expect(local).toMatch(/^(Sat|Sun) 13:00$/);
    }
  });
});
