import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { checklistItem, DEAL_ID, dealPath } from '../../test/fixtures';
import { renderFeature, Reply } from '../../test/render-feature';
import { answerWritesInTurn, staleReply } from '../../test/stale-replies';
import { ChecklistRemoveDialog } from './checklist-remove-dialog';

const item = checklistItem({ version: 3, required: false, title: 'HOA documents' });

function open() {
  const onClose = vi.fn();
  renderFeature(<ChecklistRemoveDialog dealId={DEAL_ID} item={item} onClose={onClose} />, '/');
  return onClose;
}

describe('<ChecklistRemoveDialog> removes only the item as it was shown (issue 19)', () => {
  it('sends the item’s version with the DELETE', async () => {
    const user = userEvent.setup();
    const writes = answerWritesInTurn([{ ok: true }]);
    const onClose = open();
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      { method: 'DELETE', path: `${dealPath}/checklist/${item.id}`, ifMatch: '"3"', body: {} },
    ]);
  });

  it('when someone changed the item meanwhile: says who, removes nothing, and closes to show it as it is now', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const writes = answerWritesInTurn([staleReply({ ...item, version: 4, required: true })]);
    const onClose = open();
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('The item was not removed', {
      description: expect.stringMatching(
        /^Dana Broker changed this checklist item at .+\. Check it and try again\.$/,
      ),
    });
    expect(writes).toHaveLength(1);
  });

  it('stays open on any other failure', async () => {
    const user = userEvent.setup();
    answerWritesInTurn([
      new Reply(403, { error: { code: 'FORBIDDEN', message: 'Only a broker can remove it' } }),
    ]);
    const error = vi.spyOn(toast, 'error');
    const onClose = open();
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The item was not removed', {
        description: 'Only a broker can remove it',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
