import { format } from 'date-fns';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMailbox } from '../api/mailbox-api';

/** /dev/mailbox: e-mails the server would have sent, when it runs outside production without SMTP. */
export function MailboxPage() {
  useDocumentTitle('Dev mailbox');
  const mailbox = useMailbox();
  const header = (
    <PageHeader
      title="Dev mailbox"
      description="E-mails the server would have sent. Refreshes every few seconds."
    />
  );
  if (mailbox.isPending)
    return (
      <>
        {header}
        <Spinner label="Loading mailbox" />
      </>
    );
  if (mailbox.data === null) {
    return (
      <>
        {header}
        <EmptyState icon={Inbox} title="Dev mailbox unavailable">
          <p>
            The server runs in production mode, where e-mails are delivered for real and no copy is kept here.
          </p>
        </EmptyState>
      </>
    );
  }
  const items = mailbox.data ?? [];
  return (
    <>
      {header}
      {items.length === 0 ? (
        <EmptyState icon={Inbox} title="No e-mails yet">
          <p>Sign up or request a password reset, and the e-mail shows up here.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="mailbox">
          {items.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
              <p className="text-sm text-slate-600">
                To {mail.to} · {format(new Date(mail.created_at), 'PPpp')}
              </p>
              {/* Wraps anywhere (long links), so the body never becomes a scroll region keyboard users cannot reach. */}
              <pre className="mt-3 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
                {mail.text}
              </pre>
              {mail.links.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a href={link} className="break-all text-brand-700 underline">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
