import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_EDGE, MAX_LOGO_BYTES } from '@threshold/domain/organizations/organization-logo.contract';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../../test/harness';
import { cookieJar, countRows } from '../../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
});
afterAll(() => ctx.close());

const PATH = '/api/organization/logo';

/** A wide JPEG carrying EXIF (a camera make) that must not survive normalization. */
const jpegWithExif = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'TestCam' } } })
    .toBuffer();

async function putLogo(cookie: string, bytes: Uint8Array, contentType = 'image/png') {
  const response = await ctx.app.request(PATH, {
    method: 'PUT',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    body: bytes,
  });
  const json: any = await response.json();
  return { status: response.status, json };
}

async function getImage(cookie: string, path: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.request(path, { headers: { origin: TEST_ORIGIN, cookie, ...headers } });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

describe('organization logo', () => {
  it('stores an upload as a bounded PNG without metadata, shown to members and clients with an ETag', async () => {
    const broker = await as('managing_broker@demo.test');
    const saved = await putLogo(broker, await jpegWithExif(), 'image/png');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ width: LOGO_MAX_EDGE, height: LOGO_MAX_EDGE / 2 });
    const url: string = saved.json.logo_url;
    expect(url).toMatch(/^\/api\/organizations\/[0-9a-f-]+\/logo\?v=/);

    const image = await getImage(await as('realtor@demo.test'), url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: LOGO_MAX_EDGE, height: LOGO_MAX_EDGE / 2 });
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.length).toBeLessThan(MAX_LOGO_BYTES);
    const etag = image.headers.get('etag')!;
    expect((await getImage(await as('realtor@demo.test'), url, { 'if-none-match': etag })).status).toBe(304);
    expect((await getImage(await as('buyer@demo.test'), url)).status).toBe(200);

    const me = await ctx.request('GET', '/api/me', { cookie: await as('realtor@demo.test') });
    expect(me.json.primaryAffiliation.logo_url).toBe(url);
    expect((await ctx.request('GET', PATH, { cookie: broker })).json.logo_url).toBe(url);
    expect(
      await countRows(ctx, sql`select count(*) as n from audit_log where action = 'organization.logo_set'`),
    ).toBeGreaterThan(0);
  });

  it('replaces the logo: the old address answers the new image under a new ETag', async () => {
    const broker = await as('managing_broker@demo.test');
    const first = await putLogo(
      broker,
      await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    expect(first.status).toBe(200);
    const second = await putLogo(
      broker,
      await sharp({ create: { width: 32, height: 48, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer(),
    );
    expect(second.json).toMatchObject({ width: 32, height: 48 });
    expect(second.json.logo_url).not.toBe(first.json.logo_url);
    const image = await getImage(broker, second.json.logo_url);
    expect((await sharp(image.bytes).metadata()).height).toBe(48);
    expect(await countRows(ctx, sql`select count(*) as n from organization_logos`)).toBe(1);
  });

  it('refuses people who do not manage the organization, lying files, SVG and oversized bodies', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await putLogo(await as('realtor@demo.test'), png)).status).toBe(403);
    const broker = await as('managing_broker@demo.test');
    const lying = await putLogo(broker, Buffer.from('just some text, named logo.png\n'.repeat(20)));
    expect(lying.status).toBe(400);
    expect(lying.json.error.fields.file).toBeTruthy();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await putLogo(broker, svg, 'image/svg+xml')).status).toBe(400);
    const huge = Buffer.concat([png, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect((await putLogo(broker, huge)).status).toBe(413);
  });

  it('hides the logo from other organizations, and removes it', async () => {
    const broker = await as('managing_broker@demo.test');
    const current = await ctx.request('GET', PATH, { cookie: broker });
    const url: string = current.json.logo_url;
    expect(url).toBeTruthy();
    expect((await getImage(await as('broker@lakeside.demo.test'), url)).status).toBe(404);
    expect((await getImage(await as('buyer@lakeside.demo.test'), url)).status).toBe(404);
    expect((await getImage('', url)).status).toBe(401);

    expect((await ctx.request('DELETE', PATH, { cookie: await as('realtor@demo.test') })).status).toBe(403);
    const removed = await ctx.request('DELETE', PATH, { cookie: broker });
    expect(removed.status).toBe(200);
    expect(removed.json.logo_url).toBeNull();
    expect((await getImage(broker, url)).status).toBe(404);
    const me = await ctx.request('GET', '/api/me', { cookie: broker });
    expect(me.json.primaryAffiliation.logo_url).toBeNull();
    expect(
      await countRows(
        ctx,
        sql`select count(*) as n from audit_log where action = 'organization.logo_removed'`,
      ),
    ).toBe(1);
  });
});
