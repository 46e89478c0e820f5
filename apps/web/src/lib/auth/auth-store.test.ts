import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMe } from '@/test/fake-me';
import { authStore } from './auth-store';

const me = fakeMe('realtor');
const session = { session: { id: 's1' }, user: { id: me.user.id, email: me.user.email } };

describe('authStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('re-checks after a sign-in even while an earlier check is still running', async () => {
    let signedIn = false;
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://app.test').pathname;
        const answerSignedIn = signedIn;
        if (!answerSignedIn) await gate; // the first check is slow and started before the sign-in
        if (path === '/api/auth/get-session')
          return new Response(JSON.stringify(answerSignedIn ? session : null));
        return answerSignedIn ? new Response(JSON.stringify(me)) : new Response('', { status: 401 });
      }),
    );
    const initial = authStore.refresh();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    signedIn = true;
    const afterSignIn = authStore.refresh({ after: true });
    openGate();
    expect(await initial).toBeNull();
    expect((await afterSignIn)?.me.user.id).toBe(me.user.id);
    expect(authStore.getSnapshot()).toMatchObject({ isFetching: false, data: { sessionId: 's1' } });
  });
});
