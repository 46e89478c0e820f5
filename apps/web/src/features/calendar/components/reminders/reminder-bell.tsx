import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { useReminders } from '../../api/reminders-api';

const loadMenu = () => import('./reminder-menu');
// The dropdown (Radix menu, popper, focus scope: ≈ 20 KB gzipped) loads on the first open.
const ReminderMenu = lazy(async () => ({ default: (await loadMenu()).ReminderMenu }));

function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="relative"
      aria-label={unread ? `Reminders, ${unread} unread` : 'Reminders'}
      aria-haspopup="menu"
      data-testid="reminder-bell"
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden />
      {unread ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-4 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

/**
 * The header's reminders: an unread count on every page, and on first open the menu of recent
 * reminders (ReminderMenu). New reminders arrive over the realtime socket as toasts (useReminders).
 */
export function ReminderBell() {
  const me = useMe();
  const enabled = me.permissions.includes('read:calendar');
  const reminders = useReminders(enabled);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (!enabled) return null;
  const unread = reminders.data?.unread ?? 0;
  if (!menuLoaded) {
    return (
      <BellButton
        unread={unread}
        aria-expanded={false}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setMenuLoaded(true)}
      />
    );
  }
  return (
    <Suspense fallback={<BellButton unread={unread} aria-busy />}>
      <ReminderMenu trigger={<BellButton unread={unread} />} reminders={reminders} />
    </Suspense>
  );
}
