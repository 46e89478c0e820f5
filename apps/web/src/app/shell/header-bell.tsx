import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { useReminders } from '@/features/calendar/api/reminders-api';
import { useNotificationCount } from '@/features/notifications/api/notification-count-api';

const loadMenu = () => import('./header-bell-menu');
// The dropdown (Radix menu, popper, focus scope, the list's contract: ≈ 20 KB gzipped) loads on first open.
const HeaderBellMenu = lazy(async () => ({ default: (await loadMenu()).HeaderBellMenu }));

function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="relative"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-haspopup="menu"
      data-testid="notification-bell"
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden />
      {unread ? (
        <span
          className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-4 text-white"
          data-testid="notification-badge"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

/**
 * The header's one bell (ADR 0167): notifications and calendar reminders together. The unread
 * counts load on every page without schemas (ADR 0070) and move live over the realtime socket; the
 * menu (HeaderBellMenu) loads on the first open.
 */
export function HeaderBell() {
  const me = useMe();
  const remindersOn = me.permissions.includes('read:calendar');
  const reminders = useReminders(remindersOn);
  const notifications = useNotificationCount(true);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const unread = (notifications.data?.unread ?? 0) + (remindersOn ? (reminders.data?.unread ?? 0) : 0);
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
      <HeaderBellMenu trigger={<BellButton unread={unread} />} reminders={remindersOn ? reminders : null} />
    </Suspense>
  );
}
