import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { cookieJar, countRows, rows } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { BODY_LIMIT_BYTES: String(8 * 1024 * 1024) } });
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
  // An existing contact the file will collide with, by phone written differently.
  const existing = await ctx.request('POST', '/api/contacts', {
    cookie: realtor,
    body: {
      first_name: 'Existing',
      last_name: 'Person',
      emails: [{ value: 'existing@import.test' }],
      phones: [{ value: '206-555-4400' }],
      tags: ['old'],
    },
  });
  expect(existing.status).toBe(201);
});
afterAll(() => ctx.close());

const CSV = [
  'First Name,Last Name,Email,Mobile Phone,Stage,Tags,Budget,Birthday,Favourite colour',
  'Gwen,Good,gwen@import.test,425-555-0101,Active,vip;golf,$500k,4/1/1980,blue', // 1 good
  'Hal,Good,hal@import.test,,,,,,', // 2 good
  'Ivy,Bad,not-an-email,12,Sideways,,lots,2/30/1990,', // 3 bad
  ',,,,,,,,', // 4 empty
  'Existing,Person,,(206) 555-4400,,new-tag,,,', // 5 duplicate of the existing contact (phone)
  'Gwendolyn,Good,GWEN@import.test,,,,,,', // 6 duplicate of row 1 (e-mail, other case)
  ',Nameless,nameless@import.test,,,,,,', // 7 bad: no first name
].join('\n');

const importCsv = (extra: Record<string, unknown> = {}) =>
  ctx.request('POST', '/api/contacts/import', { cookie: realtor, body: { source: { csv: CSV }, ...extra } });
const countImported = () =>
  countRows(
    ctx,
    sql`select count(*)::int as n from contacts where search_text like '%@import.test%' and deleted_at is null`,
  );

describe('CSV import', () => {
  it('previews (dry run) with the exact report and writes nothing', async () => {
    const res = await importCsv({ dry_run: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      import_id: null,
      dry_run: true,
      format: 'generic',
      warnings: [],
      total_rows: 7,
      created: 2,
      merged: 0,
      skipped_duplicates: 2,
      invalid: 2,
      empty: 1,
      truncated: false,
      mapping: {
        'First Name': 'first_name',
        'Last Name': 'last_name',
        Email: 'email',
        'Mobile Phone': 'phone',
        Stage: 'stage',
        Tags: 'tags',
        Budget: 'price_max',
        Birthday: 'birthday',
        'Favourite colour': 'ignore',
      },
      errors: [
        {
          row: 3,
          errors: {
            email: 'Not a valid e-mail address: not-an-email',
            phone: 'Not a valid phone number: 12',
            stage: 'Unknown stage: Sideways',
            price_max: 'Not a price: lots',
            birthday: 'Not a date (use YYYY-MM-DD or M/D/YYYY): 2/30/1990',
          },
        },
        { row: 7, errors: { first_name: 'Required' } },
      ],
      duplicates: [
        {
          row: 5,
          existing_contact_id: expect.any(String),
          duplicate_of_row: null,
          matched_on: ['phone'],
          action: 'skipped',
        },
        { row: 6, existing_contact_id: null, duplicate_of_row: 1, matched_on: ['email'], action: 'skipped' },
      ],
    });
    expect(await countImported()).toBe(1);
  });

  it('leaves no partial rows when the write fails half-way', async () => {
    // The import's last write (its audit row) fails after the contacts were inserted and merged.
    await ctx.db.execute(sql`
      create function fail_contact_import() returns trigger language plpgsql as
        $$ begin raise exception 'simulated crash at the end of an import'; end $$`);
    await ctx.db.execute(sql`
      create trigger fail_contact_import before insert on audit_log
        for each row when (new.action = 'contact.import') execute function fail_contact_import()`);
    const res = await importCsv().finally(async () => {
      await ctx.db.execute(sql`drop trigger fail_contact_import on audit_log`);
      await ctx.db.execute(sql`drop function fail_contact_import()`);
    });
    expect(res.status).toBe(500);
    expect(await countImported()).toBe(1);
    expect(
      await countRows(ctx, sql`select count(*)::int as n from audit_log where action = 'contact.import'`),
    ).toBe(0);
  });

  it('imports the good rows in one go, skipping duplicates, with one audit row', async () => {
    const res = await importCsv();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      dry_run: false,
      created: 2,
      skipped_duplicates: 2,
      invalid: 2,
      import_id: expect.any(String),
    });
    const imported = await rows<{
      first_name: string;
      stage: string;
      tags: string[];
      price_max: number;
      birthday: string;
      owner_id: string;
      import_batch_id: string;
    }>(
      ctx,
      sql`select first_name, stage, tags, price_max::int, birthday::text, owner_id, import_batch_id::text from contacts where import_batch_id is not null order by first_name`,
    );
    expect(imported.map((r) => [r.first_name, r.stage, r.tags, r.price_max, r.birthday])).toEqual([
      ['Gwen', 'active', ['vip', 'golf'], 500000, '1980-04-01'],
      ['Hal', 'new', [], null, null],
    ]);
    expect(new Set(imported.map((r) => r.import_batch_id))).toEqual(new Set([res.json.import_id]));
    expect(await countImported()).toBe(3);
    expect(
      await countRows(
        ctx,
        sql`select count(*)::int as n from audit_log where action = 'contact.import' and entity_id = ${res.json.import_id}`,
      ),
    ).toBe(1);
    // A second run finds every good row already there.
    const again = await importCsv({ dry_run: true });
    expect(again.json).toMatchObject({ created: 0, skipped_duplicates: 4 });
  });

  it('merges duplicates into the existing contact when asked', async () => {
    const res = await importCsv({ duplicates: 'merge' });
    expect(res.json).toMatchObject({ created: 0, merged: 4, skipped_duplicates: 0 });
    const [existing] = await rows<{ tags: string[]; phones: unknown[] }>(
      ctx,
      sql`select tags, phones from contacts where search_text like '%existing@import.test%'`,
    );
    expect(existing!.tags).toEqual(['old', 'new-tag']);
    expect(existing!.phones).toHaveLength(1);
    const gwen = await ctx.request('GET', '/api/contacts?q=gwen@import', { cookie: realtor });
    expect(gwen.json.items).toHaveLength(1);
    expect(gwen.json.items[0].emails.map((e: { value: string }) => e.value)).toEqual(['gwen@import.test']);
  });

  it('takes pre-parsed rows with an explicit mapping, and refuses a mapping without a name', async () => {
    const ok = await ctx.request('POST', '/api/contacts/import', {
      cookie: realtor,
      body: {
        source: { header: ['n', 'e'], rows: [['Zed Zimmer', 'zed@rows.test']] },
        mapping: { n: 'full_name', e: 'email' },
        defaults: { tags: ['from-rows'], stage: 'nurture' },
      },
    });
    expect(ok.json).toMatchObject({ created: 1 });
    const zed = await ctx.request('GET', '/api/contacts?q=zed@rows', { cookie: realtor });
    expect(zed.json.items[0]).toMatchObject({
      first_name: 'Zed',
      last_name: 'Zimmer',
      stage: 'nurture',
      tags: ['from-rows'],
    });
    const bad = await ctx.request('POST', '/api/contacts/import', {
      cookie: realtor,
      body: { source: { header: ['e'], rows: [] }, mapping: { e: 'email' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ mapping: 'Map a column to first name or full name' });
  });

  it('imports 10,000 rows in seconds and exports them back', async () => {
    const lines = ['first_name,last_name,email,phone,tags'];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `Bulk${i},Importer,bulk${i}@many.test,(360) 5${String(i).padStart(6, '0').slice(0, 2)}-${String(i).padStart(4, '0').slice(-4)},bulk`,
      );
    const started = Date.now();
    const res = await ctx.request('POST', '/api/contacts/import', {
      cookie: realtor,
      body: { source: { csv: lines.join('\n') } },
    });
    const seconds = (Date.now() - started) / 1000;
    expect(res.status).toBe(200);
    expect(res.json.created + res.json.skipped_duplicates).toBe(10_000);
    expect(seconds).toBeLessThan(60);
    const exported = await ctx.request('POST', '/api/contacts/export', {
      cookie: realtor,
      body: { tag: ['bulk'] },
    });
    expect(exported.headers.get('x-row-count')).toBe(String(res.json.created));
    expect(exported.text.split('\r\n')[0]).toMatch(/^first_name,last_name,email,email_other,phone/);
  }, 180_000);
});

describe('CSV export', () => {
  it('answers a CSV file: the filtered list, formulas neutralised, and it imports back', async () => {
    await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: {
        first_name: '=HYPERLINK("x")',
        last_name: 'Formula',
        tags: ['export-me'],
        emails: [{ value: 'formula@export.test' }],
      },
    });
    const res = await ctx.request('POST', '/api/contacts/export', {
      cookie: realtor,
      body: { tag: ['export-me'] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('x-row-count')).toBe('1');
    expect(res.headers.get('x-truncated')).toBe('false');
    const raw = await ctx.app.request('/api/contacts/export', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: realtor, 'content-type': 'application/json' },
      body: JSON.stringify({ tag: ['export-me'] }),
    });
    const bytes = new Uint8Array(await raw.arrayBuffer()).slice(0, 14);
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('first_name,')]); // a UTF-8 BOM first
    expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
    const back = await ctx.request('POST', '/api/contacts/import', {
      cookie: realtor,
      body: { source: { csv: res.text }, dry_run: true },
    });
    expect(back.json).toMatchObject({ total_rows: 1, skipped_duplicates: 1, invalid: 0 });
    expect(back.json.mapping).toMatchObject({
      first_name: 'first_name',
      email: 'email',
      owner_email: 'owner_email',
      id: 'ignore',
    });
  });
});
