import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature, stubApi, TEAM_ID } from '../test/render-feature';
import { TransactionsPage } from './transactions-page';

const deal = {
  id: '11111111-1111-4111-8111-111111111111',
  organization_id: '22222222-2222-4222-8222-222222222222',
  title: '12 Harbor Way',
  type: 'sale',
  side: 'seller',
  status: 'active',
  address: { line1: '12 Harbor Way', line2: null, city: 'Bayside', state: 'WA', postal_code: '98112' },
  mls_number: null,
  property_type: null,
  owner: { id: 'agent-9', first_name: 'Riley', last_name: 'Chen' },
  team: null,
  list_price_cents: 45_000_000,
  offer_price_cents: null,
  sale_price_cents: null,
  closing_date: null,
  status_changed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  financials_visible: false,
};

function setup(url: string, items: unknown[] = [deal]) {
  const api = stubApi({
    '/api/transactions': { items, nextCursor: null },
    '/api/transactions/counts': {
      counts: {
        draft: 0,
        active: items.length,
        under_contract: 0,
        closed: 0,
        cancelled: 0,
        withdrawn: 0,
        expired: 0,
      },
      total: items.length,
    },
    '/api/transactions/deadlines': { today: '2026-01-01', items: [], nextCursor: null },
    '/api/transactions/facets': {
      agents: [
        { agent: { id: 'agent-9', first_name: 'Riley', last_name: 'Chen' }, count: 34 },
        { agent: { id: 'user-broker', first_name: 'Pat', last_name: 'Doe' }, count: 26 },
        { agent: { id: 'agent-7', first_name: 'Sam', last_name: 'Ortiz' }, count: 1 },
      ],
      teams: [{ id: TEAM_ID, name: 'North Team', count: 40 }],
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  // jsdom has no layout: give the virtualized table a window so rows render.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  return { ...renderFeature(<TransactionsPage />, url), calls: api.calls };
}

const listCalls = (calls: URL[]) => calls.filter((u) => u.pathname === '/api/transactions');

describe('<TransactionsPage> filters in the URL', () => {
  it('asks the API for the filters, sort and search found in the URL (as after a reload)', async () => {
    const { calls } = setup('/transactions?status=active,under_contract&type=sale&q=Harbor&sort=-price');
    await screen.findByRole('link', { name: '12 Harbor Way' });
    const query = listCalls(calls)[0]!.searchParams;
    expect(query.get('status')).toBe('active,under_contract');
    expect(query.get('type')).toBe('sale');
    expect(query.get('q')).toBe('Harbor');
    expect(query.get('sort')).toBe('-price');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deals' }).value).toBe('Harbor');
    expect(screen.getByRole('button', { name: 'Status, 2 selected' })).toBeTruthy();
  });

  it('writes a chosen filter and sort to the URL', async () => {
    const user = userEvent.setup();
    const { history, calls } = setup('/transactions');
    await screen.findByRole('link', { name: '12 Harbor Way' });
    await user.click(screen.getByRole('button', { name: /^Type/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Lease' }));
    await waitFor(() => expect(history.location.search).toBe('?type=lease'));
    await user.keyboard('{Escape}');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort deals' }), { target: { value: 'address' } });
    await waitFor(() => expect(history.location.search).toBe('?type=lease&sort=address'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('sort')).toBe('address'));
  });

  it('offers every agent and team in scope with their deal counts, "Me" first', async () => {
    const user = userEvent.setup();
    const { history } = setup('/transactions');
    await screen.findByRole('link', { name: '12 Harbor Way' });
    await user.click(screen.getByRole('button', { name: 'Agent' }));
    const agents = await screen.findAllByRole('menuitemcheckbox');
    expect(agents.map((a) => a.textContent)).toEqual([
      'Me 26 deals',
      'Riley Chen 34 deals',
      'Sam Ortiz 1 deal',
    ]);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Sam Ortiz/ }));
    await waitFor(() => expect(history.location.search).toBe('?agent=agent-7'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect((await screen.findByRole('menuitemcheckbox')).textContent).toBe('North Team 40 deals');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { history } = setup('/transactions?side=tenant', []);
    expect(await screen.findByRole('heading', { name: 'No deals match' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('shows a retryable error when the list cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"error":{"code":"INTERNAL","message":"Database down"}}', { status: 503 }),
      ),
    );
    renderFeature(<TransactionsPage />, '/transactions');
    expect(await screen.findByText('Could not load the deals', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 15_000);
});
