import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { useReminders } from '@/features/calendar/api/reminders-api';
import { ReminderMenuItems } from '@/features/calendar/components/reminders/reminder-menu';
import { NotificationMenuItems } from '@/features/notifications/components/notification-menu-items';

// The reminder settings dialog (its form, selects and contract) loads when opened, not with the menu.
const CalendarSettingsDialog = lazy(async () => ({
  default: (await import('@/features/calendar/components/reminders/calendar-settings-dialog'))
    .CalendarSettingsDialog,
}));

/**
 * The bell's menu: notifications first, then calendar reminders for those who have a calendar.
 * Loaded on the first open (HeaderBell), it mounts open; Escape closes it and focus returns to the bell.
 */
export function HeaderBellMenu({
  trigger,
  reminders,
}: {
  trigger: ReactNode;
  reminders: ReturnType<typeof useReminders> | null;
}) {
  const [open, setOpen] = useState(true);
  const [settings, setSettings] = useState(false);
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="max-h-[80vh] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto"
        >
          <NotificationMenuItems />
          {reminders ? (
            <>
              <DropdownMenuSeparator />
              <ReminderMenuItems reminders={reminders} onOpenSettings={() => setSettings(true)} />
            </>
          ) : null}
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
