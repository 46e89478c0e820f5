import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checklistItem, DEAL_ID, dealPath } from '../../test/fixtures';
import { renderFeature } from '../../test/render-feature';
import { answerWritesInTurn, staleReply } from '../../test/stale-replies';
import { ReviewActionDialog } from './review-action-dialog';

const submitted = checklistItem({ version: 4, status: 'submitted', submission_count: 1 });

function open(action: 'approve' | 'return' | 'submit', item = submitted) {
  const onClose = vi.fn();
  renderFeature(
    <ReviewActionDialog transactionId={DEAL_ID} item={item} action={action} onClose={onClose} />,
    '/',
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('<ReviewActionDialog> sends the item’s version (issue 19)', () => {
  it('approves based on the version the item was shown with', async () => {
    const user = userEvent.setup();
    const writes = answerWritesInTurn([{ ...submitted, status: 'approved', version: 5 }]);
    const { onClose, dialog } = open('approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `${dealPath}/checklist/${submitted.id}/approve`,
        ifMatch: '"4"',
        body: { note: null },
      },
    ]);
  });

  it('on a stale version keeps the note, says who changed the item, and the next try is based on it as it is now', async () => {
    const user = userEvent.setup();
    const edited = { ...submitted, version: 6, description: 'Initial every page' };
    const writes = answerWritesInTurn([staleReply(edited), { ...edited, status: 'returned', version: 7 }]);
    const { onClose, dialog } = open('return');
    const note = within(dialog).getByRole('textbox', { name: 'What needs fixing' });
    await user.type(note, 'Page 2 is not signed');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));

    expect(
      (
        await within(dialog).findByText(
          /Dana Broker changed this checklist item at .+\. Check it and try again\./,
        )
      ).textContent,
    ).not.toMatch(/status is now/);
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'What needs fixing' }).value,
    ).toBe('Page 2 is not signed');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.map((w) => [w.ifMatch, w.body])).toEqual([
      ['"4"', { note: 'Page 2 is not signed' }],
      ['"6"', { note: 'Page 2 is not signed' }],
    ]);
  });

  it('names the item’s status now when someone else already decided it', async () => {
    const user = userEvent.setup();
    answerWritesInTurn([staleReply({ ...submitted, version: 5, status: 'approved' })]);
    const { dialog } = open('approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/Its status is now “Approved”\./)).toBeTruthy();
  });

  it('submits from the agent’s side with the version too', async () => {
    const user = userEvent.setup();
    const pending = checklistItem({ version: 2 });
    const writes = answerWritesInTurn([{ ...pending, status: 'submitted', version: 3 }]);
    const { onClose, dialog } = open('submit', pending);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes[0]).toMatchObject({ path: `${dealPath}/checklist/${pending.id}/submit`, ifMatch: '"2"' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
