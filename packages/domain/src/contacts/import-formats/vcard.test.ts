import { describe, expect, it } from 'vitest';
import { suggestPreparedMapping } from './suggest-prepared-mapping';
import { mapImportRow } from '../csv-rows';
import { parseVcards, vcardsToTable } from './vcard-parse';
import { contactsToVcard } from './vcard-write';

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';

const V21 = crlf([
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen',
  'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller',
  'TEL;CELL;PREF:+49 30 1234567',
  'TEL;HOME:+49 30 7654321',
  'ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;Hauptstra=C3=9Fe 1;Berlin;;10115;Deutschl=',
  'and',
  'NOTE;ENCODING=QUOTED-PRINTABLE:Met at the =0D=0Aopen house',
  'END:VCARD',
]);

const V30 = crlf([
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Lovelace;Ada;;;',
  'FN:Ada Lovelace',
  'item1.EMAIL;type=INTERNET;type=pref:ada@engine.test',
  'item1.X-ABLabel:Cottage',
  'EMAIL;type=INTERNET;type=WORK:ada@work.test',
  'item2.TEL;type=pref:(555) 010-1000',
  'item2.X-ABLabel:_$!<Mobile>!$_',
  'ADR;type=HOME;type=pref:;Flat 3;12 Analytical Row;London;;NW1 6XE;United Kingdom',
  'NOTE:A very long note that an exporter folds because it is longer than seventy-five oc',
  ' tets per line',
  'BDAY:1915-12-10',
  'CATEGORIES:Buyers,Sphere',
  'END:VCARD',
]);

const V40 = crlf([
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Alan Turing',
  'N:Turing;Alan;;;',
  'EMAIL;TYPE=work;PREF=1:alan@bletchley.test',
  'EMAIL;TYPE=home:alan@home.test',
  'TEL;VALUE=uri;TYPE="voice,cell":tel:+44-20-7946-0000',
  'ADR;TYPE=home:;;2 Hut Lane;Bletchley;Bucks;MK3 6EB;UK',
  'BDAY:19120623',
  'END:VCARD',
]);

describe('vCard parsing', () => {
  it('2.1: quoted-printable (with a soft line break) and bare TYPE params', () => {
    const [card] = parseVcards(V21);
    expect(card).toMatchObject({ givenName: 'Jürgen', familyName: 'Müller', fullName: 'Jürgen Müller' });
    expect(card!.phones).toEqual([
      { type: '* cell', value: '+49 30 1234567' },
      { type: 'home', value: '+49 30 7654321' },
    ]);
    expect(card!.addresses[0]!.parts).toEqual([
      '',
      '',
      'Hauptstraße 1',
      'Berlin',
      '',
      '10115',
      'Deutschland',
    ]);
    expect(card!.notes).toBe('Met at the \r\nopen house');
  });

  it('3.0: grouped itemN. properties take their X-ABLabel, folded lines are unfolded', () => {
    const [card] = parseVcards(V30);
    expect(card!.emails).toEqual([
      { type: '* cottage', value: 'ada@engine.test' },
      { type: 'work', value: 'ada@work.test' },
    ]);
    expect(card!.phones).toEqual([{ type: '* mobile', value: '(555) 010-1000' }]);
    expect(card!.notes).toBe(
      'A very long note that an exporter folds because it is longer than seventy-five octets per line',
    );
    expect(card!.categories).toBe('Buyers; Sphere');
  });

  it('several cards of all three versions in one file become contacts', () => {
    const table = vcardsToTable(V21 + V30 + V40);
    expect(table.format).toBe('vcard');
    const mapping = suggestPreparedMapping(table.header);
    const contacts = table.rows.map((row) => {
      const r = mapImportRow(table.header, row, mapping);
      if (r.ok !== true) throw new Error(JSON.stringify(r));
      return r.draft.contact;
    });
    expect(contacts.map((c) => `${c.first_name} ${c.last_name}`)).toEqual([
      'Jürgen Müller',
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(contacts[1]!.emails).toEqual([
      { label: 'cottage', value: 'ada@engine.test' },
      { label: 'work', value: 'ada@work.test' },
    ]);
    expect(contacts[1]!.address).toEqual({
      street: '12 Analytical Row',
      unit: 'Flat 3',
      city: 'London',
      region: '',
      postal_code: 'NW1 6XE',
      country: 'United Kingdom',
    });
    expect(contacts[1]!.birthday).toBe('1915-12-10');
    expect(contacts[1]!.tags).toEqual(['Buyers', 'Sphere']);
    expect(contacts[2]!.emails[0]).toEqual({ label: 'work', value: 'alan@bletchley.test' });
    expect(contacts[2]!.phones).toEqual([{ label: 'mobile', value: '+44-20-7946-0000' }]);
    expect(contacts[2]!.birthday).toBe('1912-06-23');
  });

  it('writes vCard 3.0 that reads back to the same contact', () => {
    const contact = {
      id: '00000000-0000-4000-8000-000000000001',
      first_name: 'Zoë',
      last_name: 'Smith; Jr',
      emails: [
        { label: 'work', value: 'zoe@x.test' },
        { label: 'cottage', value: 'z@y.test' },
      ],
      phones: [
        { label: 'mobile', value: '+1 555 0100' },
        { label: 'other', value: '555 0101' },
      ],
      address: {
        street: '1 Long Road, Building 7',
        unit: 'Apt 2',
        city: 'Austin',
        region: 'TX',
        postal_code: '73301',
        country: 'US',
      },
      types: ['buyer' as const],
      stage: 'active' as const,
      tags: ['open house', 'vip'],
      birthday: '1990-02-03',
      notes: 'Line one\nLine two, with a comma; and a semicolon — café 🏡 '.repeat(3),
    };
    const text = contactsToVcard([
      contact,
      { ...contact, id: '00000000-0000-4000-8000-000000000002', first_name: 'Bo' },
    ]);
    expect(text.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const table = vcardsToTable(text);
    const r = mapImportRow(table.header, table.rows[0]!, suggestPreparedMapping(table.header));
    if (r.ok !== true) throw new Error(JSON.stringify(r));
    expect(r.draft.contact).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Smith; Jr',
      emails: contact.emails,
      phones: contact.phones,
      address: contact.address,
      types: ['buyer'],
      stage: 'active',
      tags: contact.tags,
      birthday: '1990-02-03',
      notes: contact.notes.trim(),
    });
    expect(table.rows).toHaveLength(2);
  });
});
