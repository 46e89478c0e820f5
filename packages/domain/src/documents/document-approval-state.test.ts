import { describe, expect, it } from 'vitest';
import { combineApprovalState } from './document-approval-state';

describe('combineApprovalState', () => {
  it('is none without live requests', () => {
    expect(combineApprovalState([])).toBe('none');
    expect(combineApprovalState(['cancelled'])).toBe('none');
  });

  it('a return wins over pending and approved; pending wins over approved', () => {
    expect(combineApprovalState(['approved', 'pending', 'returned'])).toBe('returned');
    expect(combineApprovalState(['approved', 'pending'])).toBe('pending');
    expect(combineApprovalState(['approved', 'cancelled', 'approved'])).toBe('approved');
  });
});
