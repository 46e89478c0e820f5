import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { download, EXE_BYTES, uploadRaw } from '../documents/documents-test-kit';
import { createTemplate, field, pdfText } from './templates-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof sessions>;
let dataDir: string;
const user = (role: string) => ctx.seed!.harborview.users.get(role as never)!;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-templates-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  as = sessions(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIELDS = [
  field({ id: 'address', kind: 'merge', merge_key: 'property.address', label: 'Property address' }),
  field({ id: 'price', kind: 'merge', merge_key: 'price.list', label: 'List price', y: 0.2 }),
  field({ id: 'sale', kind: 'merge', merge_key: 'price.sale', label: 'Sale price', y: 0.3 }),
  field({ id: 'buyers', kind: 'merge', merge_key: 'parties.buyers', label: 'Buyers', page: 2 }),
  field({ id: 'note', kind: 'text', label: 'Special terms', y: 0.4, required: true }),
  field({ id: 'inspect', kind: 'checkbox', label: 'Inspection', y: 0.5, width: 0.03 }),
  field({ id: 'sign', kind: 'signature', label: 'Buyer signature', y: 0.8, height: 0.06 }),
];

describe('templates', () => {
  it('lets template managers create and edit, everyone on staff read, and keeps organizations apart', async () => {
    const broker = await as('broker@demo.test');
    const template = await createTemplate(ctx, broker, { deal_type: 'purchase' }, 3);
    expect(template.pages).toHaveLength(3);
    expect(template.pages[0]).toEqual({ width: 612, height: 792 });
    const realtor = await as('realtor@demo.test');
    expect((await ctx.request('GET', `/api/templates/${template.id}`, { cookie: realtor })).status).toBe(200);
    expect(
      (await ctx.request('PATCH', `/api/templates/${template.id}`, { cookie: realtor, body: { name: 'X' } }))
        .status,
    ).toBe(403);
    expect(
      (await uploadRaw(ctx, realtor, '/api/templates?name=Mine', new Uint8Array(EXE_BYTES))).status,
    ).toBe(403);
    expect((await ctx.request('GET', '/api/templates', { cookie: await as('buyer@demo.test') })).status).toBe(
      403,
    );
    const lakeside = await as('broker@lakeside.demo.test');
    expect((await ctx.request('GET', `/api/templates/${template.id}`, { cookie: lakeside })).status).toBe(
      404,
    );
    const listed = await ctx.request('GET', '/api/templates?deal_type=purchase', { cookie: realtor });
    expect(listed.json.items.map((t: any) => t.id)).toContain(template.id);
    const lease = await ctx.request('GET', '/api/templates?deal_type=lease', { cookie: realtor });
    expect(lease.json.items.map((t: any) => t.id)).not.toContain(template.id);
  });

  it('refuses a template that is not a PDF, and fields off the template’s pages or without a deal field', async () => {
    const broker = await as('broker@demo.test');
    expect((await uploadRaw(ctx, broker, '/api/templates?name=Exe', new Uint8Array(EXE_BYTES))).status).toBe(
      400,
    );
    const template = await createTemplate(ctx, broker);
    const patch = (fields: unknown[]) =>
      ctx.request('PATCH', `/api/templates/${template.id}`, { cookie: broker, body: { fields } });
    const offPage = await patch([field({ page: 3 })]);
    expect(offPage.status).toBe(400);
    expect(offPage.json.error.fields).toHaveProperty(['fields.0.page']);
    expect((await patch([field({ kind: 'merge' })])).json.error.fields).toHaveProperty([
      'fields.0.merge_key',
    ]);
    expect((await patch([field({ x: 0.8, width: 0.4 })])).status).toBe(400);
    expect((await patch([field({}), field({})])).json.error.fields).toHaveProperty(['fields.1.id']);
    const saved = await patch(FIELDS);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.fields).toHaveLength(FIELDS.length);
  });

  it('previews merge fields from a deal, asks for missing values, and generates a flattened PDF filed on the deal', async () => {
    const broker = await as('broker@demo.test');
    const template = await createTemplate(ctx, broker);
    await ctx.request('PATCH', `/api/templates/${template.id}`, { cookie: broker, body: { fields: FIELDS } });
    const realtor = await as('realtor@demo.test');
    const deal = await createDeal(ctx, realtor, {
      participants: [{ user_id: user('buyer'), roles: ['buyer'] }],
    });
    const preview = await ctx.request(
      'GET',
      `/api/templates/${template.id}/merge-preview?transaction_id=${deal.id}`,
      { cookie: realtor },
    );
    expect(preview.status).toBe(200);
    const byId = Object.fromEntries(preview.json.fields.map((f: any) => [f.field_id, f.value]));
    expect(byId).toMatchObject({
      address: '12 Test Harbor Rd, Harborview, WA 98110',
      price: '$500,000.00',
      sale: null,
      buyers: 'Bianca Summers',
    });
    expect(preview.json.missing).toEqual(['sale']);

    const generate = (values: Record<string, string>) =>
      ctx.request('POST', `/api/templates/${template.id}/generate`, {
        cookie: realtor,
        body: { transaction_id: deal.id, values },
      });
    const incomplete = await generate({});
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.json.error.fields).sort()).toEqual(['values.note', 'values.sale']);
    const generated = await generate({
      sale: '$505,000.00',
      note: 'Seller pays HOA transfer fee',
      inspect: 'true',
    });
    expect(generated.status, JSON.stringify(generated.json)).toBe(201);
    expect(generated.json).toMatchObject({
      transaction: { id: deal.id },
      document_type: 'purchase_agreement',
      current: { source: 'generated', number: 1 },
    });
    const file = await download(ctx, realtor, generated.json.id);
    const text = await pdfText(file.bytes);
    expect(text[0]).toContain('12 Test Harbor Rd, Harborview, WA 98110');
    expect(text[0]).toContain('$500,000.00');
    expect(text[0]).toContain('$505,000.00');
    expect(text[0]).toContain('Seller pays HOA transfer fee');
    expect(text[1]).toContain('Bianca Summers');
    const activity = await ctx.request('GET', `/api/documents/${generated.json.id}/activity`, {
      cookie: realtor,
    });
    expect(activity.json.items[0]).toMatchObject({
      action: 'document.generate',
      details: { template_id: template.id },
    });
  });

  it('generates only on deals the caller may file documents on', async () => {
    const broker = await as('broker@demo.test');
    const template = await createTemplate(ctx, broker);
    const deal = await createDeal(ctx, await as('realtor@demo.test'));
    const outsider = await as('leasing_agent@demo.test');
    const res = await ctx.request('POST', `/api/templates/${template.id}/generate`, {
      cookie: outsider,
      body: { transaction_id: deal.id },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('transaction_id');
    const preview = await ctx.request(
      'GET',
      `/api/templates/${template.id}/merge-preview?transaction_id=${deal.id}`,
      { cookie: outsider },
    );
    expect(preview.status).toBe(400);
  });
});
