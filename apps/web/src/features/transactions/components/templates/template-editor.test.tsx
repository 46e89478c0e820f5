import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklist-templates.contract';
import { ChecklistTemplatesPage } from '../../pages/checklist-templates-page';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';

const LIST = '/api/checklist-templates';
const PUT_BUYER = `PUT ${LIST}/purchase/buyer`;

const item = (key: string, title: string) => ({
  key,
  title,
  required: true,
  requires_document: true,
  only_if_built_before_1978: false,
});
const buyer: ChecklistTemplateDto = {
  type: 'purchase',
  side: 'buyer',
  name: 'Purchase — buyer side',
  items: [
    item('buyer_representation', 'Buyer representation agreement'),
    item('agency_disclosure', 'Agency disclosure'),
  ],
  customized: false,
  updated_at: null,
  version: 1,
};
const tenant: ChecklistTemplateDto = {
  ...buyer,
  type: 'lease',
  side: 'tenant',
  name: 'Tenant side',
  customized: true,
  updated_at: '2026-03-04T10:00:00.000Z',
  version: 3,
};

function setup(answers: Record<string, unknown> = {}) {
  const api = stubApi({ [LIST]: { items: [buyer, tenant] }, ...answers });
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  const { history } = renderFeature(<ChecklistTemplatesPage />, '/transactions/checklist-templates');
  const puts = () => api.requests.filter((r) => r.method === 'PUT');
  /** The If-Match header of each PUT, in order. */
  const ifMatches = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => (init?.headers as Record<string, string>)['If-Match']);
  return { puts, ifMatches, history, user: userEvent.setup() };
}

/** A 409 STALE_VERSION answer: the template as it is now, and who changed it when. */
const stale = (current: ChecklistTemplateDto) =>
  new Reply(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current,
      changed_by: { id: 'u-2', name: 'Dana Broker' },
      changed_at: '2026-05-02T10:00:00.000Z',
    },
  });

const item3 = () => screen.getByRole('group', { name: /^Item 3/ });
/** The hint and error text read out with a field. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('<ChecklistTemplatesPage>', () => {
  it('lists the templates by type with their state and opens the first one', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Checklist templates' });
    expect(within(nav).getByRole('heading', { name: 'Purchase' })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /Buyer side.*Built-in default/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(
      within(nav).getByRole('link', { name: /Tenant side.*Customized · updated Mar 4, 2026/ }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(buyer.name);
    expect(screen.getByRole('button', { name: 'Save template' })).toHaveProperty('disabled', true);
    const area = screen.getByRole('navigation', { name: 'Deal templates' });
    expect(within(area).getByRole('link', { name: 'Checklists' }).getAttribute('aria-current')).toBe('page');
    expect(within(area).getByRole('link', { name: 'Key dates' }).getAttribute('href')).toBe(
      '/transactions/key-date-templates',
    );
  });

  it('asks for a title before sending and shows the message at the item', async () => {
    const { puts, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    expect(document.activeElement).toBe(within(item3()).getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const title = within(item3()).getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toBe('Key: item (from the title) Required');
    expect(puts()).toEqual([]);
  });

  it('saves the items in their new order and keeps the server’s field errors with their item', async () => {
    const saved = { ...buyer, customized: true, updated_at: '2026-05-01T00:00:00.000Z' };
    const { puts, user } = setup({
      [PUT_BUYER]: new Reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          fields: { 'items.1.title': 'Too vague' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    await user.type(within(item3()).getByRole('textbox', { name: 'Title' }), 'Wire fraud advisory');
    expect(within(item3()).getByText('Key: wire_fraud_advisory (from the title)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Wire fraud advisory up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Wire fraud advisory up' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Too vague')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Item 2: Wire fraud advisory/ }).textContent).toContain(
      'Too vague',
    );
    expect(puts()[0]!.body).toEqual({
      name: buyer.name,
      items: [
        buyer.items[0],
        { ...item('wire_fraud_advisory', 'Wire fraud advisory'), requires_document: false },
        buyer.items[1],
      ],
    });
    // Moving the item again: the message goes with it.
    await user.click(screen.getByRole('button', { name: 'Move Wire fraud advisory down' }));
    expect(item3().textContent).toContain('Too vague');

    vi.stubGlobal('fetch', vi.fn(stubApi({ [PUT_BUYER]: saved }).fetchStub));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByText('Too vague')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save template' })).toHaveProperty('disabled', true);
  });

  it('asks before switching templates with unsaved changes', async () => {
    const { history, user } = setup();
    const name = await screen.findByRole('textbox', { name: 'Template name' });
    await user.type(name, ' (edited)');
    await user.click(screen.getByRole('link', { name: /Tenant side/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(history.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
      `${buyer.name} (edited)`,
    );

    await user.click(screen.getByRole('link', { name: /Tenant side/ }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(history.location.search).toBe('?type=lease&side=tenant'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
      'Tenant side',
    );
  });

  it('saves based on the version it opened with and keeps the draft when someone saved first', async () => {
    const theirs: ChecklistTemplateDto = {
      ...buyer,
      name: 'Their buyer checklist',
      customized: true,
      updated_at: '2026-05-02T10:00:00.000Z',
      version: 2,
    };
    const { puts, ifMatches, user } = setup({ [PUT_BUYER]: stale(theirs) });
    const name = await screen.findByRole('textbox', { name: 'Template name' });
    await user.clear(name);
    await user.type(name, 'My buyer checklist');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(/Dana Broker changed this template/)).toBeTruthy();
    expect(ifMatches()).toEqual(['"1"']);
    expect(screen.getAllByTestId('conflict-theirs')[0]!.textContent).toBe('Their buyer checklist');
    expect(screen.getAllByTestId('conflict-yours')[0]!.textContent).toBe('My buyer checklist');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
      'My buyer checklist',
    );

    // Save mine over theirs: the same input, based on their version.
    const mine = { ...theirs, name: 'My buyer checklist', version: 3 };
    const api = stubApi({ [PUT_BUYER]: mine });
    const again = vi.fn(api.fetchStub);
    vi.stubGlobal('fetch', again);
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(screen.queryByText(/Dana Broker changed this template/)).toBeNull());
    const [, init] = again.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect((init!.headers as Record<string, string>)['If-Match']).toBe('"2"');
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual(puts()[0]!.body);
    expect(screen.getByRole('button', { name: 'Save template' })).toHaveProperty('disabled', true);
  });

  it('takes their template into the form on “Discard mine”', async () => {
    const theirs: ChecklistTemplateDto = {
      ...buyer,
      name: 'Their buyer checklist',
      customized: true,
      updated_at: '2026-05-02T10:00:00.000Z',
      version: 2,
    };
    const { puts, user } = setup({ [PUT_BUYER]: stale(theirs) });
    const name = await screen.findByRole('textbox', { name: 'Template name' });
    await user.type(name, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await user.click(await screen.findByRole('button', { name: 'Discard mine, keep theirs' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
        'Their buyer checklist',
      ),
    );
    expect(screen.queryByText(/Dana Broker changed this template/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save template' })).toHaveProperty('disabled', true);
    expect(puts()).toHaveLength(1);
  });
});
