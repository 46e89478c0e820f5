import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { element, renderRoutes } from '@/test/render-route';
import { NewLeadsWidget } from './new-leads-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('<NewLeadsWidget>', () => {
  it('shows its skeleton, its own error, then the counts with links to the filtered lists', async () => {
    const answers = [
      json(500, { error: { code: 'INTERNAL', message: 'boom' } }),
      json(200, { days: 7, in_scope: 12, assigned_to_me: 3, unassigned: 2, follow_ups_due: 4 }),
    ];
    const fetch = vi.fn(async (_url: string) => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    renderRoutes(element(<NewLeadsWidget />), '/dashboard', fakeAuth(fakeMe('realtor')));
    expect(screen.getByTestId('widget-skeleton')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const mine = await screen.findByTestId('new-leads-assigned-to-me');
    expect(mine.textContent).toBe('3 assigned to me');
    expect(mine.getAttribute('href')).toBe('/contacts?owner=me&sort=-created_at');
    expect(screen.getByTestId('new-leads-all-i-can-see').getAttribute('href')).toBe(
      '/contacts?sort=-created_at',
    );
    expect(screen.getByTestId('new-leads-not-assigned-yet').textContent).toBe('2 not assigned yet');
    expect(screen.getByTestId('new-leads-follow-ups-due').textContent).toContain('4');
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/dashboard/new-leads');
  });
});
