import { toApiError, networkError } from '@/lib/api-error';
import { config } from '@/lib/env';
import type { ApiQuery } from '../model/list-state';

export interface CsvExport {
  blob: Blob;
  fileName: string;
  /** The server stops at 10,000 rows and says so in X-Truncated. */
  truncated: boolean;
}

function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `transactions-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** GET /api/transactions/export answers text/csv, so it bypasses the JSON client. */
export async function fetchTransactionsCsv(query: ApiQuery): Promise<CsvExport> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/api/transactions/export?${params.toString()}`, {
      headers: { Accept: 'text/csv' },
      credentials: 'include',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    truncated: response.headers.get('X-Truncated') === 'true',
  };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
