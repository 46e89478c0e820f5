import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadRoutePages } from './lazy-page';

const page = () => ({ Page: () => null });

describe('preloadRoutePages', () => {
  it('starts loading the pages of the matching routes only, nested ones included', () => {
    const dashboard = vi.fn(async () => page());
    const settings = vi.fn(async () => page());
    const guard = vi.fn(async () => page());
    const deal = vi.fn(async () => page());
    const routes = [
      { path: '/dashboard', element: lazyPage(dashboard, 'Page') },
      { path: '/settings', element: lazyPage(settings, 'Page') },
      {
        element: lazyPage(guard, 'Page'),
        children: [{ path: '/deals/:id', element: lazyPage(deal, 'Page') }],
      },
    ];
    preloadRoutePages(routes, '/deals/42');
    expect(guard).toHaveBeenCalledTimes(1);
    expect(deal).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
    expect(settings).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route matches, or a route without a lazy page', () => {
    const dashboard = vi.fn(async () => page());
    preloadRoutePages(
      [
        { path: '/dashboard', element: lazyPage(dashboard, 'Page') },
        { path: '/x', element: <p /> },
      ],
      '/x',
    );
    preloadRoutePages([{ path: '/dashboard', element: lazyPage(dashboard, 'Page') }], '/nowhere');
    expect(dashboard).not.toHaveBeenCalled();
  });
});
