import { MAX_PHOTO_BYTES } from '@threshold/domain/listings/listing-photo.contract';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';

export interface QueuedUpload {
  key: string;
  name: string;
  sent: number;
  total: number;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
export const PHOTO_ACCEPT = ACCEPTED.join(',');

/** What is wrong with a file before sending it (the server checks the content again), or null. */
function precheck(file: File): string | null {
  if (file.type && !ACCEPTED.includes(file.type)) return 'Not a JPEG, PNG, WebP or HEIC image';
  if (file.size > MAX_PHOTO_BYTES) return `Larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
  return null;
}

const uploadError = (error: unknown) =>
  (isApiError(error) && (error.fields.file ?? error.serverMessage)) || errorMessage(error);

/**
 * Uploads files one after another (each request is one photo, ADR 0131) with progress per file; a
 * finished file leaves the queue (it is in the grid now), a failed one stays with its reason.
 */
export function usePhotoUploads(
  send: (file: File, onProgress: (sent: number, total: number) => void) => Promise<unknown>,
) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const running = useRef(Promise.resolve());
  const patch = (key: string, change: Partial<QueuedUpload>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const enqueue = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = `${Date.now()}-${Math.random()}`;
        const problem = precheck(file);
        const item: QueuedUpload = {
          key,
          name: file.name,
          sent: 0,
          total: file.size,
          state: problem ? 'failed' : 'waiting',
          ...(problem && { error: problem }),
        };
        setQueue((items) => [...items, item]);
        if (problem) continue;
        running.current = running.current.then(async () => {
          patch(key, { state: 'uploading' });
          try {
            await send(file, (sent, total) => patch(key, { sent, total }));
            setQueue((items) => items.filter((i) => i.key !== key));
          } catch (error) {
            patch(key, { state: 'failed', error: uploadError(error) });
          }
        });
      }
    },
    [send],
  );
  const dismiss = (key: string) => setQueue((items) => items.filter((i) => i.key !== key));
  return { queue, enqueue, dismiss };
}
