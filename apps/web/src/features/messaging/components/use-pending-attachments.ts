import { useRef, useState } from 'react';
import { MAX_MESSAGE_ATTACHMENTS } from '@threshold/domain/messaging/message.contract';
import { errorMessage, isApiError } from '@/lib/api-error';
import { uploadMessageAttachment } from '../api/conversations-api';

export interface PendingAttachment {
  key: string;
  name: string;
  sent: number;
  total: number;
  state: 'uploading' | 'ready' | 'failed';
  id?: string;
  error?: string;
}

/**
 * Files chosen for the next message: each uploads as soon as it is chosen (so sending is instant),
 * with its progress or why it was refused; at most MAX_MESSAGE_ATTACHMENTS kept.
 */
export function usePendingAttachments(conversationId: string) {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const counter = useRef(0);
  const patch = (key: string, change: Partial<PendingAttachment>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const room = MAX_MESSAGE_ATTACHMENTS - items.filter((i) => i.state !== 'failed').length;
    const chosen = files.slice(0, Math.max(0, room)).map((file) => ({
      file,
      key: `f${(counter.current += 1)}`,
    }));
    const refused = files.slice(chosen.length).map((file) => ({
      key: `f${(counter.current += 1)}`,
      name: file.name,
      sent: 0,
      total: file.size,
      state: 'failed' as const,
      error: `At most ${MAX_MESSAGE_ATTACHMENTS} files per message`,
    }));
    setItems((all) => [
      ...all,
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        sent: 0,
        total: file.size,
        state: 'uploading' as const,
      })),
      ...refused,
    ]);
    for (const { file, key } of chosen) {
      uploadMessageAttachment(conversationId, file, (sent, total) => patch(key, { sent, total })).then(
        (saved) => patch(key, { state: 'ready', id: saved.id }),
        (failure: unknown) =>
          patch(key, {
            state: 'failed',
            error:
              (isApiError(failure) && (failure.fields.file ?? failure.serverMessage)) ||
              errorMessage(failure),
          }),
      );
    }
  };

  return {
    items,
    add,
    remove: (key: string) => setItems((all) => all.filter((item) => item.key !== key)),
    clear: () => setItems([]),
    readyIds: items.flatMap((item) => (item.state === 'ready' && item.id ? [item.id] : [])),
    uploading: items.some((item) => item.state === 'uploading'),
  };
}
