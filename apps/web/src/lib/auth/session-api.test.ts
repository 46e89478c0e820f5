import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMe } from '@/test/fake-me';
import { loadAuthState, looksLikeMe } from './session-api';

const session = { session: { id: 'session-1' }, user: { id: 'user-broker', email: 'broker@demo.test' } };

function stubApi(answers: Record<string, { status: number; body?: unknown } | Error>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request ${path}`);
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('loadAuthState (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the session and loads /api/me together', async () => {
    const me = fakeMe('broker');
    const fetchMock = stubApi({
      '/api/auth/get-session': { status: 200, body: session },
      '/api/me': { status: 200, body: me },
    });
    const state = await loadAuthState();
    expect(state).toEqual({ user: session.user, sessionId: 'session-1', me });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('get-session'))?.[0])).toContain(
      'disableCookieCache=true',
    );
  });

  it('clears everything when the session refresh returns no user', async () => {
    stubApi({ '/api/auth/get-session': { status: 200, body: null }, '/api/me': { status: 401 } });
    expect(await loadAuthState()).toBeNull();
  });

  it('clears everything when the session refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ '/api/auth/get-session': new TypeError('offline'), '/api/me': new TypeError('offline') });
    expect(await loadAuthState()).toBeNull();
  });

  it('treats a failed profile read as empty: default role, no permissions (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      '/api/auth/get-session': { status: 200, body: session },
      '/api/me': { status: 500, body: { error: { code: 'INTERNAL', message: 'db down' } } },
    });
    const state = await loadAuthState();
    expect(state?.me).toMatchObject({
      effectiveRole: 'renter',
      permissions: [],
      isSystemAdmin: false,
      primaryAffiliation: null,
    });
    expect(state?.me.user.email).toBe('broker@demo.test');
  });

  it('signs out locally when /api/me says the session is gone', async () => {
    stubApi({ '/api/auth/get-session': { status: 200, body: session }, '/api/me': { status: 401 } });
    expect(await loadAuthState()).toBeNull();
  });
});

describe('looksLikeMe', () => {
  it('accepts a MeDto and rejects other shapes', () => {
    expect(looksLikeMe(fakeMe('buyer'))).toBe(true);
    expect(looksLikeMe({ user: { id: 'x' } })).toBe(false);
    expect(looksLikeMe('<html>')).toBe(false);
    expect(looksLikeMe(null)).toBe(false);
  });
});
