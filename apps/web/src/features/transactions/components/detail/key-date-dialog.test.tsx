import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEAL_ID, dealPath, keyDate } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { KeyDateDialog } from './key-date-dialog';

const opened = keyDate({ version: 2, date: '2026-07-13' });
const patchKey = `PATCH ${dealPath}/dates/${opened.key}`;
const stale = (current: unknown, changedBy: { id: string; name: string } | null) =>
  new Reply(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current,
      changed_by: changedBy,
      changed_at: changedBy ? '2026-11-25T05:00:00.000Z' : null,
    },
  });

function setup(answer: unknown) {
  const answers: Record<string, unknown> = { [patchKey]: answer };
  const api = stubApi(answers);
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const onApplied = vi.fn();
  renderFeature(
    <KeyDateDialog
      dealId={DEAL_ID}
      date={opened}
      allDates={[opened]}
      onClose={onClose}
      onApplied={onApplied}
    />,
    '/',
    'realtor',
  );
  const ifMatches = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => (init!.headers as Record<string, string>)['If-Match']);
  return {
    answers,
    onClose,
    onApplied,
    ifMatches,
    writes: () => api.requests.filter((r) => r.method !== 'GET'),
  };
}

const applied = (version: number, date: string) => ({
  outcome: 'applied',
  dates: [keyDate({ version, date })],
  moved: [{ key: opened.key, label: opened.label, from: '2026-07-13', to: date }],
  moved_tasks: [],
});

describe('<KeyDateDialog>', () => {
  it('saves based on the version it was opened with and reports what moved', async () => {
    const user = userEvent.setup();
    const { onClose, onApplied, ifMatches, writes } = setup(applied(3, '2026-07-20'));
    const field = screen.getByLabelText('Date');
    await user.clear(field);
    await user.type(field, '2026-07-20');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ifMatches()).toEqual(['"2"']);
    expect(writes()[0]!.body).toEqual({ date: '2026-07-20' });
    expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'applied' }));
  });

  it('keeps the dialog open on a stale version, shows theirs and yours, and re-applies on their version', async () => {
    const user = userEvent.setup();
    const theirs = keyDate({ version: 4, date: '2026-07-15' });
    const { answers, onClose, ifMatches, writes } = setup(stale(theirs, { id: 'u-2', name: 'Dana Broker' }));
    const field = screen.getByLabelText('Date');
    await user.clear(field);
    await user.type(field, '2026-07-20');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText(/Dana Broker changed this date/)).toBeTruthy();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('2026-07-15');
    expect(screen.getByTestId('conflict-yours').textContent).toBe('2026-07-20');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-07-20');

    answers[patchKey] = applied(5, '2026-07-20');
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ifMatches()).toEqual(['"2"', '"4"']);
    expect(writes().map((w) => w.body)).toEqual([{ date: '2026-07-20' }, { date: '2026-07-20' }]);
  });

  it('discards the typed change and closes when the user keeps theirs', async () => {
    const user = userEvent.setup();
    const { onClose, writes } = setup(
      stale(keyDate({ version: 4, completed_at: '2026-07-01T00:00:00.000Z' }), null),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Done — this deadline has been met' }));
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText(/Someone else changed this date/)).toBeTruthy();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Discard mine, keep theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
  });
});
