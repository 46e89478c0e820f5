import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { createTestRouter } from './test-router';

/** Renders routes at a path with a given auth state; returns the history to inspect the location. */
export function renderRoutes(routes: RouteObject[], path: string, auth: AuthContextValue) {
  const router = createTestRouter(routes, path);
  // Real pages fetch through TanStack Query; in jsdom their requests fail fast and show error states.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{router.element}</AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { history: router.history, ...view };
}

export function element(node: ReactElement, path = '*'): RouteObject[] {
  return [{ path, element: node }];
}
