import { LinkIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { personName } from '../../lib/people';
import { useGuestConversation } from '../api/guest-access-api';
import { GuestThread } from '../components/guest-thread';

/** /guest: an outside guest's one conversation — its people, its messages, a composer (ADR 0169). */
export function GuestConversationPage() {
  const conversation = useGuestConversation();
  useDocumentTitle(conversation.data?.title ?? 'Conversation');

  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (conversation.isError)
    return (
      <EmptyState icon={LinkIcon} title="No conversation open here">
        <p>
          {isApiError(conversation.error) && conversation.error.status === 401
            ? 'Your guest access has ended, or this browser has not opened an invitation. Ask the agent for a new invitation.'
            : errorMessage(conversation.error)}
        </p>
      </EmptyState>
    );
  const c = conversation.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{c.title}</h1>
        <p className="text-sm text-slate-600">
          You are a guest ({c.me.email}): you see this conversation and nothing else.
        </p>
      </header>
      <section aria-labelledby="guest-people" className="text-sm text-slate-700">
        <h2 id="guest-people" className="font-semibold text-slate-900">
          People
        </h2>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-testid="guest-people">
          {c.members.map((m) => (
            <li key={m.id}>{personName(m)}</li>
          ))}
          {c.guests.map((g) => (
            <li key={g.id}>
              {g.name ?? g.email} <span className="text-slate-500">(guest, {g.email})</span>
            </li>
          ))}
        </ul>
      </section>
      <GuestThread meId={c.me.id} />
    </div>
  );
}
