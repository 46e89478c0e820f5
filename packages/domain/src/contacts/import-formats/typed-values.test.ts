import { describe, expect, it } from 'vitest';
import { mapImportRow } from '../csv-rows';
import { parseFormattedAddress } from './address-parse';
import { cleanGroupLabels, parseTypeCell, parseTypedList, splitMultiValue } from './typed-values';
import { applyTagMapping } from './tag-mapping';

describe('" ::: " cells and types', () => {
  it('splits a Google multi-value cell and drops empty parts', () => {
    expect(splitMultiValue('a@x.test ::: b@x.test :::  ::: c@x.test')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
    ]);
    expect(splitMultiValue('')).toEqual([]);
  });
  it('splits " ::: " cells in ordinary e-mail and phone columns too', () => {
    const r = mapImportRow(
      ['Name', 'Email', 'Phone'],
      ['Ann Lee', 'a@x.test ::: b@x.test', '555-0100 ::: 555-0101'],
      {
        Name: 'full_name',
        Email: 'email',
        Phone: 'phone',
      },
    );
    expect(r.ok === true && r.draft.contact.emails.map((e) => e.value)).toEqual(['a@x.test', 'b@x.test']);
    expect(r.ok === true && r.draft.contact.phones.map((p) => p.value)).toEqual(['555-0100', '555-0101']);
  });
  it('reads "*" as the primary marker', () => {
    expect(parseTypeCell('* Work')).toEqual({ label: 'work', primary: true });
    expect(parseTypeCell('Home')).toEqual({ label: 'home', primary: false });
  });
  it('reads a typed list cell, values without a label taking the fallback', () => {
    expect(parseTypedList('work: a@x.test ::: b@x.test', 'personal')).toEqual([
      { label: 'work', value: 'a@x.test' },
      { label: 'personal', value: 'b@x.test' },
    ]);
  });
  it('drops the exporters’ system groups from labels', () => {
    expect(
      cleanGroupLabels('* myContacts ::: Buyers ::: * starred ::: System Group: Friends ::: Family'),
    ).toEqual(['Buyers', 'Family']);
    expect(cleanGroupLabels('Investors;Sphere;Investors')).toEqual(['Investors', 'Sphere']);
  });
  it('turns mapped labels into types or the stage', () => {
    const contact = { tags: ['Buyers', 'Hot leads', 'vip'], types: [], stage: 'new' as const };
    expect(
      applyTagMapping(contact, { buyers: { type: 'buyer' }, 'Hot leads': { stage: 'active' } }, false),
    ).toEqual({
      tags: ['vip'],
      types: ['buyer'],
      stage: 'active',
    });
    expect(applyTagMapping(contact, { 'Hot leads': { stage: 'active' } }, true).stage).toBe('new');
  });
});

describe('formatted address parsing', () => {
  it.each([
    [
      '123 Main St, Apt 4, Springfield, IL 62701, USA',
      {
        street: '123 Main St',
        unit: 'Apt 4',
        city: 'Springfield',
        region: 'IL',
        postal_code: '62701',
        country: 'USA',
      },
    ],
    [
      '500 King St W\nToronto ON M5V 1L9\nCanada',
      {
        street: '500 King St W',
        unit: '',
        city: 'Toronto',
        region: 'ON',
        postal_code: 'M5V 1L9',
        country: 'Canada',
      },
    ],
    [
      'Hauptstraße 1\n10115 Berlin\nGermany',
      {
        street: 'Hauptstraße 1',
        unit: '',
        city: 'Berlin',
        region: '',
        postal_code: '10115',
        country: 'Germany',
      },
    ],
    [
      '77 Ocean Dr, Miami, FL 33139-1234',
      {
        street: '77 Ocean Dr',
        unit: '',
        city: 'Miami',
        region: 'FL',
        postal_code: '33139-1234',
        country: '',
      },
    ],
  ])('%s', (formatted, parts) => {
    expect(parseFormattedAddress(formatted)).toEqual(parts);
  });
  it('keeps what it cannot place in the street', () => {
    expect(parseFormattedAddress('Somewhere 12 over the rainbow').street).toBe(
      'Somewhere 12 over the rainbow',
    );
  });
});
