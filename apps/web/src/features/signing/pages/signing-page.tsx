import type { SigningSessionDto, SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { CheckCircle2, Download, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePdfDocument } from '@/lib/use-pdf-document';
import { signingDocumentUrl, useSigningActions, useSigningSession } from '../api/signing-api';
import { ConsumerDisclosure } from '../components/consumer-disclosure';
import { DeclineForm } from '../components/decline-form';
import { FieldInputs } from '../components/field-inputs';
import { SigningPageView } from '../components/signing-page-view';

/** /sign/{token}: the public signing page (no account); the link is the recipient's alone (ADR 0163). */
export function SigningPage() {
  const { token = '' } = useParams();
  useDocumentTitle('Sign a document');
  const session = useSigningSession(token);
  const actions = useSigningActions(token);
  const [outcome, setOutcome] = useState<'completed' | 'declined' | null>(null);

  if (outcome)
    return (
      <EmptyState
        icon={CheckCircle2}
        title={outcome === 'completed' ? 'Thank you: you are done' : 'You declined'}
      >
        <p>
          {outcome === 'completed'
            ? 'Your part is recorded. Once everyone has signed, you will get an e-mail with the sealed document.'
            : 'The sender has been told. Nothing more is needed from you.'}
        </p>
      </EmptyState>
    );
  if (session.isPending) return <Spinner label="Opening the document" />;
  if (session.isError) {
    const status = isApiError(session.error) ? session.error.status : 0;
    return (
      <EmptyState
        icon={SearchX}
        title={
          status === 409
            ? 'Not your turn yet'
            : status === 410
              ? 'This link no longer works'
              : 'No document behind this link'
        }
      >
        <p>
          {status === 404 || status === 400
            ? 'Check that you opened the whole link from the most recent e-mail.'
            : errorMessage(session.error)}
        </p>
      </EmptyState>
    );
  }
  const s = session.data;
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6">
      <header>
        <p className="text-sm text-slate-600">{s.organization_name}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{s.envelope_title}</h1>
        <p className="text-sm text-slate-700">
          For {s.recipient.name}
          {s.recipient.email ? ` <${s.recipient.email}>` : ''}
        </p>
        {s.message ? (
          <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {s.message}
          </p>
        ) : null}
      </header>
      {s.state === 'consent' ? (
        <ConsumerDisclosure
          organizationName={s.organization_name}
          busy={actions.consent.isPending}
          error={actions.consent.error}
          onAgree={() => actions.consent.mutate()}
        />
      ) : s.state === 'completed' ? (
        <Alert tone="success" title="Everyone has signed">
          The sealed document carries a certificate of completion and a digital signature.{' '}
          <a className="font-medium underline" href={signingDocumentUrl(token)} download>
            Download the signed document
          </a>
        </Alert>
      ) : (
        <SignStep token={token} session={s} onDone={setOutcome} />
      )}
    </div>
  );
}

function SignStep({
  token,
  session,
  onDone,
}: {
  token: string;
  session: SigningSessionDto;
  onDone: (o: 'completed' | 'declined') => void;
}) {
  const actions = useSigningActions(token);
  const { pdf, loadError } = usePdfDocument(signingDocumentUrl(token));
  const [values, setValues] = useState<Record<string, SigningValue | undefined>>({});
  const [declining, setDeclining] = useState(false);

  const finish = () => {
    const given = Object.fromEntries(
      Object.entries(values).filter((e): e is [string, SigningValue] => e[1] !== undefined),
    );
    actions.complete.mutate(given, { onSuccess: () => onDone('completed') });
  };
  const fieldErrors = isApiError(actions.complete.error) ? actions.complete.error.fields : {};
  const pick = (id: string) => document.getElementById(`field-${id}`)?.focus();

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-4 overflow-x-auto rounded-lg bg-slate-100 p-2 sm:p-4">
        {loadError ? (
          <Alert tone="error" title="The document could not be displayed">
            Download it below, or reload the page.
          </Alert>
        ) : pdf ? (
          Array.from({ length: pdf.numPages }, (_, i) => (
            <SigningPageView
              key={i}
              pdf={pdf}
              page={i + 1}
              scale={1.25}
              mine={session.fields}
              filled={session.filled}
              values={values}
              dateSigned={session.date_signed}
              onPick={pick}
            />
          ))
        ) : (
          <Spinner label="Drawing the pages" />
        )}
      </div>
      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start" aria-label="Your fields">
        <Button variant="secondary" asChild>
          <a href={signingDocumentUrl(token)} download>
            <Download aria-hidden="true" className="h-4 w-4" /> Download the document
          </a>
        </Button>
        <FieldInputs
          fields={session.fields}
          values={values}
          errors={fieldErrors}
          dateSigned={session.date_signed}
          onChange={(id, v) => setValues((all) => ({ ...all, [id]: v }))}
        />
        {actions.complete.isError ? (
          <Alert tone="error" title="Not finished">
            {errorMessage(actions.complete.error)}
          </Alert>
        ) : null}
        <Button className="w-full" disabled={actions.complete.isPending} onClick={finish}>
          {actions.complete.isPending
            ? 'Finishing…'
            : session.recipient.role === 'approver'
              ? 'Approve and finish'
              : 'Sign and finish'}
        </Button>
        {declining ? (
          <DeclineForm
            busy={actions.decline.isPending}
            error={actions.decline.error}
            onCancel={() => setDeclining(false)}
            onDecline={(reason) => actions.decline.mutate(reason, { onSuccess: () => onDone('declined') })}
          />
        ) : (
          <Button variant="ghost" className="w-full" onClick={() => setDeclining(true)}>
            Decline to sign
          </Button>
        )}
      </aside>
    </div>
  );
}
