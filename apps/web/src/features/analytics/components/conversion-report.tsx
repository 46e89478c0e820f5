import type { ConversionReport } from '@threshold/domain/analytics/conversion-report.contract';
import { FALL_THROUGH_REASON_LABELS } from '@threshold/domain/transactions/fall-through-reason';
import { useReport } from '../api/analytics-api';
import { reportQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCents, formatCount, formatRate } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

interface StageRow {
  stage: string;
  deals: number;
  rate: number | null;
  rateOf: string;
}
type ReasonRow = ConversionReport['fell_through'][number];

const stageColumns: ReportColumn<StageRow>[] = [
  { header: 'Stage', cell: (r) => r.stage },
  { header: 'Deals', cell: (r) => formatCount(r.deals), numeric: true },
  { header: 'Conversion', cell: (r) => (r.rateOf ? `${formatRate(r.rate)} ${r.rateOf}` : '—'), numeric: true },
];

const reasonLabel = (r: ReasonRow) => (r.reason ? FALL_THROUGH_REASON_LABELS[r.reason] : 'Not recorded');
const reasonColumns: ReportColumn<ReasonRow>[] = [
  { header: 'Reason', cell: reasonLabel },
  { header: 'Cancelled', cell: (r) => formatCount(r.cancelled), numeric: true },
  { header: 'Withdrawn', cell: (r) => formatCount(r.withdrawn), numeric: true },
  { header: 'Deals', cell: (r) => formatCount(r.units), numeric: true },
  { header: 'Volume', cell: (r) => formatCents(r.volume_cents), numeric: true },
];

function stageRows(r: ConversionReport): StageRow[] {
  return [
    { stage: 'Listed', deals: r.stages.listed, rate: null, rateOf: '' },
    { stage: 'Under contract', deals: r.stages.contracted, rate: r.rates.listed_to_contract, rateOf: 'of listed' },
    { stage: 'Closed', deals: r.stages.closed, rate: r.rates.contract_to_closed, rateOf: 'of contracted' },
    { stage: 'Fell through', deals: r.stages.fell_through, rate: r.rates.fall_through, rateOf: 'of listed' },
    { stage: 'Expired', deals: r.stages.expired, rate: null, rateOf: '' },
  ];
}

/** Listing → under contract → closed, and why the cancelled and withdrawn deals fell through. */
export function ConversionReportCard({ filters }: { filters: AnalyticsFilterState }) {
  const query = reportQuery(filters);
  const report = useReport('conversion', query);
  const data = report.data;
  const reasons = data?.fell_through ?? [];
  return (
    <ReportCard
      title="Pipeline conversion"
      description="Deals past draft that reached a contract and closed, and why deals fell through."
      state={report}
      isEmpty={data?.stages.listed === 0}
      exportAs={{ name: 'conversion', query }}
      chart={() => (
        <div className="space-y-4">
          <ReportBarChart
            label={`Conversion: ${formatRate(data?.rates.listed_to_closed ?? null)} of listed deals closed`}
            data={data ? stageRows(data).map((r) => ({ stage: r.stage, deals: r.deals })) : []}
            categoryKey="stage"
            series={[{ key: 'deals', label: 'Deals', color: '#1d4ed8' }]}
            formatValue={formatCount}
          />
          {reasons.length ? (
            <ReportBarChart
              label="Fell-through deals by reason"
              data={reasons.map((r) => ({ reason: reasonLabel(r), deals: r.units }))}
              categoryKey="reason"
              series={[{ key: 'deals', label: 'Fell through', color: '#b91c1c' }]}
              formatValue={formatCount}
            />
          ) : (
            <p className="text-sm text-slate-600">No deal fell through.</p>
          )}
        </div>
      )}
      table={() => (
        <div className="space-y-4">
          <ReportTable caption="Pipeline conversion by stage" columns={stageColumns} rows={data ? stageRows(data) : []} />
          <ReportTable caption="Fell-through deals by reason" columns={reasonColumns} rows={reasons} />
        </div>
      )}
    />
  );
}
