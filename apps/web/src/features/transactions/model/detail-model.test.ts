import { describe, expect, it } from 'vitest';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { checklistActions } from './checklist-actions';
import { dealToValues, editDealInput } from './edit-deal';
import { transitionLabel } from './labels';

const agent = { read_only: false, can_edit: true, can_review_checklist: false };
const broker = { read_only: false, can_edit: true, can_review_checklist: true };
const client = { read_only: true, can_edit: false, can_review_checklist: false };

describe('checklist actions per permission', () => {
  it('lets the agent submit and resubmit, the reviewer approve, return and reopen', () => {
    expect(checklistActions({ status: 'pending' }, agent)).toEqual(['submit']);
    expect(checklistActions({ status: 'returned' }, agent)).toEqual(['resubmit']);
    expect(checklistActions({ status: 'submitted' }, agent)).toEqual([]);
    expect(checklistActions({ status: 'submitted' }, broker)).toEqual(['approve', 'return']);
    expect(checklistActions({ status: 'approved' }, broker)).toEqual(['reopen']);
  });

  it('gives a read-only viewer (a client) nothing to press', () => {
    for (const status of ['pending', 'submitted', 'approved', 'returned'] as const)
      expect(checklistActions({ status }, client)).toEqual([]);
  });
});

describe('status buttons', () => {
  it('names forward moves, fall-backs and re-opening for what they are', () => {
    expect(transitionLabel('under_contract', 'closed')).toBe('Close deal');
    expect(transitionLabel('under_contract', 'active')).toBe('Back to active (contract fell through)');
    expect(transitionLabel('closed', 'active')).toBe('Re-open as active');
    expect(transitionLabel('active', 'withdrawn')).toBe('Withdraw');
  });
});

describe('edit deal details', () => {
  const deal = {
    title: '12 Harbor Way',
    address: { line1: '12 Harbor Way', line2: null, city: 'Bayside', state: 'WA', postal_code: '98112' },
    mls_number: null,
    property_type: 'condo',
    beds: 2,
    baths: 1.5,
    square_feet: null,
    year_built: 1990,
    list_price_cents: 45_000_000,
    offer_price_cents: null,
    sale_price_cents: null,
    earnest_money_cents: null,
    financing_type: null,
  } as unknown as TransactionDetailDto;

  it('sends only what changed, in the API shape', () => {
    const initial = dealToValues(deal);
    expect(initial.list_price).toBe('450000');
    const result = editDealInput(initial, {
      ...initial,
      sale_price: '440,000',
      city: 'Harborview',
      beds: '',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        sale_price_cents: 44_000_000,
        beds: null,
        address: {
          line1: '12 Harbor Way',
          line2: null,
          city: 'Harborview',
          state: 'WA',
          postal_code: '98112',
        },
      },
    });
    expect(editDealInput(initial, initial)).toEqual({ ok: true, input: null });
  });

  it('reports bad values against the form fields', () => {
    const initial = dealToValues(deal);
    const result = editDealInput(initial, { ...initial, list_price: 'lots', title: ' ', year_built: '1500' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['list_price']);
    const second = editDealInput(initial, { ...initial, title: ' ', year_built: '1500' });
    expect(second.ok ? [] : Object.keys(second.errors).sort()).toEqual(['title', 'year_built']);
  });
});
