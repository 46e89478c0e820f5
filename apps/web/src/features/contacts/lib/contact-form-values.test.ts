import { describe, expect, it } from 'vitest';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { toNestedErrors } from './contact-form-resolver';
import {
  buildContactInput,
  changedFields,
  contactToForm,
  emptyContactForm,
  splitTags,
  toFormPath,
} from './contact-form-values';

const form = (patch: Partial<ReturnType<typeof emptyContactForm>> = {}) => ({
  ...emptyContactForm(),
  ...patch,
});

describe('contact form values', () => {
  it('leaves blank rows and an empty address out, parses prices and keeps the owner default', () => {
    const result = buildContactInput(
      form({
        first_name: ' Ada ',
        emails: [
          { label: 'personal', value: '' },
          { label: 'work', value: 'ada@example.test' },
        ],
        price_min: '450k',
        price_max: '$1,200,000',
        lead_source: '  ',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      first_name: 'Ada',
      emails: [{ label: 'work', value: 'ada@example.test' }],
      phones: [],
      address: null,
      price_min: 450_000,
      price_max: 1_200_000,
      lead_source: null,
    });
    expect('owner_id' in result.input).toBe(false);
    expect(result.indexMap).toEqual({ emails: [1], phones: [] });
  });

  it('reports errors on the form rows they came from', () => {
    const result = buildContactInput(
      form({
        first_name: '',
        emails: [
          { label: 'personal', value: '' },
          { label: 'work', value: 'nope' },
        ],
        price_min: 'lots',
        price_max: '',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      first_name: 'Required',
      'emails.1.value': 'Not a valid e-mail address',
      price_min: 'Enter an amount, e.g. 450000 or 450k',
    });
    expect(toFormPath('phones.0.value', { emails: [], phones: [2] })).toBe('phones.2.value');
    expect(toFormPath('emails.4.value', { emails: [0], phones: [] })).toBe('emails');
  });

  it('checks the price range like the server', () => {
    const result = buildContactInput(form({ first_name: 'A', price_min: '500000', price_max: '400000' }));
    expect(result.ok ? {} : result.errors).toEqual({ price_max: 'Must not be below the minimum price' });
  });

  it('maps the owner choice: me, unassigned lead, someone else', () => {
    const input = (owner_id: string) => {
      const r = buildContactInput(form({ first_name: 'A', owner_id }), 'me-1');
      return r.ok ? r.input.owner_id : 'error';
    };
    expect(input('')).toBe('me-1');
    expect(input('unassigned')).toBeNull();
    expect(input('u-2')).toBe('u-2');
  });

  it('sends only the changed fields of an edited contact', () => {
    const contact = {
      first_name: 'Ada',
      last_name: 'King',
      emails: [{ label: 'personal', value: 'a@x.test' }],
      phones: [],
      address: null,
      types: ['buyer'],
      stage: 'new',
      lead_source: null,
      tags: ['vip'],
      price_min: null,
      price_max: null,
      areas_of_interest: [],
      birthday: null,
      home_anniversary: null,
      consent_email: false,
      consent_sms: false,
      notes: null,
      owner_id: 'me-1',
      team_id: null,
    } as unknown as ContactDto;
    const before = buildContactInput(contactToForm(contact, 'me-1'), 'me-1');
    const after = buildContactInput(
      { ...contactToForm(contact, 'me-1'), stage: 'active', tags: ['vip', 'cash'] },
      'me-1',
    );
    if (!before.ok || !after.ok) throw new Error('expected valid input');
    expect(changedFields(before.input, after.input)).toEqual({ stage: 'active', tags: ['vip', 'cash'] });
  });

  it('splits tags and nests errors for the form', () => {
    expect(splitTags(' vip, cash buyer ,, vip')).toEqual(['vip', 'cash buyer']);
    expect(toNestedErrors({ 'emails.1.value': 'Bad', 'tags.2': 'Too long', 'address.city': 'Long' })).toEqual(
      {
        emails: [undefined, { value: { type: 'validate', message: 'Bad' } }],
        tags: { type: 'validate', message: 'Too long' },
        address: { city: { type: 'validate', message: 'Long' } },
      },
    );
  });
});
