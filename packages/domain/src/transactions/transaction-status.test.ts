import { describe, expect, it } from 'vitest';
import { ROLE_KEYS } from '../roles';
import { hasBrokerAuthority } from './broker-authority';
import { findTransition, nextStatuses, TRANSACTION_STATUSES } from './transaction-status';

describe('transaction lifecycle', () => {
  it('allows exactly the documented transitions', () => {
    const table = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, nextStatuses(s)]));
    expect(table).toEqual({
      draft: ['active', 'cancelled', 'withdrawn', 'expired'],
      active: ['under_contract', 'cancelled', 'withdrawn', 'expired'],
      under_contract: ['active', 'closed', 'cancelled', 'withdrawn', 'expired'],
      closed: ['active', 'under_contract'],
      cancelled: ['active', 'under_contract'],
      withdrawn: ['active', 'under_contract'],
      expired: ['active', 'under_contract'],
    });
  });

  it('refuses skipping steps and moving back to draft', () => {
    expect(findTransition('draft', 'under_contract')).toBeNull();
    expect(findTransition('draft', 'closed')).toBeNull();
    expect(findTransition('active', 'closed')).toBeNull();
    expect(findTransition('active', 'draft')).toBeNull();
    expect(findTransition('closed', 'closed')).toBeNull();
  });

  it('gates closing on the checklist and reserves re-opening for brokers', () => {
    expect(findTransition('under_contract', 'closed')).toMatchObject({
      checklistGate: true,
      brokerOnly: false,
    });
    expect(findTransition('closed', 'active')).toMatchObject({
      kind: 'reopen',
      brokerOnly: true,
      reasonRequired: true,
    });
    expect(findTransition('active', 'cancelled')).toMatchObject({ reasonRequired: true });
    expect(findTransition('active', 'expired')).toMatchObject({ reasonRequired: false });
  });
});

describe('hasBrokerAuthority', () => {
  it('holds for brokerage management and brokers only', () => {
    const holders = ROLE_KEYS.filter((r) => hasBrokerAuthority(r, false));
    expect(holders).toEqual(['system_admin', 'managing_broker', 'brokerage_admin', 'broker', 'team_leader']);
    expect(hasBrokerAuthority('realtor', true)).toBe(true);
  });
});
