import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** null when the server runs in production (the dev mailbox answers 404 there). */
export async function fetchMailbox(): Promise<MailboxItem[] | null> {
  try {
    const answer = await api.get<{ items: MailboxItem[] }>('/api/dev/mailbox');
    if (!Array.isArray(answer.items)) throw new Error('The dev mailbox sent an unexpected answer.');
    return answer.items;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: fetchMailbox,
    refetchInterval: 3_000,
    throwOnError: true,
  });
}
