import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CreateContactInput } from './create-contact.contract';
import { ListContactsQuery } from './list-contacts.contract';
import { UpdateContactInput } from './update-contact.contract';

describe('contact contracts', () => {
  it('fills defaults and normalises lists on create', () => {
    const v = CreateContactInput.parse({
      first_name: ' Ana ',
      tags: ['VIP', 'vip', 'golf'],
      types: ['buyer', 'buyer'],
      emails: [{ value: 'a@b.test' }],
    });
    expect(v).toMatchObject({
      first_name: 'Ana',
      last_name: '',
      stage: 'new',
      tags: ['VIP', 'golf'],
      types: ['buyer'],
      emails: [{ label: 'personal', value: 'a@b.test' }],
    });
    expect(v.owner_id).toBeUndefined();
  });

  it('refuses unknown keys, bad e-mails, phones, dates and an inverted price range with field paths', () => {
    const r = CreateContactInput.safeParse({
      first_name: '',
      emails: [{ value: 'nope' }],
      phones: [{ value: '12' }],
      birthday: '2023-02-30',
      price_min: 10,
      price_max: 5,
      colour: 'red',
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['first_name', 'emails.0.value', 'phones.0.value', 'birthday']),
    );
    expect(r.error!.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
    expect(UpdateContactInput.safeParse({ price_min: 10, price_max: 5 }).error?.issues[0]?.path).toEqual([
      'price_max',
    ]);
  });

  it('reads list filters from query strings, single or repeated or comma-separated', () => {
    const q = ListContactsQuery.parse({
      type: 'buyer,seller',
      stage: ['new', 'active'],
      needs_attention: 'true',
      limit: '10',
    });
    expect(q).toMatchObject({
      type: ['buyer', 'seller'],
      stage: ['new', 'active'],
      needs_attention: true,
      limit: 10,
      sort: 'name',
    });
    expect(ListContactsQuery.safeParse({ stage: 'sideways' }).success).toBe(false);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        CreateContactInput.safeParse(input);
        UpdateContactInput.safeParse(input);
        ListContactsQuery.safeParse(input);
      }),
      { numRuns: 300 },
    );
  });
});
