import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMapping, suggestMapping } from './csv-fields';
import { mapImportRow, parseDate, parsePrice, parseStage } from './csv-rows';

describe('column mapping', () => {
  it('suggests fields from common header spellings, each field once', () => {
    expect(
      suggestMapping([
        'First Name',
        'Last Name',
        'E-mail Address',
        'Mobile Phone',
        'Zip',
        'Status',
        'Email',
        'Favourite colour',
      ]),
    ).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'E-mail Address': 'email',
      'Mobile Phone': 'phone',
      Zip: 'postal_code',
      Status: 'stage',
      Email: 'ignore',
      'Favourite colour': 'ignore',
    });
  });

  it('requires a name column and refuses a field mapped twice or an unknown column', () => {
    expect(checkMapping(['a', 'b'], { a: 'email', b: 'email' })).toEqual({
      'mapping.b': 'Also mapped from "a"',
      mapping: 'Map a column to first name or full name',
    });
    expect(checkMapping(['a'], { a: 'full_name', z: 'email' })).toEqual({
      'mapping.z': 'No such column in the file',
    });
  });
});

describe('row mapping', () => {
  const header = ['Name', 'Email', 'Phone', 'Stage', 'Budget', 'Birthday', 'Tags', 'Type'];
  const mapping = suggestMapping(header);

  it('maps a good row', () => {
    const r = mapImportRow(
      header,
      [
        'Doe, Jane',
        'jane@x.test',
        '555-010-1234',
        'Under Contract',
        '$450k',
        '3/14/1985',
        'vip; golf',
        'buyers',
      ],
      mapping,
    );
    expect(r.ok).toBe(true);
    if (r.ok !== true) return;
    expect(r.draft.contact).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      emails: [{ label: 'personal', value: 'jane@x.test' }],
      phones: [{ label: 'mobile', value: '555-010-1234' }],
      stage: 'under_contract',
      price_max: 450_000,
      birthday: '1985-03-14',
      tags: ['vip', 'golf'],
      types: ['buyer'],
    });
  });

  it('reports every bad field of a row', () => {
    const r = mapImportRow(
      header,
      ['Jane', 'jane@', '12', 'sideways', 'lots', '2/30/1990', '', 'alien'],
      mapping,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        email: 'Not a valid e-mail address: jane@',
        phone: 'Not a valid phone number: 12',
        stage: 'Unknown stage: sideways',
        price_max: 'Not a price: lots',
        birthday: 'Not a date (use YYYY-MM-DD or M/D/YYYY): 2/30/1990',
        types: 'Unknown contact type: alien',
      },
    });
  });

  it('needs a first name and skips blank rows', () => {
    expect(mapImportRow(header, ['', 'a@b.test', '', '', '', '', '', ''], mapping)).toEqual({
      ok: false,
      errors: { first_name: 'Required' },
    });
    expect(mapImportRow(header, ['', ' ', ''], mapping)).toEqual({ ok: 'empty' });
  });

  it('parses prices, dates and stage aliases', () => {
    expect(parsePrice('1.2M')).toBe(1_200_000);
    expect(parsePrice('450,000')).toBe(450_000);
    expect(parsePrice('4,50')).toBeNull();
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseStage('Past Client')).toBe('closed');
  });

  it('never throws on arbitrary rows', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 10 }), (row) => {
        const r = mapImportRow(header, row, mapping);
        expect(['empty', true, false]).toContain(r.ok);
      }),
      { numRuns: 300 },
    );
  });
});
