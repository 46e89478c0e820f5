import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import { DEAL_ID, dealPath } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { ParticipantsPanel } from './participants-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const lender: ParticipantDto = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  version: 6,
  transaction_id: DEAL_ID,
  user_id: null,
  contact_id: null,
  first_name: 'Lena',
  last_name: 'Lender',
  display_name: 'Lena Lender',
  email: null,
  phone: null,
  company: 'Harbor Lending',
  roles: ['lender'],
  is_client: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
// Only what the panel reads of the deal.
const deal = {
  id: DEAL_ID,
  access: { can_edit: true, read_only: false, can_assign_staff: false },
} as unknown as TransactionDetailDto;
const personPath = `${dealPath}/participants/${lender.id}`;

function setup(answers: Record<string, unknown>) {
  const api = stubApi({
    [`GET ${dealPath}/participants`]: { items: [lender] },
    [`${dealPath}/assignments`]: { items: [] },
    ...answers,
  });
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  renderFeature(<ParticipantsPanel deal={deal} />, '/', 'realtor');
  const removals = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'DELETE')
      .map(([input, init]) => ({
        path: new URL(String(input), 'http://localhost').pathname,
        ifMatch: (init!.headers as Record<string, string>)['If-Match'],
      }));
  const listReads = () =>
    api.requests.filter((r) => r.method === 'GET' && r.url.pathname === `${dealPath}/participants`);
  return { removals, listReads };
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

async function removeLena() {
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Roles of Lena Lender' });
  await user.click(screen.getByRole('button', { name: /^Remove\s*Lena Lender$/ }));
  await user.click(screen.getByRole('button', { name: 'Remove' }));
}

describe('<ParticipantsPanel> removing someone (issue 19)', () => {
  it('sends the version the list shows', async () => {
    const { removals } = setup({ [`DELETE ${personPath}`]: { outcome: 'applied' } });
    await removeLena();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lena Lender removed'));
    expect(removals()).toEqual([{ path: personPath, ifMatch: '"6"' }]);
  });

  it('says who changed the person when the removal is stale, closes the confirmation and reloads', async () => {
    const { removals, listReads } = setup({
      [`DELETE ${personPath}`]: new Reply(409, {
        error: {
          code: 'STALE_VERSION',
          message: 'Someone else changed this record after you opened it',
          current: { ...lender, version: 7, company: 'Bay Lending' },
          changed_by: { id: 'u-2', name: 'Dana Broker' },
          changed_at: '2026-11-25T05:00:00.000Z',
        },
      }),
    });
    await removeLena();
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toBe('Could not remove the person');
    expect(toast.error.mock.calls[0]![1].description).toMatch(
      /^Dana Broker changed this person at .+\. Check it and try again\.$/,
    );
    expect(removals()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull());
    await waitFor(() => expect(listReads().length).toBeGreaterThan(1));
  });
});
