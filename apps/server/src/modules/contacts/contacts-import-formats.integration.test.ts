import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOLLOW_UP_BOSS_HEADERS,
  GOOGLE_HEADERS,
  KVCORE_HEADERS,
  LIONDESK_HEADERS,
  OUTLOOK_HEADERS,
  TOP_PRODUCER_HEADERS,
  WISE_AGENT_HEADERS,
} from '@threshold/domain/contacts/import-formats/layouts';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let realtor: string;
let client: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { BODY_LIMIT_BYTES: String(8 * 1024 * 1024) } });
  const as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
  client = await as('buyer@demo.test');
});
afterAll(() => ctx.close());

/** A CSV with a published header: each row fills the named columns, the rest stay empty. */
const csvOf = (header: readonly string[], rows: Record<string, string>[]) =>
  Papa.unparse({ fields: [...header], data: rows.map((r) => header.map((h) => r[h] ?? '')) });

const importFile = (source: Record<string, string>, extra: Record<string, unknown> = {}) =>
  ctx.request('POST', '/api/contacts/import', { cookie: realtor, body: { source, ...extra } });

async function contactsTagged(tag: string) {
  const res = await ctx.request('GET', `/api/contacts?tag=${encodeURIComponent(tag)}&limit=200`, {
    cookie: realtor,
  });
  expect(res.status).toBe(200);
  return (res.json.items as any[]).sort((a, b) => a.first_name.localeCompare(b.first_name));
}

const GOOGLE = csvOf(GOOGLE_HEADERS, [
  {
    'First Name': 'Gia',
    'Last Name': 'Google',
    Labels: '* myContacts ::: Buyers ::: Golf club',
    'E-mail 1 - Label': '* Home',
    'E-mail 1 - Value': 'gia@home.fmt.test ::: gia.two@home.fmt.test',
    'E-mail 2 - Label': 'Work',
    'E-mail 2 - Value': 'gia@work.fmt.test',
    'Phone 1 - Label': 'Mobile',
    'Phone 1 - Value': '+1 425 555 0170 ::: +1 425 555 0171',
    'Address 1 - Label': 'Home',
    'Address 1 - Street': '400 Pine St',
    'Address 1 - Extended Address': 'Unit 9',
    'Address 1 - City': 'Seattle',
    'Address 1 - Region': 'WA',
    'Address 1 - Postal Code': '98101',
    'Address 1 - Country': 'United States',
  },
  {
    'First Name': 'Gus',
    'Last Name': 'Google',
    'E-mail 1 - Label': 'Other',
    'E-mail 1 - Value': 'gus@fmt.test',
    'Address 1 - Formatted': '12 Lake Rd, Apt 3\nKirkland, WA 98033\nUSA',
  },
]);

const VCARDS = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:V=C3=A9ga;Vic',
  'TEL;CELL;PREF:+1 206 555 0180',
  'TEL;WORK:+1 206 555 0181',
  'EMAIL;INTERNET:vic@fmt.test',
  'ADR;HOME:;;1 Elm St;Tacoma;WA;98402;USA',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Card;Val;;;',
  'FN:Val Card',
  'item1.EMAIL;type=INTERNET;type=pref:val@fmt.test',
  'item1.X-ABLabel:Cabin',
  'EMAIL;type=INTERNET;type=WORK:val@work.fmt.test',
  'TEL;type=HOME:+1 206 555 0190',
  'ADR;type=HOME:;Suite 5;77 Bay Ave;Everett;WA;98201;USA',
  'NOTE:Met at the open house on Bay Avenue and asked about two-bedroom condos near the wat',
  ' erfront',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Vera Four',
  'N:Four;Vera;;;',
  'EMAIL;TYPE=work;PREF=1:vera@fmt.test',
  'EMAIL;TYPE=home:vera@home.fmt.test',
  'TEL;VALUE=uri;TYPE="voice,cell":tel:+1-253-555-0199',
  'END:VCARD',
  '',
].join('\r\n');

describe('import of the real formats keeps every value (read back through the API)', () => {
  it('Google Contacts CSV: second e-mails, " ::: " cells, address parts, a formatted address, labels', async () => {
    const res = await importFile(
      { csv: GOOGLE },
      { defaults: { tags: ['fmt-google'] }, tag_mapping: { Buyers: { type: 'buyer' } } },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ format: 'google', created: 2, invalid: 0 });
    const [gia, gus] = await contactsTagged('fmt-google');
    expect(gia.emails).toEqual([
      { label: 'personal', value: 'gia@home.fmt.test' },
      { label: 'personal', value: 'gia.two@home.fmt.test' },
      { label: 'work', value: 'gia@work.fmt.test' },
    ]);
    expect(gia.phones.map((p: any) => p.value)).toEqual(['+1 425 555 0170', '+1 425 555 0171']);
    expect(gia.address).toEqual({
      street: '400 Pine St',
      unit: 'Unit 9',
      city: 'Seattle',
      region: 'WA',
      postal_code: '98101',
      country: 'United States',
    });
    expect(gia.types).toEqual(['buyer']);
    expect([...gia.tags].sort()).toEqual(['Golf club', 'fmt-google']);
    expect(gus.address).toEqual({
      street: '12 Lake Rd',
      unit: 'Apt 3',
      city: 'Kirkland',
      region: 'WA',
      postal_code: '98033',
      country: 'USA',
    });
  });

  it('Outlook CSV: all e-mail columns, named phones and the home address', async () => {
    const csv = csvOf(OUTLOOK_HEADERS, [
      {
        'First Name': 'Otto',
        'Last Name': 'Outlook',
        'E-mail Address': 'otto@fmt.test',
        'E-mail 2 Address': 'otto2@fmt.test',
        'E-mail 3 Address': 'otto3@fmt.test',
        'Mobile Phone': '(360) 555-0110',
        'Home Phone': '(360) 555-0111',
        'Home Street': '9 Harbor Way',
        'Home City': 'Olympia',
        'Home State': 'WA',
        'Home Postal Code': '98501',
        'Home Country/Region': 'USA',
      },
    ]);
    const res = await importFile({ csv }, { defaults: { tags: ['fmt-outlook'] } });
    expect(res.json).toMatchObject({ format: 'outlook', created: 1 });
    const [otto] = await contactsTagged('fmt-outlook');
    expect(otto.emails.map((e: any) => e.value)).toEqual([
      'otto@fmt.test',
      'otto2@fmt.test',
      'otto3@fmt.test',
    ]);
    expect(otto.phones).toEqual([
      { label: 'home', value: '(360) 555-0111' },
      { label: 'mobile', value: '(360) 555-0110' },
    ]);
    expect(otto.address).toEqual({
      street: '9 Harbor Way',
      unit: '',
      city: 'Olympia',
      region: 'WA',
      postal_code: '98501',
      country: 'USA',
    });
  });

  it('Follow Up Boss CSV: stage, source, numbered e-mails and phones, address parts', async () => {
    const csv = csvOf(FOLLOW_UP_BOSS_HEADERS, [
      {
        'First Name': 'Fay',
        'Last Name': 'Fub',
        Stage: 'Hot',
        Source: 'Zillow',
        'Email 1': 'fay@fmt.test',
        'Email 2': 'fay@work.fmt.test',
        'Email 2 - Type': 'work',
        'Phone 1': '509-555-0120',
        'Phone 2': '509-555-0121',
        'Phone 2 - Type': 'home',
        'Address 1 - Street': '3 River Rd',
        'Address 1 - City': 'Spokane',
        'Address 1 - State': 'WA',
        'Address 1 - Zip': '99201',
      },
    ]);
    const res = await importFile({ csv }, { defaults: { tags: ['fmt-fub'] } });
    expect(res.json).toMatchObject({ format: 'follow_up_boss', created: 1 });
    const [fay] = await contactsTagged('fmt-fub');
    expect(fay).toMatchObject({ stage: 'active', lead_source: 'Zillow' });
    expect(fay.emails.map((e: any) => e.value)).toEqual(['fay@fmt.test', 'fay@work.fmt.test']);
    expect(fay.phones).toEqual([
      { label: 'mobile', value: '509-555-0120' },
      { label: 'home', value: '509-555-0121' },
    ]);
    expect(fay.address).toMatchObject({
      street: '3 River Rd',
      city: 'Spokane',
      region: 'WA',
      postal_code: '99201',
    });
  });

  it.each([
    [
      'kvcore',
      KVCORE_HEADERS,
      {
        Email: 'a',
        'Secondary Email': 'b',
        'Cell Phone': 'p',
        'Home Phone': 'q',
        Address: 's',
        City: 'c',
        State: 'r',
        Zip: 'z',
        Hashtags: 't',
      },
    ],
    [
      'liondesk',
      LIONDESK_HEADERS,
      {
        Email: 'a',
        'Secondary Email': 'b',
        'Mobile Phone': 'p',
        'Home Phone': 'q',
        'Street Address': 's',
        City: 'c',
        State: 'r',
        Zip: 'z',
        Tags: 't',
      },
    ],
    [
      'wise_agent',
      WISE_AGENT_HEADERS,
      {
        Email: 'a',
        'Email 2': 'b',
        'Cell Phone': 'p',
        'Home Phone': 'q',
        Address: 's',
        City: 'c',
        State: 'r',
        Zip: 'z',
        Categories: 't',
      },
    ],
    [
      'top_producer',
      TOP_PRODUCER_HEADERS,
      {
        'Primary Email': 'a',
        'Secondary Email': 'b',
        'Mobile Phone': 'p',
        'Home Phone': 'q',
        'Home Address': 's',
        'Home City': 'c',
        'Home State': 'r',
        'Home Zip': 'z',
        Groups: 't',
      },
    ],
  ] as const)(
    '%s CSV: both e-mails, both phones, the address parts and the tags',
    async (format, header, roles) => {
      const value: Record<string, string> = {
        a: `${format}@fmt.test`,
        b: `${format}.2@fmt.test`,
        p: '(541) 555-0130',
        q: '(541) 555-0131',
        s: '8 Fir Ct',
        c: 'Eugene',
        r: 'OR',
        z: '97401',
        t: 'Relocation',
      };
      const cells = Object.fromEntries(Object.entries(roles).map(([column, role]) => [column, value[role]!]));
      const csv = csvOf(header, [{ 'First Name': 'Cora', 'Last Name': format, ...cells }]);
      const res = await importFile({ csv }, { duplicates: 'create', defaults: { tags: [`fmt-${format}`] } });
      expect(res.json).toMatchObject({ format, created: 1, invalid: 0 });
      const [cora] = await contactsTagged(`fmt-${format}`);
      expect(cora.emails.map((e: any) => e.value)).toEqual([value.a, value.b]);
      expect(cora.phones.map((p: any) => p.value).sort()).toEqual([value.p, value.q]);
      expect(cora.address).toMatchObject({
        street: '8 Fir Ct',
        city: 'Eugene',
        region: 'OR',
        postal_code: '97401',
      });
      expect(cora.tags).toContain('Relocation');
    },
  );

  it('vCard 2.1, 3.0 and 4.0 cards in one file', async () => {
    const res = await importFile({ vcard: VCARDS }, { defaults: { tags: ['fmt-vcard'] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ format: 'vcard', created: 3, invalid: 0 });
    const [val, vera, vic] = await contactsTagged('fmt-vcard');
    expect(vic).toMatchObject({ first_name: 'Vic', last_name: 'Véga' });
    expect(vic.phones).toEqual([
      { label: 'mobile', value: '+1 206 555 0180' },
      { label: 'work', value: '+1 206 555 0181' },
    ]);
    expect(vic.address).toEqual({
      street: '1 Elm St',
      unit: '',
      city: 'Tacoma',
      region: 'WA',
      postal_code: '98402',
      country: 'USA',
    });
    expect(val.emails).toEqual([
      { label: 'cabin', value: 'val@fmt.test' },
      { label: 'work', value: 'val@work.fmt.test' },
    ]);
    expect(val.address).toMatchObject({ street: '77 Bay Ave', unit: 'Suite 5', city: 'Everett' });
    expect(val.notes).toContain('near the waterfront');
    expect(vera.emails.map((e: any) => e.value)).toEqual(['vera@fmt.test', 'vera@home.fmt.test']);
    expect(vera.phones[0].value).toBe('+1-253-555-0199');
  });

  it('reports what a contact cannot hold instead of dropping it silently', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `many${i}@fmt.test`).join(' ::: ');
    const csv = csvOf(GOOGLE_HEADERS, [{ 'First Name': 'Manny', 'E-mail 1 - Value': twelve }]);
    const res = await importFile({ csv }, { defaults: { tags: ['fmt-limit'] } });
    expect(res.json.created).toBe(1);
    expect(res.json.warnings).toEqual([
      { row: 1, warnings: { emails: expect.stringContaining('many10@fmt.test, many11@fmt.test') } },
    ]);
    const [manny] = await contactsTagged('fmt-limit');
    expect(manny.emails).toHaveLength(10);
  });

  it('a label mapped to a stage wins over the import default stage; other rows take the default', async () => {
    const csv = csvOf(GOOGLE_HEADERS, [
      { 'First Name': 'Hana', Labels: '* myContacts ::: Hot leads', 'E-mail 1 - Value': 'hana@fmt.test' },
      { 'First Name': 'Ivo', Labels: '* myContacts', 'E-mail 1 - Value': 'ivo@fmt.test' },
    ]);
    const res = await importFile(
      { csv },
      {
        tag_mapping: { 'hot leads': { stage: 'active' } },
        defaults: { stage: 'nurture', tags: ['fmt-stage'] },
      },
    );
    expect(res.json.created).toBe(2);
    const [hana, ivo] = await contactsTagged('fmt-stage');
    expect([hana.stage, hana.tags]).toEqual(['active', ['fmt-stage']]);
    expect(ivo.stage).toBe('nurture');
  });

  it('refuses a file that is not vCard with a field error', async () => {
    const res = await importFile({ vcard: 'hello' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields['source.vcard']).toBeTruthy();
  });
});

describe('export in other formats imports back to the same contacts', () => {
  const comparable = (c: any) => ({
    first_name: c.first_name,
    last_name: c.last_name,
    emails: c.emails,
    phones: c.phones,
    address: c.address,
    types: c.types,
    stage: c.stage,
    birthday: c.birthday,
    notes: c.notes,
    tags: c.tags.filter((t: string) => !t.startsWith('fmt-') && !t.startsWith('again-')).sort(),
  });

  it.each([
    ['vcard', 'text/vcard'],
    ['google_csv', 'text/csv'],
  ] as const)('%s round trip', async (format, type) => {
    const originals = [
      ...(await contactsTagged('fmt-google')),
      ...(await contactsTagged('fmt-vcard')),
    ].filter((c) => !c.tags.some((t: string) => t.startsWith('again-')));
    const exported = await ctx.request('POST', '/api/contacts/export', {
      cookie: realtor,
      body: { format, ids: originals.map((c) => c.id) },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain(type);
    expect(exported.headers.get('x-row-count')).toBe(String(originals.length));
    const source: Record<string, string> = { [format === 'vcard' ? 'vcard' : 'csv']: exported.text };
    const res = await importFile(source, { duplicates: 'create', defaults: { tags: [`again-${format}`] } });
    expect(res.json).toMatchObject({ created: originals.length, invalid: 0, errors: [] });
    const again = await contactsTagged(`again-${format}`);
    const byName = (list: any[]) =>
      list
        .map(comparable)
        .sort((a, b) => `${a.first_name}${a.last_name}`.localeCompare(`${b.first_name}${b.last_name}`));
    // Google's layout has no place for contact types and stages; vCard carries them as X-THRESHOLD-*.
    const strip = (list: any[]) =>
      format === 'vcard' ? list : list.map(({ types: _t, stage: _s, ...rest }) => rest);
    expect(strip(byName(again))).toEqual(strip(byName(originals)));
  });
});

describe('OpenAPI', () => {
  it('documents the vCard source, the label rules, the export format and the saved mappings', async () => {
    const doc = (await ctx.request('GET', '/api/openapi.json')).json;
    const body = (path: string) => JSON.stringify(doc.paths[path].post.requestBody);
    expect(body('/api/contacts/import')).toContain('vcard');
    expect(body('/api/contacts/import')).toContain('tag_mapping');
    expect(body('/api/contacts/export')).toContain('google_csv');
    expect(Object.keys(doc.paths['/api/contacts/import/mappings'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });
});

describe('saved import mappings per organization', () => {
  const mapping = {
    name: 'Monthly FUB export',
    format: 'follow_up_boss',
    header: ['First Name', 'Email 1'],
    mapping: { 'First Name': 'first_name', 'Email 1': 'ignore' },
    tag_mapping: { Buyers: { type: 'buyer' } },
  };
  it('saves, lists, replaces by name and deletes', async () => {
    const saved = await ctx.request('PUT', '/api/contacts/import/mappings', {
      cookie: realtor,
      body: mapping,
    });
    expect(saved.status).toBe(200);
    await ctx.request('PUT', '/api/contacts/import/mappings', {
      cookie: realtor,
      body: { ...mapping, mapping: { 'First Name': 'full_name', 'Email 1': 'email' } },
    });
    const list = await ctx.request('GET', '/api/contacts/import/mappings', { cookie: realtor });
    expect(list.json.items).toEqual([
      { ...mapping, mapping: { 'First Name': 'full_name', 'Email 1': 'email' } },
    ]);
    const removed = await ctx.request(
      'DELETE',
      `/api/contacts/import/mappings?name=${encodeURIComponent(mapping.name)}`,
      { cookie: realtor },
    );
    expect(removed.json.items).toEqual([]);
    const again = await ctx.request(
      'DELETE',
      `/api/contacts/import/mappings?name=${encodeURIComponent(mapping.name)}`,
      { cookie: realtor },
    );
    expect(again.status).toBe(404);
  });
  it('answers 400 with field errors for a bad mapping', async () => {
    const res = await ctx.request('PUT', '/api/contacts/import/mappings', {
      cookie: realtor,
      body: { ...mapping, mapping: { 'First Name': 'shoe_size' } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).join()).toContain('mapping');
  });
  it('is closed to people who cannot manage contacts (a client account)', async () => {
    const res = await ctx.request('GET', '/api/contacts/import/mappings', { cookie: client });
    expect(res.status).toBe(403);
  });
});
