import { describe, expect, it } from 'vitest';
import { isListingAgentRole, ListingAgentsInput, orderListingAgents } from './listing-agents';

const issues = (value: unknown) => {
  const r = ListingAgentsInput.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listing agents', () => {
  it('takes one primary and distinct co-agents', () => {
    expect(issues([{ user_id: 'a', primary: true }, { user_id: 'b' }])).toEqual([]);
    expect(ListingAgentsInput.parse([{ user_id: 'a', primary: true }, { user_id: 'b' }])[1]!.primary).toBe(false);
  });

  it('refuses no primary, two primaries, a repeat, none at all and too many', () => {
    expect(issues([{ user_id: 'a' }])).toEqual([': Choose exactly one primary listing agent']);
    expect(issues([{ user_id: 'a', primary: true }, { user_id: 'b', primary: true }])).toEqual([
      ': Choose exactly one primary listing agent',
    ]);
    expect(issues([{ user_id: 'a', primary: true }, { user_id: 'a' }])).toEqual(['1.user_id: This agent is already listed']);
    expect(issues([])).toContain(': Choose at least one listing agent');
    const seven = Array.from({ length: 7 }, (_, i) => ({ user_id: `u${i}`, primary: i === 0 }));
    expect(issues(seven)).toContain(': At most 6 listing agents');
  });

  it('knows the licensed roles', () => {
    expect(['broker', 'realtor', 'leasing_agent', 'team_leader', 'managing_broker'].every(isListingAgentRole)).toBe(true);
    expect(['transaction_coordinator', 'seller', 'brokerage_admin', 'assistant'].some(isListingAgentRole)).toBe(false);
  });

  it('orders the primary first, then by name', () => {
    const order = orderListingAgents([
      { id: '1', first_name: 'Zoe', last_name: 'Young', primary: false },
      { id: '2', first_name: 'Ann', last_name: 'Baker', primary: false },
      { id: '3', first_name: 'Max', last_name: 'Moss', primary: true },
    ]);
    expect(order.map((a) => a.id)).toEqual(['3', '2', '1']);
  });
});
