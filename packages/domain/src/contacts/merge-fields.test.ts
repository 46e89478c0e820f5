import { describe, expect, it } from 'vitest';
import { mergeContactFields, type MergeableContact } from './merge-fields';

const base: MergeableContact = {
  firstName: 'Jon',
  lastName: 'Smith',
  emails: [{ label: 'personal', value: 'jon@x.test' }],
  phones: [{ label: 'mobile', value: '555-010-1111' }],
  address: null,
  types: ['buyer'],
  stage: 'active',
  leadSource: null,
  tags: ['VIP'],
  priceMin: null,
  priceMax: 500_000,
  areasOfInterest: ['Harbor North'],
  birthday: null,
  homeAnniversary: null,
  consentEmail: false,
  consentSms: false,
  notes: 'Prefers texts',
  ownerId: 'agent-1',
  teamId: null,
  lastContactedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('merging two contacts', () => {
  const duplicate: MergeableContact = {
    ...base,
    firstName: 'John',
    emails: [
      { label: 'work', value: 'JON@x.test' },
      { label: 'work', value: 'john@work.test' },
    ],
    phones: [{ label: 'home', value: '+1 (555) 010-1111' }],
    types: ['seller'],
    tags: ['vip', 'golf'],
    leadSource: 'referral',
    birthday: '1980-01-02',
    consentEmail: true,
    notes: 'Met at open house',
    ownerId: 'agent-2',
    lastContactedAt: new Date('2026-03-01T00:00:00Z'),
  };

  it('keeps the survivor, fills its gaps, unites lists and joins notes', () => {
    const m = mergeContactFields(base, duplicate);
    expect(m.firstName).toBe('Jon');
    expect(m.emails.map((e) => e.value)).toEqual(['jon@x.test', 'john@work.test']);
    expect(m.phones).toHaveLength(1);
    expect(m.types).toEqual(['buyer', 'seller']);
    expect(m.tags).toEqual(['VIP', 'golf']);
    expect(m.leadSource).toBe('referral');
    expect(m.birthday).toBe('1980-01-02');
    expect(m.notes).toBe('Prefers texts\n\nMet at open house');
    expect(m.lastContactedAt?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(m.ownerId).toBe('agent-1');
    expect(m.consentEmail).toBe(false);
  });

  it('takes the duplicate’s value where asked', () => {
    const m = mergeContactFields(base, duplicate, {
      first_name: 'duplicate',
      owner_id: 'duplicate',
      consent_email: 'duplicate',
    });
    expect(m.firstName).toBe('John');
    expect(m.ownerId).toBe('agent-2');
    expect(m.consentEmail).toBe(true);
  });
});
