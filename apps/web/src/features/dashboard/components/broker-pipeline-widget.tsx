import type { PipelineRow } from '@threshold/domain/analytics/pipeline-report.contract';
import { useBrokerPipeline } from '../api/broker-dashboard-api';
import { formatCount, formatMoney } from './broker-figures';
import { BrokerWidget } from './broker-widget';

const OPEN_STAGES: { status: PipelineRow['status']; label: string }[] = [
  { status: 'draft', label: 'Draft' },
  { status: 'active', label: 'Active' },
  { status: 'under_contract', label: 'Under contract' },
  { status: 'closed', label: 'Closed' },
];

/** Units and volume per stage of every deal in the broker's scope. */
export function BrokerPipelineWidget() {
  const pipeline = useBrokerPipeline();
  const byStatus = new Map(pipeline.data?.rows.map((r) => [r.status, r]));
  return (
    <BrokerWidget
      id="broker-pipeline"
      title="Pipeline by stage"
      description="Deals and their volume (sale, else offer, else list price)."
      state={pipeline}
      isEmpty={pipeline.data?.totals.units === 0}
      empty="No deals yet."
    >
      {() => (
        <table className="w-full text-sm">
          <caption className="sr-only">Pipeline by stage</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 text-left">
                Stage
              </th>
              <th scope="col" className="py-1 text-right">
                Deals
              </th>
              <th scope="col" className="py-1 text-right">
                Volume
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {OPEN_STAGES.map(({ status, label }) => (
              <tr key={status}>
                <th scope="row" className="py-1 text-left font-normal">
                  {label}
                </th>
                <td className="py-1 text-right tabular-nums">
                  {formatCount(byStatus.get(status)?.units ?? 0)}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {formatMoney(byStatus.get(status)?.volume_cents ?? 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BrokerWidget>
  );
}
