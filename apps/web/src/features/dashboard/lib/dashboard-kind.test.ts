import { describe, expect, it } from 'vitest';
import { dealMilestones } from '../components/deal-timeline';
import { dashboardKind } from './dashboard-kind';

describe('dashboardKind', () => {
  it.each([
    ['broker', 'broker'],
    ['brokerage_admin', 'broker'],
    ['realtor', 'agent'],
    ['team_leader', 'agent'],
    ['transaction_coordinator', 'support'],
    ['assistant', 'support'],
    ['attorney', 'external'],
    ['home_inspector', 'external'],
    ['buyer', 'client'],
    ['renter', 'client'],
    ['unassigned', 'unassigned'],
  ] as const)('%s in an organization gets the %s dashboard', (role, kind) => {
    expect(dashboardKind(role, true)).toBe(kind);
  });

  it('shows how to get access to someone without an organization (default role renter)', () => {
    expect(dashboardKind('renter', false)).toBe('unassigned');
  });
});

describe('dealMilestones', () => {
  it('marks the steps before the status done and the status current, with the closing date', () => {
    const steps = dealMilestones({ status: 'under_contract', closing_date: '2026-12-01', next_date: null });
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(steps[3]!.date).toBe('2026-12-01');
  });

  it('marks every step done once closed', () => {
    const steps = dealMilestones({ status: 'closed', closing_date: null, next_date: null });
    expect(steps.every((s) => s.state === 'done')).toBe(true);
  });
});
