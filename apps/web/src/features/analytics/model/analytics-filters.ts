import type { ProductionGroup } from '@threshold/domain/analytics/production-report.contract';
import { PRODUCTION_GROUPS } from '@threshold/domain/analytics/production-report.contract';

/** The report filters as they live in the URL (/analytics?team=…&closing_from=…); empty = not set. */
export interface AnalyticsFilterState {
  closing_from: string;
  closing_to: string;
  team: string;
  agent: string;
  type: string;
  group_by: ProductionGroup;
}

const FILTER_KEYS = ['closing_from', 'closing_to', 'team', 'agent', 'type'] as const;

export function filtersFromUrl(params: URLSearchParams): AnalyticsFilterState {
  const group = params.get('group_by');
  return {
    closing_from: params.get('closing_from') ?? '',
    closing_to: params.get('closing_to') ?? '',
    team: params.get('team') ?? '',
    agent: params.get('agent') ?? '',
    type: params.get('type') ?? '',
    group_by: PRODUCTION_GROUPS.find((g) => g === group) ?? 'month',
  };
}

export function filtersToUrl(state: AnalyticsFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'group_by'] as const) if (state[key]) params.set(key, state[key]);
  if (state.group_by === 'month') params.delete('group_by');
  return params;
}

/** The filters every report takes, without empty values; `dates: false` for year-over-year. */
export function reportQuery(state: AnalyticsFilterState, dates = true): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    if (!dates && (key === 'closing_from' || key === 'closing_to')) continue;
    if (state[key]) query[key] = state[key];
  }
  return query;
}

/** Lead sources follow the contacts, not the deals' closing dates or type: only agent and team apply. */
export function peopleQuery(state: AnalyticsFilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.team) query.team = state.team;
  if (state.agent) query.agent = state.agent;
  return query;
}
