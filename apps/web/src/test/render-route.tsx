import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AuthContextValue } from '@/lib/auth/auth-context';

/** Renders routes at a path with a given auth state; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], path: string, auth: AuthContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Real pages fetch through TanStack Query; in jsdom their requests fail fast and show error states.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export function element(node: ReactElement, path = '*'): RouteObject[] {
  return [{ path, element: node }];
}
