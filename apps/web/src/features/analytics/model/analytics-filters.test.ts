import { describe, expect, it } from 'vitest';
import { filtersFromUrl, filtersToUrl, reportQuery } from './analytics-filters';

describe('analytics filters in the URL', () => {
  it('round-trips through the URL and leaves out empty values and the default grouping', () => {
    const state = filtersFromUrl(new URLSearchParams('team=t1&closing_from=2026-01-01&group_by=agent'));
    expect(state).toMatchObject({ team: 't1', closing_from: '2026-01-01', agent: '', group_by: 'agent' });
    expect(filtersToUrl(state).toString()).toBe('closing_from=2026-01-01&team=t1&group_by=agent');
    expect(filtersToUrl({ ...state, group_by: 'month' }).toString()).toBe('closing_from=2026-01-01&team=t1');
  });

  it('ignores an unknown grouping', () => {
    expect(filtersFromUrl(new URLSearchParams('group_by=planet')).group_by).toBe('month');
  });

  it('drops the date range for year over year', () => {
    const state = filtersFromUrl(new URLSearchParams('type=sale&closing_to=2026-12-31'));
    expect(reportQuery(state)).toEqual({ type: 'sale', closing_to: '2026-12-31' });
    expect(reportQuery(state, false)).toEqual({ type: 'sale' });
  });
});
