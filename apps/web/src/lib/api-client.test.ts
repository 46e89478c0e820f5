import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

const okResponse = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets the browser run other work (scheduler.yield) before it starts a request', async () => {
    let resume = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const fetchSpy = vi.fn(async () => okResponse());
    vi.stubGlobal('fetch', fetchSpy);

    const answer = api.get('/api/health');
    await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();

    resume();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('starts the request without waiting where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const fetchSpy = vi.fn(async () => okResponse());
    vi.stubGlobal('fetch', fetchSpy);

    const answer = api.get('/api/health');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toEqual({ ok: true });
  });
});
