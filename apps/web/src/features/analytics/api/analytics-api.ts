import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ConversionReport } from '@threshold/domain/analytics/conversion-report.contract';
import { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import { LeadSourcesReport } from '@threshold/domain/analytics/lead-sources-report.contract';
import { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import { ProductionReport } from '@threshold/domain/analytics/production-report.contract';
import { YearOverYearReport } from '@threshold/domain/analytics/year-over-year-report.contract';
import { TransactionFacetsDto } from '@threshold/domain/transactions/get-transaction-facets.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { fetchCsv, type CsvFile } from '@/lib/csv-download';

export type ReportName =
  | 'production'
  | 'pipeline'
  | 'days-to-close'
  | 'year-over-year'
  | 'conversion'
  | 'lead-sources';
type Query = Record<string, string>;

const SCHEMAS = {
  production: ProductionReport,
  pipeline: PipelineReport,
  'days-to-close': DaysToCloseReport,
  'year-over-year': YearOverYearReport,
  conversion: ConversionReport,
  'lead-sources': LeadSourcesReport,
} as const;
type Reports = { [K in ReportName]: z.output<(typeof SCHEMAS)[K]> };

/** One report; each report loads on its own so one slow or failing report never blocks the others. */
export function useReport<N extends ReportName>(name: N, query: Query) {
  return useQuery({
    queryKey: ['analytics', name, query],
    queryFn: ({ signal }) =>
      api.get(`/api/analytics/${name}`, {
        query,
        schema: SCHEMAS[name] as unknown as z.ZodType<Reports[N]>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/analytics/<name>/export with the same filters. */
export function fetchReportCsv(name: ReportName, query: Query): Promise<CsvFile> {
  return fetchCsv(`/api/analytics/${name}/export?${new URLSearchParams(query).toString()}`, {
    fallbackName: `analytics-${name}.csv`,
  });
}

/** The agents and teams of the deals in the caller's scope: the filter choices. */
export function useFilterChoices() {
  return useQuery({
    queryKey: ['analytics', 'filter-choices'],
    queryFn: ({ signal }) => api.get('/api/transactions/facets', { schema: TransactionFacetsDto, signal }),
    staleTime: 5 * 60_000,
  });
}
