import { Link } from 'react-router';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import type { useReminders } from '../../api/reminders-api';
import { useMarkRemindersRead } from '../../api/reminders-api';
import { leadLabel } from '../../lib/reminder-choices';

const when = (startsAt: string, allDay: boolean) =>
  allDay
    ? new Date(`${startsAt}T12:00:00`).toLocaleDateString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      })
    : new Date(startsAt).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The reminders part of the header bell's menu (ADR 0167: one bell): the recent in-app reminders,
 * "mark all read" and the reminder settings (the dialog lives outside the menu, `onOpenSettings`).
 */
export function ReminderMenuItems({
  reminders,
  onOpenSettings,
}: {
  reminders: ReturnType<typeof useReminders>;
  onOpenSettings: () => void;
}) {
  const markRead = useMarkRemindersRead();
  const unread = reminders.data?.unread ?? 0;
  const items = reminders.data?.items ?? [];
  return (
    <>
      <DropdownMenuLabel>Reminders</DropdownMenuLabel>
      {reminders.isError ? (
        <p className="px-2 py-1.5 text-sm text-red-700">Reminders could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-slate-600">No reminders yet.</p>
      ) : (
        items.map((r) => (
          <DropdownMenuItem key={r.id} asChild>
            <Link
              to={r.transaction_id ? `/transactions/${r.transaction_id}` : '/calendar'}
              className={r.read ? 'text-slate-600' : 'font-medium text-slate-900'}
              data-testid="reminder-item"
            >
              <span className="block truncate">{r.title}</span>
              <span className="block text-xs text-slate-500">
                {when(r.starts_at, r.all_day)} ·{' '}
                {r.source === 'key_date' ? 'deadline' : leadLabel(r.lead_minutes)}
              </span>
            </Link>
          </DropdownMenuItem>
        ))
      )}
      {unread ? (
        <DropdownMenuItem onSelect={() => markRead.mutate(undefined)}>
          Mark all reminders read
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={onOpenSettings}>Reminder settings…</DropdownMenuItem>
    </>
  );
}
