import { Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { MESSAGE_ATTACHMENT_TYPES } from '@threshold/domain/messaging/message.contract';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format-bytes';
import type { PendingAttachment } from './use-pending-attachments';

/** The composer's paperclip: opens the file picker (PDF or images, several at once). */
export function AttachButton({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        aria-label="Attach files"
        title="Attach files (PDF, JPEG, PNG or WebP)"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" className="h-4 w-4" />
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
        data-testid="message-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}

/** The files waiting to be sent: progress while uploading, the reason when refused, a remove button. */
export function PendingAttachments({
  items,
  onRemove,
}: {
  items: PendingAttachment[];
  onRemove: (key: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label="Files to send">
      {items.map((item) => (
        <li
          key={item.key}
          className={
            item.state === 'failed'
              ? 'flex items-center gap-2 rounded border border-red-300 bg-red-50 px-2 py-1 text-xs text-red-800'
              : 'flex items-center gap-2 rounded border border-slate-300 bg-slate-50 px-2 py-1 text-xs text-slate-800'
          }
        >
          <span className="max-w-48 truncate">{item.name}</span>
          <span role={item.state === 'failed' ? 'alert' : undefined}>
            {item.state === 'uploading'
              ? `${Math.round((item.sent / (item.total || 1)) * 100)} %`
              : item.state === 'failed'
                ? `not attached: ${item.error}`
                : formatBytes(item.total)}
          </span>
          <button
            type="button"
            className="focus-ring rounded p-0.5 hover:bg-slate-200"
            aria-label={`Remove ${item.name}`}
            onClick={() => onRemove(item.key)}
          >
            <X aria-hidden="true" className="h-3 w-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
