import { Suspense } from 'react';
import type { ReactElement } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { createGuardedHistory } from '@/lib/navigation/guarded-history';

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's router setup (declarative routes over the guarded history) in memory at `path`;
 * `history.location` is where the app navigated to.
 */
export function createTestRouter(
  routes: RouteObject[],
  path: string,
): { history: ReturnType<typeof createGuardedHistory>; element: ReactElement } {
  const history = createGuardedHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const element = (
    <HistoryRouter history={history}>
      <Suspense fallback={null}>
        <TestRoutes routes={routes} />
      </Suspense>
    </HistoryRouter>
  );
  return { history, element };
}
