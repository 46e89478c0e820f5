import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklistTemplates.contract';
import { ChecklistTemplatesPage } from '../../pages/checklist-templates-page';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';

const LIST = '/api/transactions/checklist-templates';
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
};
const tenant: ChecklistTemplateDto = {
  ...buyer,
  type: 'lease',
  side: 'tenant',
  name: 'Tenant side',
  customized: true,
  updated_at: '2026-03-04T10:00:00.000Z',
};

function setup(answers: Record<string, unknown> = {}) {
  const api = stubApi({ [LIST]: { items: [buyer, tenant] }, ...answers });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  const { router } = renderFeature(<ChecklistTemplatesPage />, '/transactions/checklist-templates');
  const puts = () => api.requests.filter((r) => r.method === 'PUT');
  return { puts, router, user: userEvent.setup() };
}

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
    const { router, user } = setup();
    const name = await screen.findByRole('textbox', { name: 'Template name' });
    await user.type(name, ' (edited)');
    await user.click(screen.getByRole('link', { name: /Tenant side/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
      `${buyer.name} (edited)`,
    );

    await user.click(screen.getByRole('link', { name: /Tenant side/ }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=lease&side=tenant'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Template name' }).value).toBe(
      'Tenant side',
    );
  });
});
