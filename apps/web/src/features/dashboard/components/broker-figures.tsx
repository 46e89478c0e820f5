export { formatCount, formatWholeDollars as formatMoney } from '@/lib/format';

/** A labelled headline figure (a <dl> pair). */
export function BrokerFigure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}
