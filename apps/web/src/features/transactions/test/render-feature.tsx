import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoleKey } from '@threshold/domain/roles';
import { createQueryClient } from '@/lib/query-client';
import { AuthContext } from '@/lib/auth/auth-context';
import { fakeAuth, fakeMe } from '@/test/fake-me';

export const TEAM_ID = '33333333-3333-4333-8333-333333333333';

/** Renders a transactions page at a URL, signed in as `role`, with a fresh query cache. */
export function renderFeature(element: ReactElement, url: string, role: RoleKey = 'broker', path = '*') {
  const me = fakeMe(role);
  // Real team ids are UUIDs (the contracts check them).
  if (me.primaryAffiliation)
    me.primaryAffiliation.teams = [{ id: TEAM_ID, name: 'Bayfront Team', description: null }];
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={fakeAuth(me)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** A fetch stub answering by path; records every requested URL. */
export function stubApi(answers: Record<string, unknown>) {
  const calls: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const body = answers[url.pathname];
    return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found' } }), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetchStub };
}
