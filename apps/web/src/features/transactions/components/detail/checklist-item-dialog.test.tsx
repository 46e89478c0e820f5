import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checklistItem, DEAL_ID, dealPath, validationFailed } from '../../test/fixtures';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';
import { answerWritesInTurn, staleReply } from '../../test/stale-replies';
import { ChecklistItemDialog } from './checklist-item-dialog';

function setup(answers: Record<string, unknown>, props: Partial<Parameters<typeof ChecklistItemDialog>[0]>) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const onClose = vi.fn();
  renderFeature(
    <ChecklistItemDialog dealId={DEAL_ID} item={null} mayRelax={false} onClose={onClose} {...props} />,
    '/',
    'realtor',
  );
  const writes = () => api.requests.filter((r) => r.method !== 'GET');
  return { writes, onClose };
}

describe('<ChecklistItemDialog>', () => {
  it('asks for a title before sending, then adds the item with every field', async () => {
    const user = userEvent.setup();
    const { writes, onClose } = setup(
      { [`POST ${dealPath}/checklist`]: checklistItem({ title: 'HOA documents' }) },
      {},
    );
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  HOA documents ');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Bylaws and budget');
    await user.type(screen.getByLabelText('Due date (optional)'), '2026-08-01');
    await user.click(screen.getByRole('checkbox', { name: 'Required to close the deal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Needs a document' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({
      title: 'HOA documents',
      description: 'Bylaws and budget',
      required: false,
      requires_document: true,
      due_date: '2026-08-01',
    });
  });

  it('shows the server’s field errors next to their fields and stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = setup(
      {
        [`POST ${dealPath}/checklist`]: new Reply(400, validationFailed({ due_date: 'Must be after 1900' })),
      },
      {},
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Survey');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Must be after 1900')).toBeTruthy();
    expect(screen.getByLabelText('Due date (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not valid');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends only what changed, and keeps a required item required for a non-broker', async () => {
    const user = userEvent.setup();
    const item = checklistItem({ description: 'Signed by both', due_date: '2026-07-01' });
    const { writes, onClose } = setup({ [`PATCH ${dealPath}/checklist/${item.id}`]: item }, { item });
    const required = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Required to close the deal' });
    expect(required.checked).toBe(true);
    expect(required.disabled).toBe(true);
    expect(screen.getByText('Only a broker can make a required item optional.')).toBeTruthy();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Lead paint disclosure (signed)');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.url.pathname).toBe(`${dealPath}/checklist/${item.id}`);
    expect(writes()[0]!.body).toEqual({ title: 'Lead paint disclosure (signed)' });
  });

  it('lets a broker make a required item optional', async () => {
    const item = checklistItem();
    setup({}, { item, mayRelax: true });
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Required to close the deal' }).disabled,
    ).toBe(false);
  });

  it('saves an edit based on the version the dialog was opened with', async () => {
    const user = userEvent.setup();
    const item = checklistItem({ version: 3 });
    const writes = answerWritesInTurn([checklistItem({ version: 4, title: 'Signed disclosure' })]);
    const onClose = vi.fn();
    renderFeature(<ChecklistItemDialog dealId={DEAL_ID} item={item} mayRelax onClose={onClose} />, '/');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Signed disclosure');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: `${dealPath}/checklist/${item.id}`,
        ifMatch: '"3"',
        body: { title: 'Signed disclosure' },
      },
    ]);
  });

  it('keeps the form on a stale save, shows who changed what, and re-applies on their version', async () => {
    const user = userEvent.setup();
    const item = checklistItem({ version: 3, required: true });
    const theirs = checklistItem({ version: 5, title: 'Lead paint (broker copy)', required: true });
    const writes = answerWritesInTurn([staleReply(theirs), checklistItem({ version: 6, title: 'Mine' })]);
    const onClose = vi.fn();
    renderFeature(<ChecklistItemDialog dealId={DEAL_ID} item={item} mayRelax onClose={onClose} />, '/');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Mine');
    await user.click(screen.getByRole('checkbox', { name: 'Required to close the deal' }));
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText(/Dana Broker changed this checklist item/)).toBeTruthy();
    expect(screen.getAllByTestId('conflict-theirs').map((e) => e.textContent)).toEqual([
      'Lead paint (broker copy)',
      'Yes',
    ]);
    expect(screen.getAllByTestId('conflict-yours').map((e) => e.textContent)).toEqual(['Mine', 'No']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Mine');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.map((w) => w.ifMatch)).toEqual(['"3"', '"5"']);
    expect(writes[1]!.body).toEqual({ title: 'Mine', required: false });
  });

  it('"Discard mine" closes without sending anything more', async () => {
    const user = userEvent.setup();
    const item = checklistItem({ version: 3 });
    const writes = answerWritesInTurn([staleReply(checklistItem({ version: 4, description: 'Theirs' }))]);
    const onClose = vi.fn();
    renderFeature(<ChecklistItemDialog dealId={DEAL_ID} item={item} mayRelax onClose={onClose} />, '/');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await user.click(await screen.findByRole('button', { name: 'Discard mine, keep theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toHaveLength(1);
  });
});
