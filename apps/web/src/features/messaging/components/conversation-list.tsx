import { Briefcase, MessageSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationDto } from '@threshold/domain/messaging/conversation.contract';
import { cn } from '@/lib/cn';
import { personName } from '../lib/people';

const KIND_ICONS = { direct: MessageSquare, group: Users, deal: Briefcase } as const;
const KIND_LABELS = { direct: 'Direct message', group: 'Group', deal: 'Deal conversation' } as const;

function when(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** My conversations, latest activity first, with unread badges; the open one is marked current. */
export function ConversationList({ items, activeId }: { items: ConversationDto[]; activeId?: string }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="conversation-list">
      {items.map((c) => {
        const Icon = KIND_ICONS[c.kind];
        const preview = c.last_message
          ? `${personName(c.last_message.author)}: ${c.last_message.preview ?? 'message deleted'}`
          : 'No messages yet';
        return (
          <li key={c.id}>
            <Link
              to={`/messages/${c.id}`}
              aria-current={c.id === activeId ? 'page' : undefined}
              className={cn(
                'focus-ring flex gap-3 px-3 py-3 hover:bg-slate-50',
                c.id === activeId && 'bg-brand-50',
              )}
            >
              <Icon aria-label={KIND_LABELS[c.kind]} className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm',
                      c.unread_count > 0 ? 'font-semibold text-slate-900' : 'text-slate-800',
                    )}
                  >
                    {c.title}
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{when(c.last_activity_at)}</span>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-xs text-slate-600">{preview}</span>
                  {c.unread_count > 0 ? (
                    <span
                      className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                      aria-label={`${c.unread_count} unread`}
                    >
                      {c.unread_count}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
