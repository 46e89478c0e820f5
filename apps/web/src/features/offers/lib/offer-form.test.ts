import { describe, expect, it } from 'vitest';
import { buildOfferInput, emptyOfferForm, offerFieldOf } from './offer-form';

const filled = () => ({
  ...emptyOfferForm(),
  buyer_names: 'Jordan Avery, Casey Avery',
  agent_name: 'Morgan Blake',
  agent_brokerage: 'Blue Water Realty',
  agent_license: 'WA-1',
  agent_email: 'morgan@bluewater.test',
  agent_phone: '206 555 0134',
  price: '730,000',
  earnest_money: '15000',
  loan_amount: '584000',
  expires_at: new Date(Date.now() + 86_400_000).toISOString().slice(0, 16),
});

describe('buildOfferInput', () => {
  it('turns dollars and lists into the contract', () => {
    const result = buildOfferInput(filled());
    expect(result).toMatchObject({
      ok: true,
      input: {
        buyer_names: ['Jordan Avery', 'Casey Avery'],
        price_cents: 730_000_00,
        loan_amount_cents: 584_000_00,
        days_to_close: 30,
      },
    });
  });

  it('puts the contract’s complaints on the fields people typed', () => {
    const result = buildOfferInput({
      ...filled(),
      price: '',
      loan_amount: '',
      escalation_increment: '1000',
      escalation_cap: '5',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['price']));
    const rules = buildOfferInput({
      ...filled(),
      loan_amount: '',
      escalation_increment: '1000',
      escalation_cap: '5',
    });
    if (!rules.ok) expect(Object.keys(rules.errors).sort()).toEqual(['escalation_cap', 'loan_amount']);
    expect(rules.ok).toBe(false);
  });

  it('maps API field paths to form fields', () => {
    expect(offerFieldOf('contingencies.inspection_days')).toBe('inspection_days');
    expect(offerFieldOf('buyer_names.0')).toBe('buyer_names');
    expect(offerFieldOf('escalation.cap_cents')).toBe('escalation_cap');
  });
});
