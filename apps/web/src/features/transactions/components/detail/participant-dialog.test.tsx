import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoleKey } from '@threshold/domain/roles';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import { contact, coordinator, DEAL_ID, dealPath } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { ParticipantDialog } from './participant-dialog';

const added = {
  outcome: 'applied',
  participant: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    version: 1,
    transaction_id: DEAL_ID,
    user_id: null,
    contact_id: contact().id,
    first_name: 'Jordan',
    last_name: 'Reyes',
    display_name: 'Jordan Reyes',
    email: 'jordan@example.test',
    phone: null,
    company: null,
    roles: ['buyer'],
    is_client: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
};

function setup(role: RoleKey = 'realtor') {
  const api = stubApi({
    '/api/contacts': { items: [contact()], nextCursor: null },
    '/api/organization/members': { items: [coordinator], truncated: false },
    [`POST ${dealPath}/participants`]: added,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const onClose = vi.fn();
  renderFeature(
    <ParticipantDialog dealId={DEAL_ID} participant={null} people={[]} onClose={onClose} />,
    '/',
    role,
  );
  return { requests: api.requests, writes: () => api.requests.filter((r) => r.method !== 'GET'), onClose };
}

describe('<ParticipantDialog> adding someone', () => {
  it('finds a CRM contact by typing and adds them with their roles', async () => {
    const user = userEvent.setup();
    const { requests, writes, onClose } = setup();
    await user.click(screen.getByRole('radio', { name: 'From contacts' }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(screen.getByText('Choose a person or give a name')).toBeTruthy();
    expect(screen.getByText('Give at least one role')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Contact' }), 'Jor');
    const searched = () =>
      requests.find((r) => r.url.pathname === '/api/contacts' && r.url.searchParams.get('q') === 'Jor');
    await waitFor(() => expect(searched()?.url.searchParams.get('limit')).toBe('10'));
    await user.click(await screen.findByRole('option', { name: /Jordan Reyes jordan@example.test/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Buyer' }));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({ contact_id: contact().id, user_id: null, roles: ['buyer'] });
  });

  it('adds a brokerage member by their account', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    await user.click(screen.getByRole('radio', { name: 'A brokerage member' }));
    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: /Taylor Brooks/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Transaction coordinator' }));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      user_id: 'user-tc',
      contact_id: null,
      roles: ['transaction_coordinator'],
    });
  });

  it('offers only the name fields to someone without the directory and the CRM', () => {
    setup('paralegal');
    expect(screen.queryByRole('radio', { name: 'From contacts' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });
});

describe('<ParticipantDialog> editing someone', () => {
  const opened = { ...added.participant, version: 2 } as ParticipantDto;
  const patchKey = `PATCH ${dealPath}/participants/${opened.id}`;

  function setupEdit(answer: unknown) {
    const answers: Record<string, unknown> = { [patchKey]: answer };
    const api = stubApi(answers);
    const fetchMock = vi.fn(api.fetchStub);
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderFeature(
      <ParticipantDialog dealId={DEAL_ID} participant={opened} people={[opened]} onClose={onClose} />,
      '/',
      'realtor',
    );
    const ifMatches = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => (init!.headers as Record<string, string>)['If-Match']);
    return { answers, onClose, ifMatches, writes: () => api.requests.filter((r) => r.method !== 'GET') };
  }

  it('sends the version it was opened with; on a stale one shows what differs and can keep theirs', async () => {
    const user = userEvent.setup();
    const theirs = { ...opened, version: 3, phone: '555-0199' };
    const { onClose, ifMatches, writes } = setupEdit(
      new Reply(409, {
        error: {
          code: 'STALE_VERSION',
          message: 'Someone else changed this record after you opened it',
          current: theirs,
          changed_by: { id: 'u-2', name: 'Dana Broker' },
          changed_at: '2026-11-25T05:00:00.000Z',
        },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Dana Broker changed this person/)).toBeTruthy();
    // Only the field that differs (the form sends every field).
    expect(screen.getAllByTestId('conflict-theirs').map((e) => e.textContent)).toEqual(['555-0199']);
    expect(screen.getAllByTestId('conflict-yours').map((e) => e.textContent)).toEqual(['555-0100']);
    expect(ifMatches()).toEqual(['"2"']);
    expect(writes()[0]!.body).toMatchObject({ phone: '555-0100', roles: ['buyer'] });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Discard mine, keep theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
  });

  it('re-applies the kept input on the version the conflict reported', async () => {
    const user = userEvent.setup();
    const theirs = { ...opened, version: 3, company: 'Bay Lending' };
    const { answers, onClose, ifMatches } = setupEdit(
      new Reply(409, {
        error: {
          code: 'STALE_VERSION',
          message: 'Stale',
          current: theirs,
          changed_by: null,
          changed_at: null,
        },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Harbor Title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else changed this person/)).toBeTruthy();
    answers[patchKey] = {
      outcome: 'applied',
      participant: { ...theirs, version: 4, company: 'Harbor Title' },
    };
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ifMatches()).toEqual(['"2"', '"3"']);
  });
});
