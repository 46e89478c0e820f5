import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { useReminders } from '../../api/reminders-api';
import { useMarkRemindersRead } from '../../api/reminders-api';
import { leadLabel } from '../../lib/reminder-choices';

// The settings dialog (its form, selects and contract) loads when opened, not with the menu.
const CalendarSettingsDialog = lazy(async () => ({
  default: (await import('./calendar-settings-dialog')).CalendarSettingsDialog,
}));

const when = (startsAt: string, allDay: boolean) =>
  allDay
    ? new Date(`${startsAt}T12:00:00`).toLocaleDateString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      })
    : new Date(startsAt).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The bell's menu: the recent in-app reminders, "mark all read" and the reminder settings. Loaded on
 * the first open (ReminderBell), so every page does not carry the dropdown's code; it mounts open.
 */
export function ReminderMenu({
  trigger,
  reminders,
}: {
  trigger: ReactNode;
  reminders: ReturnType<typeof useReminders>;
}) {
  const markRead = useMarkRemindersRead();
  const [open, setOpen] = useState(true);
  const [settings, setSettings] = useState(false);
  const unread = reminders.data?.unread ?? 0;
  const items = reminders.data?.items ?? [];
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
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
          <DropdownMenuSeparator />
          {unread ? (
            <DropdownMenuItem onSelect={() => markRead.mutate(undefined)}>Mark all read</DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setSettings(true)}>Reminder settings…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {settings ? (
        <Suspense fallback={null}>
          <CalendarSettingsDialog onClose={() => setSettings(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
