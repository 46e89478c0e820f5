import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useBrokerClosingsByMonth } from '../api/broker-dashboard-api';
import { formatCount, formatMoney } from './broker-figures';
import { BrokerWidget } from './broker-widget';

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const label = (key: string | null) => (key ? monthLabel.format(new Date(`${key}-01T00:00:00Z`)) : '—');

/** Closed volume per month for the last twelve months: a chart, and the same figures as a table for screen readers. */
export function BrokerVolumeChartWidget() {
  const report = useBrokerClosingsByMonth();
  const rows = report.data?.rows ?? [];
  return (
    <BrokerWidget
      id="broker-volume"
      title="Closed volume by month"
      description="The last twelve months."
      state={report}
      isEmpty={rows.length === 0}
      empty="No closings in the last twelve months."
      className="lg:col-span-2"
    >
      {() => (
        <>
          <figure
            role="img"
            aria-label="Closed volume by month; the figures follow as a table."
            className="h-56"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={rows.map((r) => ({ month: label(r.key), volume: r.volume_cents }))}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis dataKey="month" tick={{ fontSize: 12, fill: '#334155' }} />
                <YAxis tickFormatter={formatMoney} tick={{ fontSize: 12, fill: '#334155' }} width={96} />
                <Tooltip formatter={(v) => formatMoney(Number(v))} />
                <Bar dataKey="volume" name="Volume" fill="#1d4ed8" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <table className="sr-only">
            <caption>Closed deals by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Deals</th>
                <th scope="col">Volume</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key ?? 'none'}>
                  <th scope="row">{label(r.key)}</th>
                  <td>{formatCount(r.units)}</td>
                  <td>{formatMoney(r.volume_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </BrokerWidget>
  );
}
