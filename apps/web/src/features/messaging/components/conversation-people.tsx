import { Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ConversationDto } from '@threshold/domain/messaging/conversation.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusDot } from '@/components/ui/status-dot';
import { useUserStatuses } from '@/lib/user-status';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useGuestActions } from '../api/guests-api';
import { personName } from '../lib/people';

/**
 * The people of a conversation, in a panel under its header: members, and a deal conversation's
 * outside guests (marked "guest", with their e-mail) whom its agent or a broker invites and removes.
 */
export function ConversationPeople({ conversation }: { conversation: ConversationDto }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = conversation.members.length + conversation.guests.length;
  const statuses = useUserStatuses(open ? conversation.members.map((m) => m.id) : []);
  return (
    <div className="border-b border-slate-200">
      <button
        type="button"
        className="focus-ring flex items-center gap-1 rounded px-4 py-1 text-sm text-brand-700 underline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Users aria-hidden="true" className="h-4 w-4" />
        People ({count})
      </button>
      {open ? (
        <div id={panelId} className="space-y-3 px-4 pb-3" data-testid="conversation-people">
          <ul className="space-y-1 text-sm">
            {conversation.members.map((m) => (
              <li key={m.id} className="flex items-center gap-2">
                <StatusDot status={statuses[m.id]} />
                {personName(m)}
              </li>
            ))}
            {conversation.guests.map((g) => (
              <GuestRow key={g.id} conversation={conversation} guest={g} />
            ))}
          </ul>
          {conversation.can_manage_guests ? <InviteGuestForm conversationId={conversation.id} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function GuestRow({
  conversation,
  guest,
}: {
  conversation: ConversationDto;
  guest: ConversationDto['guests'][number];
}) {
  const { remove } = useGuestActions(conversation.id);
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>{guest.name ?? guest.email}</span>
      <Badge tone="info">guest</Badge>
      <span className="text-slate-600">{guest.email}</span>
      <span className="text-xs text-slate-600">{guest.joined ? 'joined' : 'invited'}</span>
      {conversation.can_manage_guests ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          aria-label={`Remove guest ${guest.email}`}
          onClick={() =>
            remove.mutate(guest.id, {
              onSuccess: () => toast.success(`${guest.email} can no longer open this conversation`),
              onError: (failure) => toast.error(errorMessage(failure)),
            })
          }
        >
          Remove
        </Button>
      ) : null}
    </li>
  );
}

function InviteGuestForm({ conversationId }: { conversationId: string }) {
  const { invite } = useGuestActions(conversationId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), name: useId(), error: useId() };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await invite.mutateAsync({ email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(`Invitation e-mailed to ${email.trim()}`);
      setEmail('');
      setName('');
    } catch (failure) {
      const field = isApiError(failure) ? failure.fields?.email : undefined;
      setError(field ?? errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-2" aria-label="Invite a guest">
      <p className="text-sm text-slate-700">
        Invite someone without an account (a lender, a title officer): they get a link to this conversation
        and nothing else.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ids.email} className="block text-xs font-medium text-slate-700">
            Guest e-mail
          </label>
          <Input
            id={ids.email}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <div>
          <label htmlFor={ids.name} className="block text-xs font-medium text-slate-700">
            Name (optional)
          </label>
          <Input id={ids.name} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" size="sm" disabled={!email.trim() || invite.isPending}>
          {invite.isPending ? 'Inviting…' : 'Invite guest'}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
