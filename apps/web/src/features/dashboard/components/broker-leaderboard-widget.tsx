import { useBrokerAgentProduction } from '../api/broker-dashboard-api';
import { BrokerFigure, formatCount, formatMoney } from './broker-figures';
import { BrokerWidget } from './broker-widget';

const TOP = 10;

/** Agents ranked by closed volume this year. */
export function BrokerLeaderboardWidget() {
  const report = useBrokerAgentProduction();
  const top = [...(report.data?.rows ?? [])].sort((a, b) => b.volume_cents - a.volume_cents).slice(0, TOP);
  return (
    <BrokerWidget
      id="broker-leaderboard"
      title="Agent leaderboard"
      description="Closed volume since January 1."
      state={report}
      isEmpty={top.length === 0}
      empty="No closings this year yet."
    >
      {() => (
        <ol className="divide-y divide-slate-100 text-sm">
          {top.map((r, i) => (
            <li key={r.key ?? i} className="flex items-center justify-between gap-3 py-2">
              <span className="text-slate-900">
                <span className="mr-2 text-slate-600">{i + 1}.</span>
                {r.label}
              </span>
              <span className="text-right tabular-nums text-slate-700">
                {formatCount(r.units)} closed · {formatMoney(r.volume_cents)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </BrokerWidget>
  );
}

/** Year-to-date GCI and company dollar; rendered only for roles that may see commission figures. */
export function BrokerGciWidget() {
  const report = useBrokerAgentProduction();
  if (report.data && !report.data.financials_visible) return null;
  return (
    <BrokerWidget
      id="broker-gci"
      title="Gross commission income"
      description={`Closed deals since January 1${report.data ? ` (${formatCount(report.data.totals.units)})` : ''}.`}
      state={report}
    >
      {() => (
        <dl className="grid grid-cols-2 gap-4">
          <BrokerFigure label="GCI" value={formatMoney(report.data!.totals.gci_cents ?? 0)} />
          <BrokerFigure
            label="Company dollar"
            value={formatMoney(report.data!.totals.company_dollar_cents ?? 0)}
          />
        </dl>
      )}
    </BrokerWidget>
  );
}
