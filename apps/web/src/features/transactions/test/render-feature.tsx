import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RoleKey } from '@threshold/domain/roles';
import { createQueryClient } from '@/lib/query-client';
import { AuthContext } from '@/lib/auth/auth-context';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { createTestRouter } from '@/test/test-router';

export const TEAM_ID = '33333333-3333-4333-8333-333333333333';

/** Renders a transactions page at a URL, signed in as `role`, with a fresh query cache. */
export function renderFeature(element: ReactElement, url: string, role: RoleKey = 'broker', path = '*') {
  const me = fakeMe(role);
  // Real team ids are UUIDs (the contracts check them).
  if (me.primaryAffiliation)
    me.primaryAffiliation.teams = [{ id: TEAM_ID, name: 'Bayfront Team', description: null }];
  const router = createTestRouter([{ path, element }], url);
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={fakeAuth(me)}>{router.element}</AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { history: router.history, ...view };
}

/** An answer other than 200 (e.g. a 400 with field errors) for stubApi. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fetch stub answering by "METHOD /path" or by path alone (any method); unknown paths answer 404.
 * Records every requested URL (`calls`) and every request with its JSON body (`requests`).
 */
export function stubApi(answers: Record<string, unknown>) {
  const calls: URL[] = [];
  const requests: StubRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(url);
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`] ?? answers[url.pathname];
    const reply =
      answer instanceof Reply
        ? answer
        : answer === undefined
          ? new Reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
          : new Reply(200, answer);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, requests, fetchStub };
}
