import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coordinator, DEAL_ID, dealPath } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { AssignStaffDialog } from './assign-staff-dialog';

const attorney = { ...coordinator, user_id: 'user-att', first_name: 'Ari', last_name: 'Lawson' };

function setup(answers: Record<string, unknown>, assignedIds: string[] = []) {
  const api = stubApi({
    '/api/organization/members': { items: [coordinator, attorney], truncated: false },
    ...answers,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const onClose = vi.fn();
  renderFeature(
    <AssignStaffDialog dealId={DEAL_ID} assignedIds={assignedIds} onClose={onClose} />,
    '/',
    'realtor',
  );
  return { writes: () => api.requests.filter((r) => r.method !== 'GET'), onClose };
}

describe('<AssignStaffDialog>', () => {
  it('needs someone from the directory, then assigns them with the note', async () => {
    const user = userEvent.setup();
    const assignment = {
      id: '88888888-8888-4888-8888-888888888888',
      transaction_id: DEAL_ID,
      user: { id: 'user-att', first_name: 'Ari', last_name: 'Lawson' },
      role_key: 'transaction_coordinator',
      note: 'Reviews the contract',
      assigned_by: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const { writes, onClose } = setup({ [`POST ${dealPath}/assignments`]: assignment });
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Choose someone from the directory')).toBeTruthy();
    expect(writes()).toEqual([]);

    const picker = screen.getByRole('combobox', { name: 'Staff member' });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /Taylor Brooks Transaction Coordinator/ })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect((picker as HTMLInputElement).value).toBe('Ari Lawson');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Reviews the contract');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({ user_id: 'user-att', note: 'Reviews the contract' });
  });

  it('does not suggest people already assigned', async () => {
    const user = userEvent.setup();
    setup({}, ['user-tc']);
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    expect(await screen.findByRole('option', { name: /Ari Lawson/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Taylor Brooks/ })).toBeNull();
  });

  it('closes the suggestions on Esc without closing the dialog', async () => {
    const user = userEvent.setup();
    const { onClose } = setup({});
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    expect(await screen.findByRole('listbox', { name: 'Matching brokerage members' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Staff member' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    const conflict = {
      error: {
        code: 'CONFLICT',
        message: 'This person is already assigned to the deal',
        fields: { user_id: 'Already assigned' },
      },
    };
    const { onClose } = setup({ [`POST ${dealPath}/assignments`]: new Reply(409, conflict) });
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: /Taylor Brooks/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Already assigned')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Staff member' }).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
