// @vitest-isolate: the slot remembers the page's first scroll in module state, which must start fresh here.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { element, renderRoutes } from '@/test/render-route';
import { NewLeadsWidget } from './new-leads-widget';
import { WidgetSlot } from './widget-slot';

const leads = { days: 7, in_scope: 12, assigned_to_me: 3, unassigned: 2, follow_ups_due: 4 };

/** jsdom has no IntersectionObserver: this one lets the test say when the slot comes near the viewport. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  comeNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

function renderSlot() {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(leads), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  renderRoutes(
    element(
      <WidgetSlot>
        <NewLeadsWidget />
      </WidgetSlot>,
    ),
    '/dashboard',
    fakeAuth(fakeMe('realtor')),
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  ControlledObserver.instances = [];
});

describe('<WidgetSlot>', () => {
  it('keeps a widget far below the viewport from loading until it comes near', async () => {
    const fetch = renderSlot();
    expect(screen.getByRole('heading', { name: 'New leads' })).toBeTruthy();
    expect(screen.getByTestId('widget-skeleton')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    act(() => ControlledObserver.instances[0]!.comeNear());
    expect(await screen.findByTestId('new-leads-assigned-to-me')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  // Last: the first interaction is remembered for the page's lifetime (module state).
  it('loads a waiting widget on the first scroll of the page', async () => {
    const fetch = renderSlot();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(await screen.findByTestId('new-leads-assigned-to-me')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
