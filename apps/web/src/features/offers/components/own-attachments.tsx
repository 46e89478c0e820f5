import {
  OFFER_ATTACHMENT_KIND_LABELS,
  type OfferAttachmentDto,
} from '@threshold/domain/listings/offer-attachment.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ownAttachmentUrl, refreshOfferStatus } from '../api/offer-portal-api';
import type { ChosenAttachment } from '../lib/attachment-files';
import { AttachmentPicker } from './attachment-picker';
import { AttachmentProgress } from './attachment-progress';
import { useAttachmentSender } from './use-attachment-sender';

/** The status page's files: what this agent attached (to download again), and more while the offer is open. */
export function OwnAttachments(props: {
  token: string;
  attachments: OfferAttachmentDto[];
  canAttach: boolean;
}) {
  const queryClient = useQueryClient();
  const sender = useAttachmentSender();
  const [chosen, setChosen] = useState<ChosenAttachment[]>([]);
  const [busy, setBusy] = useState(false);
  const sendable = chosen.length > 0 && chosen.every((c) => !c.error);
  return (
    <section aria-labelledby="attachments-heading" className="space-y-3">
      <h2 id="attachments-heading" className="text-lg font-semibold text-slate-900">
        Attachments
      </h2>
      {props.attachments.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm">
          {props.attachments.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <a href={ownAttachmentUrl(props.token, a.id)} className="font-medium text-brand-700 underline">
                {a.filename}
              </a>
              <span className="text-slate-600">{OFFER_ATTACHMENT_KIND_LABELS[a.kind]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No files attached.</p>
      )}
      {props.canAttach ? (
        <>
          <AttachmentPicker value={chosen} onChange={setChosen} already={props.attachments.length} />
          <AttachmentProgress items={sender.progress} />
          <Button
            disabled={!sendable || busy}
            onClick={() => {
              setBusy(true);
              void sender
                .send(props.token, chosen)
                .then(() => setChosen([]))
                .finally(() => {
                  setBusy(false);
                  void refreshOfferStatus(queryClient, props.token);
                });
            }}
          >
            {busy ? 'Sending…' : 'Send the files'}
          </Button>
        </>
      ) : null}
    </section>
  );
}
