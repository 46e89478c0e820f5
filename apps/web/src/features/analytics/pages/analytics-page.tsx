import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnalyticsFiltersBar } from '../components/analytics-filters-bar';
import { ConversionReportCard } from '../components/conversion-report';
import { DaysToCloseReportCard } from '../components/days-to-close-report';
import { LeadSourcesReportCard } from '../components/lead-sources-report';
import { PipelineReportCard } from '../components/pipeline-report';
import { ProductionReportCard } from '../components/production-report';
import { YearOverYearReportCard } from '../components/year-over-year-report';
import { filtersFromUrl, filtersToUrl, type AnalyticsFilterState } from '../model/analytics-filters';

/** /analytics: production reports within the caller's scope, filters in the URL, each report on its own. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const update = (patch: Partial<AnalyticsFilterState>) =>
    setParams(filtersToUrl({ ...filters, ...patch }), { replace: true });
  return (
    <div>
      <PageHeader
        title="Analytics"
        description="Production, pipeline, days to close, year over year, conversion and lead sources for the deals and contacts you can see."
      />
      <AnalyticsFiltersBar
        filters={filters}
        onChange={update}
        onClear={() => setParams(new URLSearchParams(), { replace: true })}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ProductionReportCard filters={filters} onGroupChange={(group_by) => update({ group_by })} />
        <PipelineReportCard filters={filters} />
        <YearOverYearReportCard filters={filters} />
        <DaysToCloseReportCard filters={filters} />
        <ConversionReportCard filters={filters} />
        <LeadSourcesReportCard filters={filters} />
      </div>
    </div>
  );
}
