import { Pencil, SmilePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MessageDto } from '@threshold/domain/messaging/message.contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { personName } from '../lib/people';
import { MessageAttachments } from './message-attachments';

const QUICK_REACTIONS = ['👍', '🎉', '❤️', '👀'] as const;

interface MessageItemProps {
  message: MessageDto;
  mine: boolean;
  /** The message a search result linked to. */
  highlighted?: boolean;
  onEdit: (message: MessageDto, body: string) => Promise<unknown>;
  onDelete: (message: MessageDto) => void;
  onReact: (message: MessageDto, emoji: string, mine: boolean) => void;
}

/** Text with the mentioned people's names emphasized. */
function Body({ message }: { message: MessageDto }) {
  const names = message.mentions.map((m) => `@${personName(m)}`).filter((n) => message.body?.includes(n));
  if (!message.body || names.length === 0) return <>{message.body}</>;
  const pattern = new RegExp(`(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return (
    <>
      {message.body.split(pattern).map((part, i) =>
        names.includes(part) ? (
          <strong key={i} className="font-semibold text-brand-800">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function MessageItem({ message, mine, highlighted, onEdit, onDelete, onReact }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body ?? '');
  const [picking, setPicking] = useState(false);
  const time = new Date(message.created_at).toLocaleString(undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const handleSave = async () => {
    if (!draft.trim()) return;
    await onEdit(message, draft.trim());
    setEditing(false);
  };

  return (
    <div
      className={cn(
        'group flex gap-3 px-4 py-2 focus:outline-none',
        highlighted && 'bg-yellow-50 ring-2 ring-inset ring-yellow-400',
      )}
      data-testid="message"
      data-message-id={message.id}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Avatar
        source={{ firstName: message.author.first_name, lastName: message.author.last_name }}
        className="h-8 w-8"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-900">{personName(message.author)}</span>
          {message.guest ? <span title={message.guest.email}> (guest, {message.guest.email})</span> : null} ·{' '}
          {time}
          {message.edited_at && !message.deleted ? ' · edited' : null}
        </p>
        {message.deleted ? (
          <p className="text-sm text-slate-500 italic">This message was deleted.</p>
        ) : editing ? (
          <div className="mt-1 space-y-2">
            <label className="sr-only" htmlFor={`edit-${message.id}`}>
              Edit message
            </label>
            <Textarea
              id={`edit-${message.id}`}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              rows={2}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={() => void handleSave()}>
                Save
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <>
            {message.body ? (
              <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
                <Body message={message} />
              </p>
            ) : null}
            <MessageAttachments conversationId={message.conversation_id} attachments={message.attachments} />
          </>
        )}
        {!message.deleted ? (
          <div className="mt-1 flex flex-wrap items-center gap-1">
            {message.reactions.map((r) => (
              <button
                key={r.emoji}
                type="button"
                onClick={() => onReact(message, r.emoji, r.mine)}
                aria-pressed={r.mine}
                aria-label={`${r.emoji} ${r.count}${r.mine ? ', yours' : ''}`}
                className={cn(
                  'focus-ring rounded-full border px-2 text-xs',
                  r.mine ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white',
                )}
              >
                {r.emoji} {r.count}
              </button>
            ))}
            {picking
              ? QUICK_REACTIONS.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    aria-label={`React with ${emoji}`}
                    className="focus-ring rounded px-1 text-sm hover:bg-slate-100"
                    onClick={() => {
                      setPicking(false);
                      onReact(
                        message,
                        emoji,
                        message.reactions.some((r) => r.emoji === emoji && r.mine),
                      );
                    }}
                  >
                    {emoji}
                  </button>
                ))
              : null}
            <button
              type="button"
              aria-label="Add a reaction"
              aria-expanded={picking}
              onClick={() => setPicking((v) => !v)}
              className="focus-ring rounded p-1 text-slate-500 hover:bg-slate-100"
            >
              <SmilePlus aria-hidden="true" className="h-4 w-4" />
            </button>
            {mine && !editing ? (
              <>
                <button
                  type="button"
                  aria-label="Edit message"
                  onClick={() => {
                    setDraft(message.body ?? '');
                    setEditing(true);
                  }}
                  className="focus-ring rounded p-1 text-slate-500 hover:bg-slate-100"
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  aria-label="Delete message"
                  onClick={() => onDelete(message)}
                  className="focus-ring rounded p-1 text-slate-500 hover:bg-slate-100"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
