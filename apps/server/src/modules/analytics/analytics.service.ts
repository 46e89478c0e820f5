import type { AnalyticsQuery, ReportFigures } from '@threshold/domain/analytics/analytics-filters.contract';
import type { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import type { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import type {
  ProductionQuery,
  ProductionReport,
} from '@threshold/domain/analytics/production-report.contract';
import type {
  YearOverYearQuery,
  YearOverYearReport,
} from '@threshold/domain/analytics/year-over-year-report.contract';
import { TRANSACTION_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import {
  averageDaysToCloseByMonth,
  GROUP_KEYS,
  sumClosedDeals,
  sumClosedDealsByYearMonth,
  sumDealsByStatus,
  type Aggregate,
} from './analytics.repository';
import { labelGroups } from './analytics-labels';

/**
 * GCI is a figure of every deal's commission plan, so only callers who may see every deal's figures
 * in their scope get it (read:transaction_financials, system admins); for others it is absent.
 */
export const seesGci = (actor: Actor) =>
  actor.isSystemAdmin || actor.permissions.has('read:transaction_financials');

function figures(
  a: Pick<Aggregate, 'units' | 'volume' | 'gci' | 'companyDollar'>,
  withGci: boolean,
  withCompanyDollar = false,
): ReportFigures {
  return {
    units: a.units,
    volume_cents: a.volume,
    ...(withGci ? { gci_cents: a.gci } : {}),
    ...(withGci && withCompanyDollar ? { company_dollar_cents: a.companyDollar } : {}),
  };
}

function sum(rows: Aggregate[]): Aggregate {
  const total: Aggregate = { key: null, units: 0, volume: 0, gci: 0, companyDollar: 0 };
  for (const r of rows) {
    total.units += r.units;
    total.volume += r.volume;
    total.gci += r.gci;
    total.companyDollar += r.companyDollar;
  }
  return total;
}

export async function getProductionReport(
  db: Db,
  actor: Actor,
  query: ProductionQuery,
): Promise<ProductionReport> {
  const { group_by, ...filters } = query;
  const withGci = seesGci(actor);
  const rows = await sumClosedDeals(db, actor, filters, GROUP_KEYS[group_by], withGci);
  const labels = await labelGroups(
    db,
    group_by,
    rows.map((r) => r.key),
  );
  return {
    group_by,
    financials_visible: withGci,
    rows: rows.map((r) => ({ key: r.key, label: labels(r.key), ...figures(r, withGci, true) })),
    totals: figures(sum(rows), withGci, true),
  };
}

export async function getPipelineReport(
  db: Db,
  actor: Actor,
  query: AnalyticsQuery,
): Promise<PipelineReport> {
  const rows = await sumDealsByStatus(db, actor, query);
  const byStatus = new Map(rows.map((r) => [r.key, r]));
  return {
    rows: TRANSACTION_STATUSES.map((status) => ({
      status,
      units: byStatus.get(status)?.units ?? 0,
      volume_cents: byStatus.get(status)?.volume ?? 0,
    })),
    totals: figures(sum(rows), false),
  };
}

export async function getDaysToCloseReport(
  db: Db,
  actor: Actor,
  query: AnalyticsQuery,
): Promise<DaysToCloseReport> {
  const rows = await averageDaysToCloseByMonth(db, actor, query);
  const average = (days: number, units: number) =>
    units === 0 ? null : Math.round((days / units) * 10) / 10;
  const units = rows.reduce((s, r) => s + r.units, 0);
  const days = rows.reduce((s, r) => s + Number(r.totalDays), 0);
  return {
    rows: rows.map((r) => ({
      month: r.month,
      units: r.units,
      average_days: average(Number(r.totalDays), r.units),
    })),
    totals: { units, average_days: average(days, units) },
  };
}

export async function getYearOverYearReport(
  db: Db,
  actor: Actor,
  { year: askedYear, ...filters }: YearOverYearQuery,
): Promise<YearOverYearReport> {
  const year = askedYear ?? new Date().getUTCFullYear();
  const withGci = seesGci(actor);
  const rows = await sumClosedDealsByYearMonth(db, actor, filters, year);
  const byMonth = new Map(rows.map((r) => [r.key, r]));
  const at = (y: number, month: number) => {
    const found = byMonth.get(`${y}-${String(month).padStart(2, '0')}`);
    return figures(found ?? { units: 0, volume: 0, gci: 0, companyDollar: 0 }, withGci);
  };
  return {
    year,
    financials_visible: withGci,
    rows: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      current: at(year, i + 1),
      previous: at(year - 1, i + 1),
    })),
  };
}
