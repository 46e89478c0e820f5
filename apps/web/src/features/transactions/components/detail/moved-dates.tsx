import type { KeyDatesChangeOutput } from '@threshold/domain/transactions/key-dates.contract';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '../../model/format';

type Applied = Extract<KeyDatesChangeOutput, { outcome: 'applied' }>;

const line = (label: string, from: string | null, to: string | null) =>
  from === null
    ? `${label} set to ${formatShortDate(to)}`
    : to === null
      ? `${label} cleared (was ${formatShortDate(from)})`
      : `${label} moved from ${formatShortDate(from)} to ${formatShortDate(to)}`;

/** "What moved" after a date change: the date itself, its dependents and linked tasks. */
export function MovedDates({ change, onDismiss }: { change: Applied; onDismiss: () => void }) {
  const total = change.moved.length + change.moved_tasks.length;
  return (
    <section
      role="status"
      aria-labelledby="moved-title"
      className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="moved-title" className="font-semibold">
          {total === 0 ? 'Saved — no dates moved' : `What moved (${total})`}
        </h2>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {total > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {change.moved.map((m) => (
            <li key={`date-${m.key}`}>{line(m.label, m.from, m.to)}</li>
          ))}
          {change.moved_tasks.map((t) => (
            <li key={`task-${t.id}`}>{line(`Task "${t.title}"`, t.from, t.to)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
