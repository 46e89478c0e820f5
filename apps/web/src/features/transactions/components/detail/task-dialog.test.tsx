import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coordinator, DEAL_ID, dealPath, keyDate, task } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { TaskDialog } from './task-dialog';

function setup(answers: Record<string, unknown>, current: ReturnType<typeof task> | null = null) {
  const all: Record<string, unknown> = {
    [`${dealPath}/dates`]: {
      items: [
        keyDate(),
        keyDate({ id: '77777777-7777-4777-8777-777777777777', key: 'closing', label: 'Closing', date: null }),
      ],
    },
    '/api/organization/members': { items: [coordinator], truncated: false },
    ...answers,
  };
  const api = stubApi(all);
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  renderFeature(<TaskDialog dealId={DEAL_ID} task={current} onClose={onClose} />, '/', 'realtor');
  const writes = () => api.requests.filter((r) => r.method !== 'GET');
  /** The If-Match of each write, in order. */
  const ifMatches = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([, init]) => (init!.headers as Record<string, string>)['If-Match']);
  return { writes, onClose, requests: api.requests, answers: all, ifMatches };
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

  it('edits based on the version it was opened with; a stale save keeps the dialog open with the conflict', async () => {
    const user = userEvent.setup();
    const opened = task({ version: 3 });
    const theirs = task({ version: 4, title: 'Order the appraisal today' });
    const patchKey = `PATCH ${dealPath}/tasks/${opened.id}`;
    const { writes, onClose, answers, ifMatches } = setup(
      {
        [patchKey]: new Reply(409, {
          error: {
            code: 'STALE_VERSION',
            message: 'Someone else changed this record after you opened it',
            current: theirs,
            changed_by: { id: 'u-2', name: 'Dana Broker' },
            changed_at: '2026-11-25T05:00:00.000Z',
          },
        }),
      },
      opened,
    );
    const title = await screen.findByRole('textbox', { name: 'Task' });
    await user.clear(title);
    await user.type(title, 'Order the appraisal now');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText(/Dana Broker changed this task/)).toBeTruthy();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('Order the appraisal today');
    expect(screen.getByTestId('conflict-yours').textContent).toBe('Order the appraisal now');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Task' }) as HTMLInputElement).value).toBe(
      'Order the appraisal now',
    );

    answers[patchKey] = task({ version: 5, title: 'Order the appraisal now' });
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ifMatches()).toEqual(['"3"', '"4"']);
    expect(writes().map((w) => w.body)).toEqual([
      { title: 'Order the appraisal now' },
      { title: 'Order the appraisal now' },
    ]);
  });
});
