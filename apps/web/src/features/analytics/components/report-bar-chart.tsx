import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

interface ReportBarChartProps {
  /** Read by screen readers in place of the drawing; the table view has the figures. */
  label: string;
  data: Record<string, string | number>[];
  categoryKey: string;
  series: ChartSeries[];
  formatValue: (value: number) => string;
}

/** A bar chart of one report (recharts). Decorative for assistive technology: the table view is the accessible one. */
export function ReportBarChart({ label, data, categoryKey, series, formatValue }: ReportBarChartProps) {
  return (
    <figure role="img" aria-label={`${label}. Choose Table for the figures.`} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey={categoryKey} tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis tickFormatter={formatValue} tick={{ fontSize: 12, fill: '#334155' }} width={72} />
          <Tooltip formatter={(value) => formatValue(Number(value))} />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
