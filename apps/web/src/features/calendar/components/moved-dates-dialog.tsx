import type { KeyDatesChangeOutput } from '@threshold/domain/transactions/key-dates.contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatCalendarDay } from '@/lib/format';

type Applied = Extract<KeyDatesChangeOutput, { outcome: 'applied' }>;

/** What the deadline engine moved after a key date was dragged: every date and task that changed. */
export function MovedDatesDialog({
  deal,
  result,
  onClose,
}: {
  deal: string;
  result: Applied;
  onClose: () => void;
}) {
  const changes = [
    ...result.moved.map((m) => ({ key: `date-${m.key}`, what: m.label, from: m.from, to: m.to })),
    ...result.moved_tasks.map((t) => ({
      key: `task-${t.id}`,
      what: `Task: ${t.title}`,
      from: t.from,
      to: t.to,
    })),
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Dates moved" description={deal} className="max-w-lg">
        <ul className="divide-y divide-slate-200 text-sm" aria-label="What moved">
          {changes.map((c) => (
            <li key={c.key} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">{c.what}</span>
              <span className="text-slate-700">
                {formatCalendarDay(c.from)} → {formatCalendarDay(c.to)}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
