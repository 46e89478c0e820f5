import { describe, expect, it } from 'vitest';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { conflictingFields, movedContactChanges } from './merge-choices';

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

describe('movedContactChanges', () => {
  const seen = {
    ...base,
    emails: [{ label: 'home', value: 'ada@example.test' }],
    phones: [],
    tags: [],
    notes: null,
  };
  it('lists what changed on the contact that moved on: now vs what the merge was chosen from', () => {
    const now = {
      ...seen,
      stage: 'active',
      emails: [...seen.emails, { label: 'work', value: 'ada@work.test' }],
      notes: 'Prefers texts',
    } as ContactDto;
    expect(movedContactChanges(seen as ContactDto, now, () => 'Team')).toEqual([
      { label: 'Stage', theirs: 'Active', yours: 'New' },
      { label: 'E-mails', theirs: 'ada@example.test, ada@work.test', yours: 'ada@example.test' },
      { label: 'Notes', theirs: 'Prefers texts', yours: '' },
    ]);
  });
  it('is empty when nothing shown changed (e.g. only the version moved)', () => {
    expect(movedContactChanges(seen as ContactDto, { ...seen } as ContactDto, () => 'Team')).toEqual([]);
  });
});
