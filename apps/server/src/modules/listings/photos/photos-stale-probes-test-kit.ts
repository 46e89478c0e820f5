import type { StaleProbe } from '../../../test/stale-probe';
import { createListing } from '../listings-test-kit';
import { sendRaw, smallPng } from './photos-test-kit';

/**
 * Probes of the photo routes (test/stale-probe.ts), spread into test/stale-probes.ts. Every photo
 * edit is based on the photo set's version; the broker bumps it by changing a photo's alt text.
 */
const photoSetProbe = (
  send: (
    ctx: Parameters<StaleProbe['setup']>[0],
    base: string,
    photoIds: string[],
    cookie: string,
    headers: Record<string, string>,
  ) => Promise<any>,
): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('realtor@demo.test');
    const other = await as('broker@demo.test');
    const base = `/api/listings/${(await createListing(ctx, cookie)).id}/photos`;
    await sendRaw(ctx, cookie, base, await smallPng('#102030'));
    const set = (await sendRaw(ctx, cookie, base, await smallPng('#405060'))).json;
    const photoIds: string[] = set.photos.map((p: { id: string }) => p.id);
    return {
      readPath: base,
      bump: () =>
        ctx.request('PATCH', `${base}/${photoIds[0]}`, {
          cookie: other,
          body: { alt_text: `Bump ${Date.now()}` },
        }),
      send: (headers) => send(ctx, base, photoIds, cookie, headers),
    };
  },
});

export const PHOTOS_STALE_PROBES: Record<string, StaleProbe> = {
  'PUT /api/listings/:id/photos/order': photoSetProbe((ctx, base, ids, cookie, headers) =>
    ctx.request('PUT', `${base}/order`, { cookie, headers, body: { photo_ids: [...ids].reverse() } }),
  ),
  'PATCH /api/listings/:id/photos/:photoId': photoSetProbe((ctx, base, ids, cookie, headers) =>
    ctx.request('PATCH', `${base}/${ids[1]}`, { cookie, headers, body: { cover: true } }),
  ),
  'DELETE /api/listings/:id/photos/:photoId': photoSetProbe((ctx, base, ids, cookie, headers) =>
    ctx.request('DELETE', `${base}/${ids[1]}`, { cookie, headers }),
  ),
};
