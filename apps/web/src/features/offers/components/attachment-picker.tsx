import {
  MAX_OFFER_ATTACHMENTS,
  OFFER_ATTACHMENT_KIND_LABELS,
  OFFER_ATTACHMENT_KINDS,
  type OfferAttachmentKind,
} from '@threshold/domain/listings/offer-attachment.contract';
import { Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ATTACHMENT_ACCEPT, chooseAttachments, type ChosenAttachment } from '../lib/attachment-files';

interface AttachmentPickerProps {
  value: ChosenAttachment[];
  onChange: (next: ChosenAttachment[]) => void;
  /** Files already on the offer (the status page), counted against the limit. */
  already?: number;
  hint?: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** Choose PDFs or images to send with an offer, each with what it is (pre-approval, proof of funds, …). */
export function AttachmentPicker({ value, onChange, already = 0, hint }: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<OfferAttachmentKind>('pre_approval');
  const room = MAX_OFFER_ATTACHMENTS - already - value.length;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="text-base font-semibold text-slate-900">Attachments</legend>
      <p className="text-sm text-slate-700">
        {hint ? `${hint} ` : ''}PDF or image, up to 10 MB each, {MAX_OFFER_ATTACHMENTS} files at most.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-700">
          <span className="mb-1 block">The next file is</span>
          <Select
            value={kind}
            onChange={(e) => setKind(e.target.value as OfferAttachmentKind)}
            className="w-48"
          >
            {OFFER_ATTACHMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {OFFER_ATTACHMENT_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </label>
        <Button type="button" variant="secondary" disabled={room <= 0} onClick={() => input.current?.click()}>
          <Paperclip aria-hidden className="mr-1 h-4 w-4" /> Add a file
        </Button>
        <input
          ref={input}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Attachment files"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])].slice(0, Math.max(room, 0));
            e.target.value = '';
            void chooseAttachments(files, value, kind).then(onChange);
          }}
        />
      </div>
      {value.length ? (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
          aria-label="Chosen files"
        >
          {value.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.file.name}</span>
              <span className="text-slate-600">{kb(item.file.size)}</span>
              <Select
                aria-label={`What ${item.file.name} is`}
                value={item.kind}
                className="h-8 w-40"
                onChange={(e) =>
                  onChange(
                    value.map((v) =>
                      v.key === item.key ? { ...v, kind: e.target.value as OfferAttachmentKind } : v,
                    ),
                  )
                }
              >
                {OFFER_ATTACHMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {OFFER_ATTACHMENT_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="h-8 w-8"
                aria-label={`Remove ${item.file.name}`}
                onClick={() => onChange(value.filter((v) => v.key !== item.key))}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
              {item.error ? (
                <p className="w-full text-sm text-red-700" role="alert">
                  {item.file.name}: {item.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
