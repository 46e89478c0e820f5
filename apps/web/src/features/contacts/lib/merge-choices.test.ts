import { describe, expect, it } from 'vitest';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { conflictingFields } from './merge-choices';

const base = {
  first_name: 'Ada',
  last_name: 'King',
  address: null,
  stage: 'new',
  lead_source: null,
  price_min: null,
  price_max: null,
  birthday: null,
  home_anniversary: null,
  owner_id: 'u1',
  owner: { id: 'u1', first_name: 'Riley', last_name: 'Chen' },
  team_id: null,
  consent_email: false,
  consent_sms: false,
} as unknown as ContactDto;

describe('merge choices', () => {
  it('asks only where both records have different values, and always for wider consent', () => {
    const duplicate = {
      ...base,
      last_name: 'Byron',
      stage: 'active',
      lead_source: 'zillow',
      consent_email: true,
    } as ContactDto;
    const fields = conflictingFields({ ...base, lead_source: null } as ContactDto, duplicate, () => 'Team');
    expect(fields).toEqual([
      { field: 'last_name', survivor: 'King', duplicate: 'Byron' },
      { field: 'stage', survivor: 'New', duplicate: 'Active' },
      { field: 'consent_email', survivor: 'No', duplicate: 'Yes' },
    ]);
  });
});
