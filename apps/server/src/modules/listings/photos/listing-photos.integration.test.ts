import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_LISTING } from '@threshold/domain/listings/listing-photo.contract';
import { createTestContext, type TestContext } from '../../../test/harness';
import { EXE_BYTES } from '../../documents/documents-test-kit';
import { sessions } from '../../transactions/transactions-test-kit';
import { createListing, listingWithLink } from '../listings-test-kit';
import { fetchBytes, rotatedJpeg, sendRaw, smallPng } from './photos-test-kit';

describe('listing photos', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  const upload = (cookie: string, listingId: string, bytes: Uint8Array, query = '') =>
    sendRaw(ctx, cookie, `/api/listings/${listingId}/photos${query}`, bytes);

  it('the demo seed gives every listing generated photos, cover first, that download', async () => {
    const broker = await as('broker@demo.test');
    const page = await ctx.request('GET', '/api/listings?limit=100', { cookie: broker });
    expect(page.json.items.length).toBeGreaterThan(0);
    for (const listing of page.json.items) expect(listing.cover_photo?.alt_text).toMatch(/^Front of /);
    const first = page.json.items[0];
    const file = await fetchBytes(
      ctx,
      broker,
      `/api/listings/${first.id}/photos/${first.cover_photo.id}/thumb.webp`,
    );
    expect(file.status).toBe(200);
    expect((await sharp(file.bytes).metadata()).width).toBe(320);
  });

  it('uploads (oriented, metadata stripped, variants), reorders, sets the cover, edits alt text and deletes', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(ctx, realtor);
    const first = await upload(realtor, listing.id, await rotatedJpeg(), '?alt_text=Front%20porch');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const [photo] = first.json.photos;
    // EXIF orientation 6 turns the 400×200 image upright: 200 wide, 400 high.
    expect(photo).toMatchObject({
      width: 200,
      height: 400,
      is_cover: true,
      alt_text: 'Front porch',
      position: 0,
    });
    const thumb = await fetchBytes(ctx, realtor, `/api/listings/${listing.id}/photos/${photo.id}/thumb.webp`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(thumb.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 320]);
    const large = await fetchBytes(ctx, realtor, `/api/listings/${listing.id}/photos/${photo.id}/large.jpg`);
    const largeMeta = await sharp(large.bytes).metadata();
    expect(largeMeta.format).toBe('jpeg');
    expect(largeMeta.exif).toBeUndefined();
    expect(large.bytes.includes(Buffer.from('TestCam'))).toBe(false);

    const second = await upload(realtor, listing.id, await smallPng(), '');
    expect(second.status).toBe(201);
    const set = second.json;
    const [a, b] = set.photos.map((p: any) => p.id);
    expect(set.photos.map((p: any) => p.is_cover)).toEqual([true, false]);

    const reordered = await ctx.request('PUT', `/api/listings/${listing.id}/photos/order`, {
      cookie: realtor,
      body: { photo_ids: [b, a], version: set.version },
    });
    expect(reordered.status, JSON.stringify(reordered.json)).toBe(200);
    expect(reordered.json.photos.map((p: any) => p.id)).toEqual([b, a]);
    const stale = await ctx.request('PUT', `/api/listings/${listing.id}/photos/order`, {
      cookie: realtor,
      body: { photo_ids: [a, b], version: set.version },
    });
    expect(stale.status).toBe(409);
    const partial = await ctx.request('PUT', `/api/listings/${listing.id}/photos/order`, {
      cookie: realtor,
      body: { photo_ids: [a], version: reordered.json.version },
    });
    expect(partial.status).toBe(400);
    expect(partial.json.error.fields).toHaveProperty('photo_ids');

    const covered = await ctx.request('PATCH', `/api/listings/${listing.id}/photos/${b}`, {
      cookie: realtor,
      body: { cover: true, version: reordered.json.version },
    });
    expect(covered.status).toBe(200);
    expect(covered.json.photos.find((p: any) => p.is_cover).id).toBe(b);
    const alt = await ctx.request('PATCH', `/api/listings/${listing.id}/photos/${b}`, {
      cookie: realtor,
      body: { alt_text: 'Kitchen with island', version: covered.json.version },
    });
    expect(alt.status).toBe(200);
    expect(alt.json.photos.find((p: any) => p.id === b).alt_text).toBe('Kitchen with island');
    const staleAlt = await ctx.request('PATCH', `/api/listings/${listing.id}/photos/${b}`, {
      cookie: realtor,
      body: { alt_text: 'Old view', version: covered.json.version },
    });
    expect(staleAlt.status).toBe(409);
    expect(staleAlt.json.error.current.photos.find((p: any) => p.id === b).alt_text).toBe(
      'Kitchen with island',
    );

    const grid = await ctx.request('GET', `/api/listings?q=${encodeURIComponent('Gull Point')}&limit=100`, {
      cookie: realtor,
    });
    expect(grid.json.items.find((l: any) => l.id === listing.id).cover_photo).toMatchObject({
      id: b,
      alt_text: 'Kitchen with island',
    });

    const removed = await ctx.request('DELETE', `/api/listings/${listing.id}/photos/${b}`, {
      cookie: realtor,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.photos.map((p: any) => [p.id, p.is_cover])).toEqual([[a, true]]);
    expect((await fetchBytes(ctx, realtor, `/api/listings/${listing.id}/photos/${b}/thumb.jpg`)).status).toBe(
      404,
    );
  });

  it('answers 404 outside the listing scope and across organizations; writes need manage:properties', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(ctx, realtor);
    const res = await upload(realtor, listing.id, await smallPng());
    const photoId = res.json.photos[0].id;
    const lakeside = await as('broker@lakeside.demo.test');
    const leasing = await as('leasing_agent@demo.test');
    for (const cookie of [lakeside, leasing]) {
      expect((await ctx.request('GET', `/api/listings/${listing.id}/photos`, { cookie })).status).toBe(404);
      expect(
        (await fetchBytes(ctx, cookie, `/api/listings/${listing.id}/photos/${photoId}/thumb.webp`)).status,
      ).toBe(404);
    }
    expect((await upload(lakeside, listing.id, await smallPng())).status).toBe(404);
    expect(
      (await ctx.request('DELETE', `/api/listings/${listing.id}/photos/${photoId}`, { cookie: lakeside }))
        .status,
    ).toBe(404);
    const buyer = await as('buyer@demo.test');
    expect((await upload(buyer, listing.id, await smallPng())).status).toBe(403);
    expect((await ctx.request('GET', `/api/listings/${listing.id}/photos`, { cookie: buyer })).status).toBe(
      404,
    );
  });

  it('refuses a disguised file with 400 on `file`, an oversized one with 413 on `file`, and past the maximum count', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(ctx, realtor);
    const exe = await upload(realtor, listing.id, EXE_BYTES);
    expect(exe.status).toBe(400);
    expect(exe.json.error.fields.file).toMatch(/not a recognised file|accepted/);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(21 * 1024 * 1024)]);
    const big = await upload(realtor, listing.id, huge);
    expect(big.status).toBe(413);
    expect(big.json.error.fields.file).toBe('Too large');
    const broken = await upload(
      realtor,
      listing.id,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
    );
    expect(broken.status).toBe(400);
    expect(broken.json.error.fields.file).toMatch(/could not be decoded/);
    const tiny = await smallPng();
    for (let i = 0; i < MAX_PHOTOS_PER_LISTING; i++)
      expect((await upload(realtor, listing.id, tiny)).status).toBe(201);
    const over = await upload(realtor, listing.id, tiny);
    expect(over.status).toBe(400);
    expect(over.json.error.fields.file).toMatch(/At most 50 photos/);
    const list = await ctx.request('GET', `/api/listings/${listing.id}/photos`, { cookie: realtor });
    expect(list.json.photos).toHaveLength(MAX_PHOTOS_PER_LISTING);
  });

  it('shows the photos, cover first, on the public portal; the public variant route 404s when the link is off', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    await upload(realtor, listing.id, await smallPng('#111111'), '?alt_text=Street');
    const set = (await upload(realtor, listing.id, await smallPng('#eeeeee'), '?alt_text=Garden')).json;
    const garden = set.photos.find((p: any) => p.alt_text === 'Garden');
    await ctx.request('PATCH', `/api/listings/${listing.id}/photos/${garden.id}`, {
      cookie: realtor,
      body: { cover: true },
    });
    const summary = await ctx.request('GET', `/api/offer-links/${linkKey}`);
    expect(summary.json.photos.map((p: any) => p.alt_text)).toEqual(['Garden', 'Street']);
    expect(Object.keys(summary.json.photos[0]).sort()).toEqual(['alt_text', 'height', 'id', 'width']);
    const path = `/api/offer-links/${linkKey}/photos/${garden.id}/medium.jpg`;
    const ok = await fetchBytes(ctx, '', path);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    const other = await createListing(ctx, realtor);
    const otherPhoto = (await upload(realtor, other.id, await smallPng())).json.photos[0];
    expect(
      (await fetchBytes(ctx, '', `/api/offer-links/${linkKey}/photos/${otherPhoto.id}/thumb.jpg`)).status,
    ).toBe(404);
    await ctx.request('PUT', `/api/listings/${listing.id}/offer-link`, {
      cookie: realtor,
      body: { enabled: false },
    });
    expect((await fetchBytes(ctx, '', path)).status).toBe(404);
  });
});
