import type { SubmitOfferInput } from '@threshold/domain/listings/submit-offer.contract';
import { Ban, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOfferLink, useSubmitOffer } from '../api/offer-portal-api';
import { AttachmentPicker } from '../components/attachment-picker';
import { AttachmentProgress } from '../components/attachment-progress';
import { ListingSummary } from '../components/listing-summary';
import { PortalPhotos } from '../components/portal-photos';
import { useAttachmentSender } from '../components/use-attachment-sender';
import { OfferFormFields } from '../components/offer-form-fields';
import { OfferReview } from '../components/offer-review';
import type { ChosenAttachment } from '../lib/attachment-files';
import { buildOfferInput, emptyOfferForm, offerFieldOf, type OfferFormValues } from '../lib/offer-form';

const resolver: Resolver<OfferFormValues> = async (values) => {
  const built = buildOfferInput(values);
  if (built.ok) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(built.errors).map(([k, message]) => [k, { type: 'validate', message }]),
    ),
  };
};

const CLOSED = 'This listing is no longer accepting offers';

/** Why the link shows no form: closed (404/400), the brokerage is suspended (403, ADR 0173), or a failure. */
function OfferLinkUnavailable({ error }: { error: unknown }) {
  const status = isApiError(error) ? error.status : null;
  const closed = status === 404 || status === 400;
  const suspended = status === 403;
  const heading = closed ? CLOSED : suspended ? errorMessage(error) : 'The offer page could not be loaded';
  const title = closed || suspended ? 'Offers are closed' : 'Something went wrong';
  const explanation = closed
    ? 'The listing agent switched this offer link off, or the property is no longer on the market. Please contact the listing agent directly.'
    : suspended
      ? 'Online offers for this brokerage are paused. Please contact the listing agent directly.'
      : errorMessage(error);
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{heading}</h1>
      <EmptyState icon={Ban} title={title}>
        <p>{explanation}</p>
      </EmptyState>
    </div>
  );
}

/** /offer/{linkKey}: a buyer's agent submits a structured offer — form, review, confirmation (public, mobile first). */
export function OfferPortalPage() {
  const { linkKey = '' } = useParams();
  useDocumentTitle('Submit an offer');
  const link = useOfferLink(linkKey);
  const submit = useSubmitOffer(linkKey);
  const form = useForm<OfferFormValues>({ defaultValues: emptyOfferForm(), resolver });
  const [review, setReview] = useState<SubmitOfferInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [statusPath, setStatusPath] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<ChosenAttachment[]>([]);
  const sender = useAttachmentSender();

  if (link.isPending) return <Spinner label="Loading the listing" />;
  if (link.isError) return <OfferLinkUnavailable error={link.error} />;

  if (statusPath)
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Offer submitted</h1>
        <EmptyState icon={CheckCircle2} title="The listing agent has your offer">
          <p>
            We e-mailed you a private status link. Use it to follow the offer, answer a counter, or withdraw
            it.
          </p>
          <AttachmentProgress items={sender.progress} />
          {sender.progress.some((p) => p.state === 'failed') ? (
            <p className="mt-2">You can attach a file again from the status page.</p>
          ) : null}
          <p className="mt-3">
            <Link to={statusPath} className="font-medium text-brand-700 underline">
              Open the status page
            </Link>
          </p>
        </EmptyState>
      </div>
    );

  const handleReview = form.handleSubmit((values) => {
    const built = buildOfferInput(values);
    if (attachments.some((a) => a.error)) {
      setError('Remove the attachments that cannot be sent.');
      return;
    }
    setError(null);
    if (built.ok) setReview(built.input);
  });

  const handleSend = async () => {
    if (!review) return;
    setError(null);
    try {
      const done = await submit.mutateAsync(review);
      setStatusPath(done.status_path);
      await sender.send(done.status_path.split('/').at(-1)!, attachments);
    } catch (e) {
      setReview(null);
      if (isApiError(e) && e.code === 'VALIDATION_FAILED' && Object.keys(e.fields).length) {
        for (const [path, message] of Object.entries(e.fields))
          form.setError(offerFieldOf(path), { type: 'server', message });
        setError('Some fields need another look.');
      } else setError(isApiError(e) && e.status === 404 ? CLOSED : errorMessage(e));
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Submit an offer</h1>
      <PortalPhotos linkKey={linkKey} photos={link.data.photos} />
      <ListingSummary listing={link.data} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {review ? (
        <section aria-labelledby="review-heading" className="space-y-4">
          <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
            Review your offer
          </h2>
          <OfferReview offer={review} attachments={attachments} />
          <div className="flex flex-wrap gap-3">
            <Button disabled={submit.isPending} onClick={() => void handleSend()}>
              {submit.isPending ? 'Sending…' : 'Send offer'}
            </Button>
            <Button variant="secondary" onClick={() => setReview(null)}>
              Change something
            </Button>
          </div>
        </section>
      ) : (
        <form onSubmit={handleReview} noValidate className="relative space-y-4">
          <OfferFormFields form={form} />
          <AttachmentPicker
            value={attachments}
            onChange={setAttachments}
            hint={
              [
                link.data.requires_preapproval && 'This listing asks for a pre-approval letter.',
                link.data.requires_proof_of_funds && 'This listing asks for proof of funds.',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          <Button type="submit" className="w-full sm:w-auto">
            Review offer
          </Button>
        </form>
      )}
    </div>
  );
}
