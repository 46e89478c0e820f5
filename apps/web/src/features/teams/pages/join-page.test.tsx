import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { element, renderRoutes } from '@/test/render-route';
import { JoinPage } from './join-page';

const TOKEN = 'a'.repeat(43);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderJoin(answers: (() => Response)[]) {
  const me = fakeMe('unassigned');
  const invitation = {
    organization_name: 'Harborview Realty',
    role_key: 'realtor',
    role_label: 'Realtor',
    email: me.user.email,
    status: 'pending',
    expires_at: '2031-01-01T00:00:00.000Z',
  };
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) return json(200, invitation);
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(element(<JoinPage />), `/join?token=${TOKEN}`, fakeAuth(me));
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('<JoinPage> checking the invitation', () => {
  it('calls an unknown token not valid', async () => {
    renderJoin([() => json(404, { error: { code: 'NOT_FOUND', message: 'Invitation not found' } })]);
    expect(await screen.findByText('This invitation link is not valid. Ask for a new one.')).toBeTruthy();
  });

  it('offers to try again when the check could not reach the server, then shows the invitation', async () => {
    renderJoin([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    expect(await screen.findByText('Could not load your invitation')).toBeTruthy();
    expect(screen.queryByText(/not valid/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join the team' })).toBeTruthy();
    expect(screen.getByText('Harborview Realty')).toBeTruthy();
  });
});
