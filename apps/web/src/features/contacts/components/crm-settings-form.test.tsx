import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmSettingsDto } from '@threshold/domain/contacts/crm-settings.contract';
import { AuthContext } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { CrmSettingsForm } from './crm-settings-form';

const AGENT = { id: '44444444-4444-4444-8444-444444444444', first_name: 'Ana', last_name: 'Agent' };
const settings: CrmSettingsDto = {
  needs_attention_days: 14,
  lead_routing: { mode: 'off', agent_ids: [], agents: [] },
  version: 3,
};
const theirs: CrmSettingsDto = {
  needs_attention_days: 21,
  lead_routing: { mode: 'round_robin', agent_ids: [AGENT.id], agents: [AGENT] },
  version: 4,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stale = () =>
  json(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current: theirs,
      changed_by: { id: 'u-2', name: 'Dana Broker' },
      changed_at: '2026-05-02T10:00:00.000Z',
    },
  });

/** PATCH answers in order; any other request (the owner facets) answers 404. */
function setup(patches: Response[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PATCH' ? patches.shift()! : json(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={fakeAuth(fakeMe('managing_broker'))}>
        <CrmSettingsForm settings={settings} onSaved={onSaved} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  const patchCalls = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => ({
        ifMatch: (init!.headers as Record<string, string>)['If-Match'],
        body: JSON.parse(String(init!.body)),
      }));
  return { patchCalls, onSaved, user: userEvent.setup() };
}
afterEach(() => vi.unstubAllGlobals());

const days = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: /Needs attention after/ });

describe('<CrmSettingsForm>', () => {
  it('saves based on the version it opened with; a stale save keeps the form and can be re-applied', async () => {
    const { patchCalls, onSaved, user } = setup([
      stale(),
      json(200, { ...theirs, needs_attention_days: 30, version: 5 }),
    ]);
    await user.clear(days());
    await user.type(days(), '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(/Dana Broker changed this CRM configuration/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(days().value).toBe('30');
    expect(screen.getAllByTestId('conflict-theirs').map((e) => e.textContent)).toEqual([
      '21',
      'Round-robin',
      'Ana Agent',
    ]);
    expect(screen.getAllByTestId('conflict-yours').map((e) => e.textContent)).toEqual(['30', 'Off', '—']);

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const calls = patchCalls();
    expect(calls.map((c) => c.ifMatch)).toEqual(['"3"', '"4"']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(calls[0]!.body).toEqual({
      needs_attention_days: 30,
      lead_routing: { mode: 'off', agent_ids: [] },
    });
  });

  it('shows their settings in the form on “Discard mine”', async () => {
    const { patchCalls, onSaved, user } = setup([stale()]);
    await user.clear(days());
    await user.type(days(), '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(await screen.findByRole('button', { name: 'Discard mine, keep theirs' }));

    await waitFor(() => expect(days().value).toBe('21'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Round-robin/ }).checked).toBe(true);
    expect(screen.queryByText(/Dana Broker changed/)).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(patchCalls()).toHaveLength(1);
  });
});
