import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_A, ok, renderContacts, staleReply, stubFetch, task } from '../test/render-contacts';
import { ContactTasks } from './contact-tasks';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const tasksPath = `/api/contacts/${CONTACT_A}/tasks`;

function setup(patchAnswer: () => ReturnType<typeof ok>) {
  const api = stubFetch((req) => {
    if (req.method === 'GET' && req.path === tasksPath) return ok({ items: [task()], nextCursor: null });
    if (req.method === 'PATCH') return patchAnswer();
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  renderContacts(<ContactTasks contactId={CONTACT_A} canManage />);
  const taskReads = () => api.requests.filter((r) => r.method === 'GET' && r.path === tasksPath).length;
  return { api, taskReads };
}

describe('<ContactTasks> ticking a follow-up done (issue 19)', () => {
  it('sends the version of the task as shown', async () => {
    const user = userEvent.setup();
    const { api } = setup(() => ok(task({ completed_at: '2026-03-02T10:00:00.000Z', version: 5 })));
    await user.click(await screen.findByRole('checkbox', { name: 'Complete “Send the CMA”' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Done: Send the CMA'));
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`${tasksPath}/${task().id}`);
    expect(patch.headers['if-match']).toBe('"4"');
    expect(patch.body).toEqual({ completed: true });
  });

  it('on a stale version says who changed the follow-up and reloads the lists', async () => {
    const user = userEvent.setup();
    const { taskReads } = setup(() => staleReply(task({ title: 'Send the CMA today', version: 5 })));
    await user.click(await screen.findByRole('checkbox', { name: 'Complete “Send the CMA”' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toMatch(
      /^Morgan Reyes changed this follow-up at .+\. Check it and try again\.$/,
    );
    // Open and done lists on mount (2), then both again after the refusal.
    await waitFor(() => expect(taskReads()).toBe(4));
  });
});
