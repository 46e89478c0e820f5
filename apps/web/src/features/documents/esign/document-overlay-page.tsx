import type {
  EnvelopeDto,
  EnvelopeFieldInput,
  EnvelopeRecipientInput,
} from '@threshold/domain/envelopes/envelope.contract';
import { Link, useNavigate, useParams } from 'react-router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEnvelope, useEnvelopeWrites } from './envelopes-api';
import { OverlayFields } from './overlay-fields';
import { RecipientsEditor } from './recipients-editor';

/** /documents/{id}/prepare/{envelopeId} (DocumentOverlayPage): recipients, and their fields on the pages. */
export function DocumentOverlayPage() {
  const { documentId = '', envelopeId = '' } = useParams();
  const envelope = useEnvelope(envelopeId);
  useDocumentTitle(envelope.data ? `Prepare ${envelope.data.title}` : 'Prepare for signature');
  if (envelope.isPending) return <Spinner label="Loading the envelope" />;
  if (envelope.isError || envelope.data.document_id !== documentId)
    return (
      <Alert tone="error" title="The envelope could not be loaded">
        {envelope.isError && !(isApiError(envelope.error) && envelope.error.status === 404)
          ? errorMessage(envelope.error)
          : 'It does not exist.'}{' '}
        <Link className="underline" to={`/documents/${documentId}`}>
          Back to the document
        </Link>
      </Alert>
    );
  return <Overlay key={envelope.data.id} envelope={envelope.data} />;
}

const toRecipientInput = (r: EnvelopeDto['recipients'][number]): EnvelopeRecipientInput => ({
  key: r.key,
  kind: r.kind,
  user_id: r.user_id,
  participant_id: r.participant_id,
  name: r.name,
  email: r.email,
  role: r.role,
  routing_order: r.routing_order,
});

function Overlay({ envelope }: { envelope: EnvelopeDto }) {
  const navigate = useNavigate();
  const writes = useEnvelopeWrites();
  const editable = envelope.status === 'draft';
  const [recipients, setRecipients] = useState<EnvelopeRecipientInput[]>(
    envelope.recipients.map(toRecipientInput),
  );
  const [fields, setFields] = useState<EnvelopeFieldInput[]>(envelope.fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = JSON.stringify({ r: envelope.recipients.map(toRecipientInput), f: envelope.fields });
  const dirty = JSON.stringify({ r: recipients, f: fields }) !== saved;
  const back = `/documents/${envelope.document_id}`;

  const fail = (error: unknown) => setErrors(isApiError(error) ? error.fields : {});
  const save = (then?: (next: EnvelopeDto) => void) => {
    setErrors({});
    writes.update.mutate(
      {
        envelope,
        input: {
          recipients,
          fields: fields.filter((f) => recipients.some((r) => r.key === f.recipient_key)),
        },
      },
      {
        onError: fail,
        onSuccess: (next) => {
          // What the server kept (names it resolved, normalized fields) becomes the saved state.
          setRecipients(next.recipients.map(toRecipientInput));
          setFields(next.fields);
          then?.(next);
        },
      },
    );
  };
  const send = () => {
    const go = (e: EnvelopeDto) =>
      writes.send.mutate(e, { onError: fail, onSuccess: () => void navigate(back) });
    if (dirty) save(go);
    else go(envelope);
  };
  const busy = writes.update.isPending || writes.send.isPending;
  const failed = writes.update.error ?? writes.send.error;

  return (
    <>
      <PageHeader
        title={`Prepare: ${envelope.title}`}
        description={`${envelope.document_name}, version ${envelope.document_version} · place each recipient's fields, then send`}
        actions={
          editable ? (
            <>
              <Button variant="secondary" disabled={!dirty || busy} onClick={() => save()}>
                {writes.update.isPending ? 'Saving…' : dirty ? 'Save draft' : 'Saved'}
              </Button>
              <Button disabled={busy} onClick={send}>
                {writes.send.isPending ? 'Sending…' : 'Send'}
              </Button>
            </>
          ) : (
            <Button variant="secondary" asChild>
              <Link to={back}>Back to the document</Link>
            </Button>
          )
        }
      />
      {!editable ? (
        <Alert tone="info" title="Already sent">
          This envelope is no longer a draft; void it and start again to change it.
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error" title="Not saved">
          {errorMessage(failed)}
          {Object.keys(errors).some((k) => k.startsWith('fields.'))
            ? ' Some fields are not valid: select them to see why.'
            : ''}
        </Alert>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
        <RecipientsEditor
          transactionId={envelope.transaction_id}
          recipients={recipients}
          errors={errors}
          onChange={setRecipients}
        />
        <OverlayFields
          documentId={envelope.document_id}
          version={envelope.document_version}
          recipients={recipients}
          fields={fields}
          errors={errors}
          editable={editable}
          onChange={setFields}
        />
      </div>
    </>
  );
}
