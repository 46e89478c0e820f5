import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coordinator, DEAL_ID, dealPath, keyDate, task } from '../../test/fixtures';
import { renderFeature, stubApi } from '../../test/render-feature';
import { TaskDialog } from './task-dialog';

function setup(answers: Record<string, unknown>, current: ReturnType<typeof task> | null = null) {
  const api = stubApi({
    [`${dealPath}/dates`]: {
      items: [
        keyDate(),
        keyDate({ id: '77777777-7777-4777-8777-777777777777', key: 'closing', label: 'Closing', date: null }),
      ],
    },
    '/api/organization/members': { items: [coordinator], truncated: false },
    ...answers,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const onClose = vi.fn();
  renderFeature(<TaskDialog dealId={DEAL_ID} task={current} onClose={onClose} />, '/', 'realtor');
  const writes = () => api.requests.filter((r) => r.method !== 'GET');
  return { writes, onClose, requests: api.requests };
}

describe('<TaskDialog>', () => {
  it('adds a task counted from a key date, previews its due date and assigns a member', async () => {
    const user = userEvent.setup();
    const { writes, onClose, requests } = setup({ [`POST ${dealPath}/tasks`]: task() });
    await user.type(screen.getByRole('textbox', { name: 'Task' }), 'Book the inspector');
    await user.click(await screen.findByRole('radio', { name: 'Counted from a key date' }));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByText('Choose the key date it counts from')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Key date' }), 'inspection');
    await user.clear(screen.getByRole('textbox', { name: 'Days' }));
    await user.type(screen.getByRole('textbox', { name: 'Days' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Before or after' }), 'before');
    expect(screen.getByText('Due Jul 11, 2026; it moves when Inspection contingency moves.')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Assignee (optional)' }), 'Tay');
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('q') === 'Tay')).toBe(true));
    await user.click(await screen.findByRole('option', { name: /Taylor Brooks/ }));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({
      title: 'Book the inspector',
      date_key: 'inspection',
      offset_days: -2,
      due_date: null,
      assignee_id: 'user-tc',
    });
  });

  it('says when a linked task will get its date (the key date has none yet)', async () => {
    const user = userEvent.setup();
    setup({});
    await user.click(await screen.findByRole('radio', { name: 'Counted from a key date' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key date' }), 'closing');
    expect(screen.getByText('Due once Closing has a date.')).toBeTruthy();
  });

  it('unlinks a task from its key date when it is given its own date', async () => {
    const user = userEvent.setup();
    const linked = task({ date_key: 'inspection', offset_days: -2, due_date: '2026-07-11' });
    const { writes, onClose } = setup({ [`PATCH ${dealPath}/tasks/${linked.id}`]: linked }, linked);
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'Counted from a key date' })).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByLabelText('Due date');
    expect((date as HTMLInputElement).value).toBe('2026-07-11');
    await user.clear(date);
    await user.type(date, '2026-07-20');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({ date_key: null, due_date: '2026-07-20' });
  });
});
