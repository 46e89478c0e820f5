import { FileText, ImageIcon } from 'lucide-react';
import type { MessageAttachmentDto } from '@threshold/domain/messaging/message.contract';
import { formatBytes } from '@/lib/format-bytes';

/** A message's files as download links (the server checks who may fetch them). */
export function MessageAttachments({
  conversationId,
  attachments,
}: {
  conversationId: string;
  attachments: MessageAttachmentDto[];
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-2" aria-label="Files">
      {attachments.map((file) => {
        const Icon = file.content_type.startsWith('image/') ? ImageIcon : FileText;
        return (
          <li key={file.id}>
            <a
              href={`/api/conversations/${conversationId}/attachments/${file.id}`}
              download={file.filename}
              className="focus-ring inline-flex items-center gap-1.5 rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-800 hover:bg-slate-50"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span className="max-w-56 truncate">{file.filename}</span>
              <span className="text-slate-500">{formatBytes(file.size_bytes)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
