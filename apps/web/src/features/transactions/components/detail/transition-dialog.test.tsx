import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { dealDetail, dealPath } from '../../test/fixtures';
import { renderFeature } from '../../test/render-feature';
import { answerWritesInTurn, staleReply } from '../../test/stale-replies';
import { TransitionDialog } from './transition-dialog';

const deal = dealDetail({ version: 7, status: 'active' });
const applied = (status: TransactionStatus, version: number) => ({
  outcome: 'applied',
  transaction: { ...deal, status, version },
  change: {
    id: '66666666-6666-4666-8666-666666666666',
    from_status: 'active',
    to_status: status,
    reason: null,
    override: false,
    changed_by: null,
    changed_at: '2026-11-25T10:45:00.000Z',
  },
});

function open(to: TransactionStatus = 'under_contract') {
  const onClose = vi.fn();
  renderFeature(<TransitionDialog deal={deal} to={to} onClose={onClose} />, '/', 'broker');
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('<TransitionDialog> bases the status change on the deal as shown (issue 19)', () => {
  it('sends the deal’s version with the transition', async () => {
    const user = userEvent.setup();
    const writes = answerWritesInTurn([applied('under_contract', 8)]);
    const { onClose, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Mark under contract' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `${dealPath}/transition`,
        ifMatch: '"7"',
        body: { to: 'under_contract', override: false },
      },
    ]);
  });

  it('when the deal changed meanwhile: keeps the reason, shows the status now, and re-applies on its version', async () => {
    const user = userEvent.setup();
    const writes = answerWritesInTurn([
      staleReply({ ...deal, version: 9, mls_number: 'NW-1' }),
      applied('withdrawn', 10),
    ]);
    const { onClose, dialog } = open('withdrawn');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Seller asked');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('Choose why the deal fell through')).toBeTruthy();
    expect(writes).toEqual([]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Why did it fall through?' }),
      'seller_changed_mind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(dialog).findByText(/Dana Broker changed this deal/)).toBeTruthy();
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toBe('Active');
    expect(within(dialog).getByTestId('conflict-yours').textContent).toBe('Withdrawn');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' }).value).toBe(
      'Seller asked',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.map((w) => w.ifMatch)).toEqual(['"7"', '"9"']);
    expect(writes[1]!.body).toEqual({
      to: 'withdrawn',
      reason: 'Seller asked',
      fall_through_reason: 'seller_changed_mind',
      override: false,
    });
  });

  it('when the deal moved to a status this change cannot follow: says so and offers only to close', async () => {
    const user = userEvent.setup();
    const writes = answerWritesInTurn([staleReply({ ...deal, version: 8, status: 'cancelled' })]);
    const { onClose, dialog } = open('withdrawn');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Seller asked');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Why did it fall through?' }),
      'seller_changed_mind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText(/It is now Cancelled, and cannot move to Withdrawn from there\./),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save mine over theirs' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close and see the deal now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toHaveLength(1);
  });

  it('when someone already made the same move: says it is done', async () => {
    const user = userEvent.setup();
    answerWritesInTurn([staleReply({ ...deal, version: 8, status: 'under_contract' })]);
    const { dialog } = open('under_contract');
    await user.click(within(dialog).getByRole('button', { name: 'Mark under contract' }));
    expect(
      await within(dialog).findByText(/It is already Under contract\. Your change was not saved\./),
    ).toBeTruthy();
  });
});
