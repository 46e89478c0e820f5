import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import type { EnvelopeDto } from '@threshold/domain/envelopes/envelope.contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { ENVELOPE_STATUS, RECIPIENT_STATUS, ROLE_LABELS } from './envelope-labels';
import { useDocumentEnvelopes, useEnvelopeWrites } from './envelopes-api';
import { VoidEnvelopeDialog } from './void-envelope-dialog';

/** /documents/{id}: the document's e-signature envelopes, each recipient's status, and what to do next. */
export function EnvelopesPanel({ doc }: { doc: DocumentDto }) {
  const envelopes = useDocumentEnvelopes(doc.id);
  const writes = useEnvelopeWrites();
  const navigate = useNavigate();
  const me = useMe();
  const [voiding, setVoiding] = useState<EnvelopeDto | null>(null);
  const pending = [writes.create, writes.send, writes.remind, writes.resend, writes.signInApp].find(
    (m) => m.isError,
  );

  return (
    <section aria-labelledby="envelopes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="envelopes-heading" className="font-semibold text-slate-900">
          Signatures
        </h2>
        {doc.can_edit && !doc.deleted_at ? (
          <Button
            size="sm"
            disabled={writes.create.isPending}
            onClick={() =>
              writes.create.mutate(doc.id, {
                onSuccess: (e) => void navigate(`/documents/${doc.id}/prepare/${e.id}`),
              })
            }
          >
            {writes.create.isPending ? 'Creating…' : 'Send for signature'}
          </Button>
        ) : null}
      </div>
      {pending ? (
        <Alert tone="error" title="That did not work">
          {errorMessage(pending.error)}
        </Alert>
      ) : null}
      {envelopes.isPending ? (
        <Spinner label="Loading envelopes" />
      ) : envelopes.isError ? (
        <p className="text-sm text-red-700">{errorMessage(envelopes.error)}</p>
      ) : envelopes.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Not sent for signature yet.</p>
      ) : (
        <ul className="space-y-4">
          {envelopes.data.items.map((e) => {
            const status = ENVELOPE_STATUS[e.status];
            const mine =
              e.status === 'sent' &&
              e.recipients.some(
                (r) =>
                  r.status === 'sent' &&
                  (r.user_id === me.user.id ||
                    (r.kind === 'brokerage' && me.capabilities.delegatedSigningAuthority)),
              );
            return (
              <li
                key={e.id}
                className="border-t border-slate-100 pt-3 first:border-0 first:pt-0"
                data-testid="envelope"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{e.title}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                {e.void_reason ? <p className="text-sm text-slate-600">Voided: {e.void_reason}</p> : null}
                <ol className="mt-2 space-y-1 text-sm">
                  {e.recipients.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <span className="text-slate-500">{r.routing_order}.</span> {r.name}{' '}
                        <span className="text-slate-600">
                          · {ROLE_LABELS[r.role]} · {RECIPIENT_STATUS[r.status]}
                          {r.declined_reason ? ` (“${r.declined_reason}”)` : ''}
                        </span>
                      </span>
                      {doc.can_edit &&
                      e.status === 'sent' &&
                      (r.status === 'sent' || r.status === 'waiting') &&
                      r.kind !== 'brokerage' &&
                      r.role !== 'viewer' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={writes.resend.isPending}
                          onClick={() => writes.resend.mutate({ envelope: e, recipientId: r.id })}
                        >
                          New link<span className="sr-only"> for {r.name}</span>
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ol>
                <div className="mt-2 flex flex-wrap gap-2">
                  {mine ? (
                    <Button
                      size="sm"
                      disabled={writes.signInApp.isPending}
                      onClick={() =>
                        writes.signInApp.mutate(e, { onSuccess: (l) => window.location.assign(l.url) })
                      }
                    >
                      Sign now
                    </Button>
                  ) : null}
                  {doc.can_edit && e.status === 'draft' ? (
                    <>
                      <Button size="sm" variant="secondary" asChild>
                        <Link to={`/documents/${doc.id}/prepare/${e.id}`}>Prepare</Link>
                      </Button>
                      <Button
                        size="sm"
                        disabled={writes.send.isPending || e.recipients.length === 0}
                        onClick={() => writes.send.mutate(e)}
                      >
                        Send
                      </Button>
                    </>
                  ) : null}
                  {doc.can_edit && e.status === 'sent' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={writes.remind.isPending}
                      onClick={() => writes.remind.mutate(e)}
                    >
                      Remind
                    </Button>
                  ) : null}
                  {doc.can_edit && (e.status === 'sent' || e.status === 'draft') ? (
                    <Button size="sm" variant="ghost" onClick={() => setVoiding(e)}>
                      Void
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {voiding ? <VoidEnvelopeDialog envelope={voiding} onClose={() => setVoiding(null)} /> : null}
    </section>
  );
}
