import { z } from 'zod';
import { AnalyticsQuery } from '@threshold/domain/analytics/analytics-filters.contract';
import { ConversionReport } from '@threshold/domain/analytics/conversion-report.contract';
import { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import {
  LeadSourcesQuery,
  LeadSourcesReport,
} from '@threshold/domain/analytics/lead-sources-report.contract';
import { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import { ProductionQuery, ProductionReport } from '@threshold/domain/analytics/production-report.contract';
import {
  YearOverYearQuery,
  YearOverYearReport,
} from '@threshold/domain/analytics/year-over-year-report.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { AppDeps } from '../../platform/deps';
import { csvResponse } from '../../platform/http/csv-response';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { brokerDashboardRoutes } from './broker-dashboard.routes';
import {
  conversionCsv,
  daysToCloseCsv,
  leadSourcesCsv,
  pipelineCsv,
  productionCsv,
  yearOverYearCsv,
} from './analytics-csv';
import { getConversionReport, getLeadSourcesReport } from './funnel-reports.service';
import {
  getDaysToCloseReport,
  getPipelineReport,
  getProductionReport,
  getYearOverYearReport,
} from './analytics.service';

const tags = ['analytics'];

interface Report<Q extends z.ZodType, R extends z.ZodType> {
  name: string;
  summary: string;
  query: Q;
  response: R;
  load: (db: Db, actor: Actor, query: z.output<Q>) => Promise<z.output<R>>;
  csv: (report: z.output<R>) => string;
}

/** Each report answers JSON at /api/analytics/<name> and the same figures as CSV at /<name>/export. */
function reportRoutes<Q extends z.ZodType, R extends z.ZodType>(
  db: Db,
  report: Report<Q, R>,
): RouteDefinition[] {
  const path = `/api/analytics/${report.name}`;
  return [
    defineRoute({
      method: 'get',
      path,
      access: 'read:analytics',
      tags,
      summary: report.summary,
      query: report.query,
      response: report.response,
      handler: ({ actor, query }) => report.load(db, actor, query as z.output<Q>) as Promise<z.input<R>>,
    }),
    defineRoute({
      method: 'get',
      path: `${path}/export`,
      access: 'read:analytics',
      tags,
      summary: `${report.summary} — as text/csv (money in dollars). The body is CSV, not JSON.`,
      query: report.query,
      response: z.string(),
      produces: 'text/csv',
      handler: async ({ actor, query }) => {
        const data = await report.load(db, actor, query as z.output<Q>);
        return csvResponse(`analytics-${report.name}`, report.csv(data), { count: 0, truncated: false });
      },
    }),
  ];
}

/** /api/analytics/* reports and the /api/dashboard/broker/* widgets (ADR 0126). */
export function analyticsRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    ...reportRoutes(db, {
      name: 'production',
      summary:
        'Closed deals in the caller’s scope by agent, team, month or type: units, volume, GCI (financial roles)',
      query: ProductionQuery,
      response: ProductionReport,
      load: getProductionReport,
      csv: productionCsv,
    }),
    ...reportRoutes(db, {
      name: 'pipeline',
      summary: 'Deals in the caller’s scope per status: units and volume',
      query: AnalyticsQuery,
      response: PipelineReport,
      load: getPipelineReport,
      csv: pipelineCsv,
    }),
    ...reportRoutes(db, {
      name: 'days-to-close',
      summary: 'Average days from creation to closing of closed deals, per closing month',
      query: AnalyticsQuery,
      response: DaysToCloseReport,
      load: getDaysToCloseReport,
      csv: daysToCloseCsv,
    }),
    ...reportRoutes(db, {
      name: 'year-over-year',
      summary:
        'Closed deals per month of a year beside the year before: units, volume, GCI (financial roles)',
      query: YearOverYearQuery,
      response: YearOverYearReport,
      load: getYearOverYearReport,
      csv: yearOverYearCsv,
    }),
    ...reportRoutes(db, {
      name: 'conversion',
      summary:
        'Pipeline conversion in the caller’s scope: listed → under contract → closed, and fell-through deals by reason',
      query: AnalyticsQuery,
      response: ConversionReport,
      load: getConversionReport,
      csv: conversionCsv,
    }),
    ...reportRoutes(db, {
      name: 'lead-sources',
      summary:
        'Visible contacts by lead source → clients on a deal → closed deals and sale volume',
      query: LeadSourcesQuery,
      response: LeadSourcesReport,
      load: getLeadSourcesReport,
      csv: leadSourcesCsv,
    }),
    ...brokerDashboardRoutes(db),
  ];
}
