import { describe, expect, it } from 'vitest';
import { formPath, stepOfField, WIZARD_DEFAULTS, type WizardValues } from './wizard';
import { dollarsToCents, validateStep, validateWizard } from './wizard-input';

const valid: WizardValues = {
  ...WIZARD_DEFAULTS,
  type: 'purchase',
  side: 'dual',
  address: { line1: '12 Harbor Way', line2: '', city: 'Bayside', state: 'WA', postal_code: '98112' },
  list_price: '450,000',
  beds: '3',
  baths: '2.5',
  participants: [
    {
      first_name: 'Bea',
      last_name: 'Buyer',
      email: 'bea@example.test',
      phone: '',
      company: '',
      roles: ['buyer', 'seller'],
    },
  ],
  dates: { listing: '2026-01-01', acceptance: '2026-07-01', closing: '' },
};

describe('create wizard validation (with the create contract)', () => {
  it('needs a type and a side on the first step, and nothing else there', () => {
    expect(validateStep('deal', WIZARD_DEFAULTS)).toEqual({ type: 'Choose a type', side: 'Choose a side' });
  });

  it('refuses a side the type cannot take', () => {
    const errors = validateStep('deal', { ...valid, type: 'lease', side: 'buyer' });
    expect(errors.side).toMatch(/not possible/);
  });

  it('needs street and city on the property step and checks numbers and money', () => {
    const errors = validateStep('property', {
      ...valid,
      address: { ...valid.address, line1: ' ', city: '' },
      beds: 'three',
      baths: '2.25',
      list_price: '45o,000',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'address.city',
      'address.line1',
      'baths',
      'beds',
      'list_price',
    ]);
    expect(errors.list_price).toMatch(/amount/);
    expect(errors.baths).toMatch(/half/i);
  });

  it('needs a name and at least one role per participant', () => {
    const errors = validateStep('participants', {
      ...valid,
      participants: [{ first_name: '', last_name: '', email: 'nope', phone: '', company: '', roles: [] }],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'participants.0.email',
      'participants.0.first_name',
      'participants.0.roles',
    ]);
  });

  it('builds the API body: cents, nulls for blanks, only the dates the type uses', () => {
    const result = validateWizard(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      type: 'purchase',
      side: 'dual',
      status: 'draft',
      list_price_cents: 45_000_000,
      offer_price_cents: null,
      beds: 3,
      baths: 2.5,
      mls_number: null,
      address: { line1: '12 Harbor Way', line2: null, city: 'Bayside' },
      dates: { acceptance: '2026-07-01' },
    });
    expect(result.input.participants[0]).toMatchObject({
      first_name: 'Bea',
      roles: ['buyer', 'seller'],
      phone: null,
    });
  });

  it('maps contract and server paths back to form fields and their steps', () => {
    expect(formPath('list_price_cents')).toBe('list_price');
    expect(formPath('participants.1.contact_id')).toBe('participants.1.contact_id');
    expect(stepOfField('earnest_money_cents')).toBe('property');
    expect(stepOfField('participants.0.roles')).toBe('participants');
    expect(stepOfField('dates.closing')).toBe('dates');
    expect(stepOfField('owner_id')).toBe('deal');
    expect(stepOfField('something_new')).toBe('review');
  });

  it('reads dollars the way people type them', () => {
    expect(dollarsToCents('$1,250,000.5')).toBe(125_000_050);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('12.345')).toBe('invalid');
  });
});
