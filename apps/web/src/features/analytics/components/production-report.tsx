import {
  PRODUCTION_GROUPS,
  type ProductionGroup,
  type ProductionRow,
} from '@threshold/domain/analytics/production-report.contract';
import { Select } from '@/components/ui/select';
import { useReport } from '../api/analytics-api';
import { reportQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCents, formatCentsCompact, formatCount, formatMonth } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

const GROUP_LABELS: Record<ProductionGroup, string> = {
  agent: 'Agent',
  team: 'Team',
  month: 'Month',
  type: 'Deal type',
};

interface ProductionReportProps {
  filters: AnalyticsFilterState;
  onGroupChange: (group: ProductionGroup) => void;
}

/** Closed volume, units and (financial roles) GCI, grouped by agent, team, month or deal type. */
export function ProductionReportCard({ filters, onGroupChange }: ProductionReportProps) {
  const query = { ...reportQuery(filters), group_by: filters.group_by };
  const report = useReport('production', query);
  const data = report.data;
  const label = (row: ProductionRow) =>
    filters.group_by === 'month' && row.key ? formatMonth(row.key) : row.label;
  const columns: ReportColumn<ProductionRow>[] = [
    { header: GROUP_LABELS[filters.group_by], cell: label },
    { header: 'Units', cell: (r) => formatCount(r.units), numeric: true },
    { header: 'Volume', cell: (r) => formatCents(r.volume_cents), numeric: true },
    ...(data?.financials_visible
      ? [
          { header: 'GCI', cell: (r: ProductionRow) => formatCents(r.gci_cents ?? 0), numeric: true },
          {
            header: 'Company dollar',
            cell: (r: ProductionRow) => formatCents(r.company_dollar_cents ?? 0),
            numeric: true,
          },
        ]
      : []),
  ];
  return (
    <ReportCard
      title="Production"
      description="Closed deals: sales volume, units and gross commission income."
      state={report}
      isEmpty={data?.rows.length === 0}
      exportAs={{ name: 'production', query }}
      controls={
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <label htmlFor="production-group-by">Group by</label>
          <Select
            id="production-group-by"
            className="h-8 w-auto"
            value={filters.group_by}
            onChange={(e) => onGroupChange(e.target.value as ProductionGroup)}
          >
            {PRODUCTION_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g]}
              </option>
            ))}
          </Select>
        </div>
      }
      chart={() => (
        <ReportBarChart
          label={`Closed volume by ${GROUP_LABELS[filters.group_by].toLowerCase()}`}
          data={(data?.rows ?? []).map((r) => ({
            name: label(r),
            volume: r.volume_cents,
            gci: r.gci_cents ?? 0,
          }))}
          categoryKey="name"
          series={[
            { key: 'volume', label: 'Volume', color: '#1d4ed8' },
            ...(data?.financials_visible ? [{ key: 'gci', label: 'GCI', color: '#15803d' }] : []),
          ]}
          formatValue={formatCentsCompact}
        />
      )}
      table={() => (
        <ReportTable
          caption="Production"
          columns={columns}
          rows={data?.rows ?? []}
          totals={data && { ...data.totals, key: null, label: 'Total' }}
        />
      )}
    />
  );
}
