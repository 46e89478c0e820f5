import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api-error';
import { fetchCsv } from './csv-download';

const csv = '\uFEFFfirst_name,last_name\r\nAda,Lovelace\r\n';

describe('fetchCsv', () => {
  it('posts the JSON body and answers the file as sent, with its name, row count and cut', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="contacts-2026-11-21.csv"',
            'X-Row-Count': '50000',
            'X-Truncated': 'true',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchCsv('/api/contacts/export', {
      body: { tag: ['vip'] },
      fallbackName: 'contacts.csv',
    });
    expect(file).toMatchObject({ fileName: 'contacts-2026-11-21.csv', rowCount: 50_000, truncated: true });
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/contacts\/export$/);
    expect(init).toMatchObject({ method: 'POST', body: '{"tag":["vip"]}', credentials: 'include' });
  });

  it('falls back to the given name when the server sends none', async () => {
    vi.stubGlobal('fetch', async () => new Response('a\r\n'));
    const file = await fetchCsv('/api/x', { fallbackName: 'x.csv' });
    expect(file).toMatchObject({ fileName: 'x.csv', truncated: false });
  });

  it('turns an error answer into an ApiError with its fields', async () => {
    const body = { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { stage: 'Unknown stage' } } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const error = await fetchCsv('/api/contacts/export', { body: {}, fallbackName: 'c.csv' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { stage: 'Unknown stage' },
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchCsv('/api/x', { fallbackName: 'x.csv' })).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
  });
});
