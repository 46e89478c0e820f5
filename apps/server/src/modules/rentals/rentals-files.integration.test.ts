import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { uploadDocument } from '../documents/documents-test-kit';
import { fetchBytes, rotatedJpeg, sendRaw } from '../listings/photos/photos-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { activeLease, contactId, ownerOf } from './rentals-test-kit';

describe('maintenance photos and lease documents (ADR 0171)', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  let renter: string;
  let leaseId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    renter = await as('renter@demo.test');
    const made = await activeLease(ctx, agent, [await contactId(ctx, agent, 'Delgado')]);
    leaseId = made.lease.id;
    const owner = await ownerOf(ctx, agent, await contactId(ctx, agent, 'Barrett'));
    const owners = await ctx.request('PUT', `/api/rentals/properties/${made.rentalPropertyId}/owners`, {
      cookie: agent,
      body: { owners: [{ owner_id: owner, share_bps: 10_000 }] },
    });
    expect(owners.status, JSON.stringify(owners.json)).toBe(200);
  });
  afterAll(() => ctx.close());

  it('takes photos from the renter and staff, serves thumbnails to whoever may read the request, 404 elsewhere', async () => {
    const request = await ctx.request('POST', '/api/rentals/maintenance', {
      cookie: renter,
      body: {
        lease_id: leaseId,
        category: 'plumbing',
        priority: 'normal',
        description: 'Drip under the sink',
      },
    });
    expect(request.status, JSON.stringify(request.json)).toBe(201);
    const path = `/api/rentals/maintenance/${request.json.id}/photos`;
    const fromRenter = await sendRaw(ctx, renter, path, await rotatedJpeg());
    expect(fromRenter.status, JSON.stringify(fromRenter.json)).toBe(201);
    const fromStaff = await sendRaw(ctx, agent, path, await rotatedJpeg(300, 300, '#aa0000'));
    expect(fromStaff.status, JSON.stringify(fromStaff.json)).toBe(201);
    expect(fromStaff.json.items).toHaveLength(2);
    // EXIF orientation applied (400×200 rotated), metadata gone.
    expect(fromStaff.json.items[0]).toMatchObject({ width: 200, height: 400 });
    const photoId = fromStaff.json.items[0].id as string;

    const thumb = await fetchBytes(ctx, renter, `${path}/${photoId}/thumb.webp`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect(
      (await fetchBytes(ctx, await as('landlord@demo.test'), `${path}/${photoId}/thumb.jpg`)).status,
    ).toBe(200);
    for (const email of ['property_management@demo.test', 'realtor@demo.test', 'broker@lakeside.demo.test']) {
      const cookie = await as(email);
      expect((await fetchBytes(ctx, cookie, `${path}/${photoId}/thumb.webp`)).status, email).toBe(404);
      expect((await ctx.request('GET', path, { cookie })).status, email).toBe(404);
      expect((await sendRaw(ctx, cookie, path, await rotatedJpeg())).status, email).toBe(404);
    }
    // The property's landlord reads the request but adds nothing to it.
    expect((await sendRaw(ctx, await as('landlord@demo.test'), path, await rotatedJpeg())).status).toBe(403);
    const notAnImage = await sendRaw(ctx, renter, path, Buffer.from('%PDF-1.7 not an image'), 'image/jpeg');
    expect(notAnImage.status).toBe(400);
    expect((await ctx.request('GET', path, { cookie: renter })).json.items).toHaveLength(2);
  });

  it('attaches documents to a lease; renters get the shared ones, others 404', async () => {
    const shared = await uploadDocument(ctx, agent, { name: 'Signed lease', shared_with_clients: 'true' });
    const internal = await uploadDocument(ctx, agent, { name: 'Screening notes' });
    const path = `/api/rentals/leases/${leaseId}/documents`;
    for (const doc of [shared, internal]) {
      const res = await ctx.request('POST', path, { cookie: agent, body: { document_id: doc.id } });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const again = await ctx.request('POST', path, { cookie: agent, body: { document_id: shared.id } });
    expect(again.status).toBe(409);
    const staffList = await ctx.request('GET', path, { cookie: agent });
    expect(staffList.json.items.map((d: { name: string }) => d.name).sort()).toEqual([
      'Screening notes',
      'Signed lease',
    ]);
    const renterList = await ctx.request('GET', path, { cookie: renter });
    expect(renterList.json.items.map((d: { name: string }) => d.name)).toEqual(['Signed lease']);
    const file = await fetchBytes(ctx, renter, `${path}/${shared.id}/content`);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetchBytes(ctx, renter, `${path}/${internal.id}/content`)).status).toBe(404);
    for (const email of ['property_management@demo.test', 'broker@lakeside.demo.test']) {
      const cookie = await as(email);
      expect((await fetchBytes(ctx, cookie, `${path}/${shared.id}/content`)).status, email).toBe(404);
    }
    const lakeside = await uploadDocument(ctx, await as('broker@lakeside.demo.test'), { name: 'Foreign' });
    const foreign = await ctx.request('POST', path, { cookie: agent, body: { document_id: lakeside.id } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toHaveProperty('document_id');
    expect(
      (await ctx.request('POST', path, { cookie: renter, body: { document_id: shared.id } })).status,
    ).toBe(403);
  });
});
