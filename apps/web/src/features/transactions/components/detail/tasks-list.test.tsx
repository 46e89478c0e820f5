import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEAL_ID, dealPath, keyDate, task } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { TasksList } from './tasks-list';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const open = task({ version: 3 });
const taskPath = `${dealPath}/tasks/${open.id}`;
const stale = new Reply(409, {
  error: {
    code: 'STALE_VERSION',
    message: 'Someone else changed this record after you opened it',
    current: task({ version: 4, title: 'Order the appraisal today' }),
    changed_by: { id: 'u-2', name: 'Dana Broker' },
    changed_at: '2026-11-25T05:00:00.000Z',
  },
});

function setup(answers: Record<string, unknown>) {
  const api = stubApi({
    [`${dealPath}/dates`]: { items: [keyDate()] },
    [`GET ${dealPath}/tasks`]: { items: [open] },
    ...answers,
  });
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  renderFeature(<TasksList dealId={DEAL_ID} canEdit />, '/', 'realtor');
  const writes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([, init]) => ({
        method: init!.method,
        ifMatch: (init!.headers as Record<string, string>)['If-Match'],
      }));
  const taskListReads = () =>
    api.requests.filter((r) => r.method === 'GET' && r.url.pathname === `${dealPath}/tasks`);
  return { writes, taskListReads };
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('<TasksList> one-click actions (issue 19)', () => {
  it('ticks a task done with the version the list shows', async () => {
    const user = userEvent.setup();
    const { writes } = setup({
      [`PATCH ${taskPath}`]: task({ version: 4, completed_at: '2026-11-25T05:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: open.title }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`"${open.title}" done`));
    expect(writes()).toEqual([{ method: 'PATCH', ifMatch: '"3"' }]);
  });

  it('says who changed a task when a tick is refused as stale, and reloads the tasks', async () => {
    const user = userEvent.setup();
    const { writes, taskListReads } = setup({ [`PATCH ${taskPath}`]: stale });
    await user.click(await screen.findByRole('checkbox', { name: open.title }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![1].description).toMatch(
      /^Dana Broker changed this task at .+\. Check it and try again\.$/,
    );
    expect(writes()).toEqual([{ method: 'PATCH', ifMatch: '"3"' }]);
    await waitFor(() => expect(taskListReads().length).toBeGreaterThan(1));
  });

  it('deletes with the version the list shows; a stale delete says who changed it and closes the confirmation', async () => {
    const user = userEvent.setup();
    const { writes, taskListReads } = setup({ [`DELETE ${taskPath}`]: stale });
    await screen.findByRole('checkbox', { name: open.title });
    await user.click(screen.getByRole('button', { name: /^Delete\s*Order the appraisal$/ }));
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toBe('The task was not deleted');
    expect(toast.error.mock.calls[0]![1].description).toMatch(/^Dana Broker changed this task/);
    expect(writes()).toEqual([{ method: 'DELETE', ifMatch: '"3"' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete task' })).toBeNull());
    await waitFor(() => expect(taskListReads().length).toBeGreaterThan(1));
  });
});
