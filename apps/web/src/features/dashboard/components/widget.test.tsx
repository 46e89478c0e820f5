import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { element, renderRoutes } from '@/test/render-route';
import { ClientDealsWidget } from './client-deals-widget';
import { UnreadMessagesWidget } from './unread-messages-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** /api/conversations/unread answers these in order. */
function serve(...answers: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift() ?? json(500, { error: { code: 'INTERNAL', message: 'x' } })),
  );
  renderRoutes(element(<UnreadMessagesWidget />), '/dashboard', fakeAuth(fakeMe('realtor')));
}

afterEach(() => vi.unstubAllGlobals());

describe('a dashboard widget', () => {
  it('shows its own error and loads again on "Try again"', async () => {
    serve(
      json(500, { error: { code: 'INTERNAL', message: 'boom' } }),
      json(200, { conversations: 2, messages: 5 }),
    );
    expect(screen.getByTestId('widget-skeleton')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('unread-count')).textContent).toBe('5');
    expect(screen.getByText(/unread in 2 conversations/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/messages');
  });

  it('offers its link to the full page while it loads, so the card keeps its height', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderRoutes(element(<UnreadMessagesWidget />), '/dashboard', fakeAuth(fakeMe('realtor')));
    expect(screen.getByTestId('widget-skeleton')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/messages');
  });

  it('says so when there is nothing to show', async () => {
    serve(json(200, { conversations: 0, messages: 0 }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});

describe('a widget that fills the first screen', () => {
  it('holds a phone screen while it loads and lets go once its answer is in', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderRoutes(element(<ClientDealsWidget />), '/dashboard', fakeAuth(fakeMe('buyer')));
    const body = () => within(screen.getByRole('region', { name: 'Your deals' })).getByTestId('widget-body');
    await vi.waitFor(() => expect(body().className).toContain('max-lg:min-h-'));
    answer(json(200, { items: [], total: 0 }));
    await screen.findByText(/Your agent has not added you to a deal yet/);
    expect(body().className).not.toContain('max-lg:min-h-');
  });
});
