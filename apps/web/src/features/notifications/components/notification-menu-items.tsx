import { Link } from 'react-router';
import { subjectPath } from '@threshold/domain/notifications/notification-kinds';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { useMarkNotificationsRead, useNotificationList } from '../api/notifications-api';

const when = (at: string) =>
  new Date(at).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The notifications part of the header bell's menu (ADR 0167): the newest ones, each a link to its
 * subject that marks it read, and "Mark all read". Loaded with the menu, not with every page.
 */
export function NotificationMenuItems() {
  const list = useNotificationList();
  const markRead = useMarkNotificationsRead();
  const items = list.data?.items ?? [];
  return (
    <>
      <DropdownMenuLabel>Notifications</DropdownMenuLabel>
      {list.isPending ? (
        <p className="px-2 py-1.5 text-sm text-slate-600">Loading notifications…</p>
      ) : list.isError ? (
        <p className="px-2 py-1.5 text-sm text-red-700">Notifications could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-slate-600">No notifications yet.</p>
      ) : (
        items.map((n) => (
          <DropdownMenuItem key={n.id} asChild>
            <Link
              to={subjectPath(n.subject.type, n.subject.id)}
              onClick={() => (n.read ? undefined : markRead.mutate(n.id))}
              className={n.read ? 'text-slate-600' : 'font-medium text-slate-900'}
              data-testid="notification-item"
            >
              <span className="block">
                {n.read ? null : <span className="sr-only">Unread: </span>}
                <span className="line-clamp-2">{n.title}</span>
              </span>
              <span className="block truncate text-xs font-normal text-slate-500">
                {when(n.created_at)}
                {n.body ? ` · ${n.body}` : ''}
              </span>
            </Link>
          </DropdownMenuItem>
        ))
      )}
      {items.some((n) => !n.read) ? (
        <DropdownMenuItem onSelect={() => markRead.mutate(undefined)}>
          Mark all notifications read
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem asChild>
        <Link to="/settings#notifications">Notification settings…</Link>
      </DropdownMenuItem>
    </>
  );
}
