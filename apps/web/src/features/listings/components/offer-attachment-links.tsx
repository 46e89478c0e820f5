import {
  OFFER_ATTACHMENT_KIND_LABELS,
  type OfferAttachmentDto,
} from '@threshold/domain/listings/offer-attachment.contract';
import { config } from '@/lib/env';

/** An offer's files in the comparison grid: each a download (access-checked by the API, ADR 0132). */
export function OfferAttachmentLinks({
  offerId,
  attachments,
}: {
  offerId: string;
  attachments: OfferAttachmentDto[];
}) {
  if (!attachments.length) return <>—</>;
  return (
    <ul className="space-y-1">
      {attachments.map((a) => (
        <li key={a.id}>
          <a
            href={`${config.apiUrl}/api/offers/${offerId}/attachments/${a.id}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {OFFER_ATTACHMENT_KIND_LABELS[a.kind]}
          </a>
          <span className="block max-w-40 truncate text-slate-600">{a.filename}</span>
        </li>
      ))}
    </ul>
  );
}
