import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { uploadOfferAttachment } from '../api/offer-portal-api';
import type { ChosenAttachment } from '../lib/attachment-files';

export interface SendProgress {
  name: string;
  sent: number;
  total: number;
  state: 'waiting' | 'sending' | 'sent' | 'failed';
  error?: string;
}

/** Sends chosen attachments one by one through the status link, with progress and each file's outcome. */
export function useAttachmentSender() {
  const [progress, setProgress] = useState<Record<string, SendProgress>>({});
  const patch = (key: string, change: Partial<SendProgress>) =>
    setProgress((all) => ({ ...all, [key]: { ...all[key]!, ...change } }));
  const send = async (token: string, items: ChosenAttachment[]) => {
    setProgress(
      Object.fromEntries(
        items.map((i) => [
          i.key,
          { name: i.file.name, sent: 0, total: i.file.size, state: 'waiting' as const },
        ]),
      ),
    );
    let failed = 0;
    for (const item of items) {
      patch(item.key, { state: 'sending' });
      try {
        await uploadOfferAttachment(token, item.file, item.kind, (sent, total) =>
          patch(item.key, { sent, total }),
        );
        patch(item.key, { state: 'sent' });
      } catch (error) {
        failed++;
        patch(item.key, {
          state: 'failed',
          error: (isApiError(error) && (error.fields.file ?? error.serverMessage)) || errorMessage(error),
        });
      }
    }
    return failed;
  };
  return { progress: Object.values(progress), send };
}
