/**
 * CSV downloads: the API answers them as `text/csv` attachments (not JSON), with the file name in
 * Content-Disposition, the number of data rows in X-Row-Count and X-Truncated: true when a row cap
 * cut the file. So they bypass the JSON client, and the browser saves the bytes as they came.
 */
import { networkError, toApiError } from './api-error';
import { config } from './env';

export interface CsvFile {
  blob: Blob;
  fileName: string;
  rowCount: number;
  truncated: boolean;
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

async function errorFrom(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): keep the text
  }
  return toApiError(response.status, body);
}

/** GET (or POST with a JSON body) a CSV endpoint; failures throw ApiError like the JSON client. */
export async function fetchCsv(
  path: string,
  options: { body?: unknown; fallbackName: string },
): Promise<CsvFile> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'text/csv',
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFrom(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition'), options.fallbackName),
    rowCount: Number(response.headers.get('X-Row-Count') ?? 0),
    truncated: response.headers.get('X-Truncated') === 'true',
  };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
