import { useUnreadCounts } from '@/lib/unread-messages';
import { useMe } from '@/lib/auth/auth-context';

/** Counts shown beside navigation items: unread messages on Messages (live over realtime). */
export function useNavBadges(): Partial<Record<string, number>> {
  const me = useMe();
  const unread = useUnreadCounts(me.permissions.includes('read:messages'));
  return { messages: unread.data?.messages ?? 0 };
}
