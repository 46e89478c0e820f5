import type { z } from 'zod';
import { ApiError, networkError, toApiError } from './api-error';

/**
 * Sends a file as the request body (the API streams it to storage, ADR 0113) with XMLHttpRequest,
 * the one browser API that reports upload progress. Answers the parsed result or rejects with an ApiError.
 */
export function uploadFile<T>(
  url: string,
  file: Blob,
  schema: z.ZodType<T>,
  onProgress: (sent: number, total: number) => void,
  method: 'POST' | 'PUT' = 'POST',
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiError(xhr.status, body));
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'The server sent an unexpected answer.'));
    };
    xhr.send(file);
  });
}
