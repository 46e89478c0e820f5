import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Sign-ups per week as bars (recharts, ADR 0128): decorative for assistive technology, the table has the figures. */
export function SignupsChart({ weeks }: { weeks: { week_start: string; signups: number }[] }) {
  return (
    <figure role="img" aria-label="Sign-ups per week. Choose Table for the figures." className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="week_start" tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} width={48} />
          <Tooltip />
          <Bar dataKey="signups" name="Sign-ups" fill="#1d4ed8" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
