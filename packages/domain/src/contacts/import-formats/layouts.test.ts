import { describe, expect, it } from 'vitest';
import { suggestPreparedMapping } from './suggest-prepared-mapping';
import { mapImportRow } from '../csv-rows';
import { detectImportFormat } from './detect-format';
import {
  FOLLOW_UP_BOSS_HEADERS,
  GOOGLE_HEADERS,
  GOOGLE_LEGACY_HEADERS,
  KVCORE_HEADERS,
  LIONDESK_HEADERS,
  OUTLOOK_HEADERS,
  TOP_PRODUCER_HEADERS,
  WISE_AGENT_HEADERS,
  type ImportFormat,
} from './layouts';
import { prepareImportTable } from './prepare-table';

/** A row for a published header: the named cells filled, every other column empty. */
const rowFor = (header: readonly string[], cells: Record<string, string>) =>
  header.map((h) => cells[h] ?? '');

function importOne(header: readonly string[], cells: Record<string, string>) {
  const prepared = prepareImportTable(header, [rowFor(header, cells)]);
  const mapping = suggestPreparedMapping(prepared.header);
  const result = mapImportRow(prepared.header, prepared.rows[0]!, mapping);
  if (result.ok !== true) throw new Error(JSON.stringify(result));
  return { prepared, mapping, contact: result.draft.contact };
}

describe('format detection from the published headers', () => {
  const cases: [ImportFormat, readonly string[]][] = [
    ['google', GOOGLE_HEADERS],
    ['google_legacy', GOOGLE_LEGACY_HEADERS],
    ['outlook', OUTLOOK_HEADERS],
    ['follow_up_boss', FOLLOW_UP_BOSS_HEADERS],
    ['kvcore', KVCORE_HEADERS],
    ['liondesk', LIONDESK_HEADERS],
    ['wise_agent', WISE_AGENT_HEADERS],
    ['top_producer', TOP_PRODUCER_HEADERS],
  ];
  it.each(cases)('recognises %s', (format, header) => {
    expect(detectImportFormat(header)).toBe(format);
    expect(prepareImportTable(header, []).format).toBe(format);
  });
  it('calls an ordinary spreadsheet generic', () => {
    expect(detectImportFormat(['Name', 'Email', 'Phone'])).toBe('generic');
  });
});

describe('mapping of each layout', () => {
  it('Google: paired Label/Value columns, " ::: " cells, "*" primary first, address parts, labels as tags', () => {
    const { contact } = importOne(GOOGLE_HEADERS, {
      'First Name': 'Ada',
      'Last Name': 'Byron',
      Labels: '* myContacts ::: Buyers ::: * starred',
      'E-mail 1 - Label': 'Home',
      'E-mail 1 - Value': 'ada@home.test ::: ada2@home.test',
      'E-mail 2 - Label': '* Work',
      'E-mail 2 - Value': 'ada@work.test',
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': '+1 555 0100',
      'Phone 2 - Label': 'Home Fax',
      'Phone 2 - Value': '+1 555 0101',
      'Address 1 - Label': 'Home',
      'Address 1 - Street': '1 Main St',
      'Address 1 - Extended Address': 'Apt 2',
      'Address 1 - City': 'Springfield',
      'Address 1 - Region': 'IL',
      'Address 1 - Postal Code': '62701',
      'Address 1 - Country': 'US',
    });
    expect(contact.emails).toEqual([
      { label: 'work', value: 'ada@work.test' },
      { label: 'personal', value: 'ada@home.test' },
      { label: 'personal', value: 'ada2@home.test' },
    ]);
    expect(contact.phones).toEqual([
      { label: 'mobile', value: '+1 555 0100' },
      { label: 'home fax', value: '+1 555 0101' },
    ]);
    expect(contact.address).toEqual({
      street: '1 Main St',
      unit: 'Apt 2',
      city: 'Springfield',
      region: 'IL',
      postal_code: '62701',
      country: 'US',
    });
    expect(contact.tags).toEqual(['Buyers']);
  });

  it('Google legacy: Type columns, Group Membership, a formatted address alone is parsed', () => {
    const { contact } = importOne(GOOGLE_LEGACY_HEADERS, {
      Name: 'Grace Hopper',
      'Given Name': 'Grace',
      'Family Name': 'Hopper',
      'Group Membership': '* My Contacts ::: Sellers',
      'E-mail 1 - Type': '* Other',
      'E-mail 1 - Value': 'grace@navy.test',
      'Phone 1 - Type': 'Work',
      'Phone 1 - Value': '(555) 010-2000',
      'Address 1 - Type': 'Home',
      'Address 1 - Formatted': '12 Elm Street, Unit 5\nArlington, VA 22201\nUSA',
    });
    expect(contact.first_name).toBe('Grace');
    expect(contact.emails).toEqual([{ label: 'other', value: 'grace@navy.test' }]);
    expect(contact.phones).toEqual([{ label: 'work', value: '(555) 010-2000' }]);
    expect(contact.address).toEqual({
      street: '12 Elm Street',
      unit: 'Unit 5',
      city: 'Arlington',
      region: 'VA',
      postal_code: '22201',
      country: 'USA',
    });
    expect(contact.tags).toEqual(['Sellers']);
  });

  it('Outlook: three e-mail columns, named phones, the home address wins over business', () => {
    const { contact, prepared } = importOne(OUTLOOK_HEADERS, {
      'First Name': 'Linus',
      'Last Name': 'Pauling',
      'E-mail Address': 'linus@home.test',
      'E-mail 2 Address': 'linus@lab.test',
      'Mobile Phone': '555-0150',
      'Business Phone': '555-0151',
      'Business Street': '100 Lab Way',
      'Business City': 'Pasadena',
      'Home Street': '5 Oak Ave',
      'Home City': 'Portland',
      'Home State': 'OR',
      'Home Postal Code': '97201',
      'Home Country/Region': 'United States',
      Categories: 'Investors;Sphere',
    });
    expect(contact.emails.map((e) => e.value)).toEqual(['linus@home.test', 'linus@lab.test']);
    expect(contact.phones).toEqual([
      { label: 'work', value: '555-0151' },
      { label: 'mobile', value: '555-0150' },
    ]);
    expect(contact.address).toMatchObject({
      street: '5 Oak Ave',
      city: 'Portland',
      region: 'OR',
      postal_code: '97201',
    });
    expect(contact.tags).toEqual(['Investors', 'Sphere']);
    expect(prepared.notices[0]!.notices.address).toContain('100 Lab Way');
  });

  it('Follow Up Boss: stage, source, assigned agent, numbered e-mails/phones with types, address parts', () => {
    const { contact, mapping } = importOne(FOLLOW_UP_BOSS_HEADERS, {
      'First Name': 'Mae',
      'Last Name': 'Jemison',
      Stage: 'Hot',
      Source: 'Zillow',
      'Assigned To': 'agent@demo.test',
      Tags: 'vip, relocation',
      'Email 1': 'mae@a.test',
      'Email 1 - Type': 'home',
      'Email 2': 'mae@b.test',
      'Email 2 - Type': 'work',
      'Phone 1': '555-0190',
      'Phone 1 - Type': 'mobile',
      'Address 1 - Street': '9 Star Rd',
      'Address 1 - City': 'Houston',
      'Address 1 - State': 'TX',
      'Address 1 - Zip': '77001',
    });
    expect(mapping['Assigned To']).toBe('owner_email');
    expect(contact.stage).toBe('active');
    expect(contact.lead_source).toBe('Zillow');
    expect(contact.emails).toEqual([
      { label: 'personal', value: 'mae@a.test' },
      { label: 'work', value: 'mae@b.test' },
    ]);
    expect(contact.address).toMatchObject({
      street: '9 Star Rd',
      city: 'Houston',
      region: 'TX',
      postal_code: '77001',
    });
    expect(contact.tags).toEqual(['vip', 'relocation']);
  });

  it.each([
    [
      'kvCORE',
      KVCORE_HEADERS,
      {
        Email: 'k@x.test',
        'Secondary Email': 'k2@x.test',
        'Cell Phone': '555-0111',
        Address: '1 A St',
        City: 'Reno',
        State: 'NV',
        Zip: '89501',
        Hashtags: 'buyer-2026',
      },
    ],
    [
      'LionDesk',
      LIONDESK_HEADERS,
      {
        Email: 'k@x.test',
        'Secondary Email': 'k2@x.test',
        'Mobile Phone': '555-0111',
        'Street Address': '1 A St',
        City: 'Reno',
        State: 'NV',
        Zip: '89501',
        Tags: 'buyer-2026',
      },
    ],
    [
      'Wise Agent',
      WISE_AGENT_HEADERS,
      {
        Email: 'k@x.test',
        'Email 2': 'k2@x.test',
        'Cell Phone': '555-0111',
        Address: '1 A St',
        City: 'Reno',
        State: 'NV',
        Zip: '89501',
        Categories: 'buyer-2026',
      },
    ],
    [
      'Top Producer',
      TOP_PRODUCER_HEADERS,
      {
        'Primary Email': 'k@x.test',
        'Secondary Email': 'k2@x.test',
        'Mobile Phone': '555-0111',
        'Home Address': '1 A St',
        'Home City': 'Reno',
        'Home State': 'NV',
        'Home Zip': '89501',
        Groups: 'buyer-2026',
      },
    ],
  ] as const)('%s: both e-mails, the phone, the address parts and tags', (_, header, cells) => {
    const { contact } = importOne(header, { 'First Name': 'Kim', 'Last Name': 'Lee', ...cells });
    expect(contact.emails.map((e) => e.value)).toEqual(['k@x.test', 'k2@x.test']);
    expect(contact.phones.map((p) => p.value)).toEqual(['555-0111']);
    expect(contact.address).toMatchObject({
      street: '1 A St',
      city: 'Reno',
      region: 'NV',
      postal_code: '89501',
    });
    expect(contact.tags).toEqual(['buyer-2026']);
  });

  it('reports e-mails beyond the contact limit instead of dropping them', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@x.test`).join(' ::: ');
    const prepared = prepareImportTable(GOOGLE_HEADERS, [
      rowFor(GOOGLE_HEADERS, { 'First Name': 'A', 'E-mail 1 - Value': eleven }),
    ]);
    const result = mapImportRow(prepared.header, prepared.rows[0]!, suggestPreparedMapping(prepared.header));
    expect(result.ok === true && result.draft.contact.emails).toHaveLength(10);
    expect(prepared.notices).toEqual([
      { index: 0, notices: { emails: expect.stringContaining('p10@x.test') } },
    ]);
  });

  it('a prepared table prepares to itself', () => {
    const once = prepareImportTable(GOOGLE_HEADERS, [
      rowFor(GOOGLE_HEADERS, { 'First Name': 'A', 'E-mail 1 - Value': 'a@x.test' }),
    ]);
    const twice = prepareImportTable(once.header, once.rows);
    expect(twice.header).toEqual(once.header);
    expect(twice.rows).toEqual(once.rows);
  });
});
