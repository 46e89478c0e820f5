import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { KeyDateTemplateDto } from '@threshold/domain/transactions/key-date-templates.contract';
import { KeyDateTemplatesPage } from '../../pages/key-date-templates-page';
import { renderFeature, Reply, stubApi } from '../../test/render-feature';

const LIST = '/api/key-date-templates';
const PURCHASE = `${LIST}/purchase`;

const fixed = (key: string, label: string) => ({
  key,
  label,
  kind: 'absolute' as const,
  anchor_key: null,
  offset_days: 0,
  business_days: false,
  roll: false,
  is_deadline: false,
});
const counted = (key: string, label: string, anchor_key: string, offset_days: number) => ({
  key,
  label,
  kind: 'relative' as const,
  anchor_key,
  offset_days,
  business_days: false,
  roll: true,
  is_deadline: true,
});
const purchase: KeyDateTemplateDto = {
  type: 'purchase',
  items: [
    fixed('acceptance', 'Contract acceptance'),
    counted('inspection', 'Inspection contingency', 'acceptance', 10),
    counted('closing', 'Closing', 'acceptance', 45),
    counted('final_walkthrough', 'Final walk-through', 'closing', -1),
  ],
  customized: true,
  updated_at: '2026-03-04T10:00:00.000Z',
  version: 4,
};
const lease: KeyDateTemplateDto = {
  type: 'lease',
  items: [fixed('acceptance', 'Lease signed'), fixed('closing', 'Lease start')],
  customized: false,
  updated_at: null,
  version: 1,
};

function setup(answers: Record<string, unknown> = {}) {
  const api = stubApi({ [LIST]: { items: [purchase, lease] }, ...answers });
  const fetchMock = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  const { history } = renderFeature(<KeyDateTemplatesPage />, '/transactions/key-date-templates');
  const sent = (method: string) => api.requests.filter((r) => r.method === method);
  /** The If-Match header of each request of this method, in order. */
  const ifMatches = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => (init?.headers as Record<string, string>)['If-Match']);
  return { api, sent, ifMatches, history, user: userEvent.setup() };
}

/** A 409 STALE_VERSION answer: the set as it is now, and who changed it when. */
const stale = (current: KeyDateTemplateDto) =>
  new Reply(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current,
      changed_by: { id: 'u-2', name: 'Dana Broker' },
      changed_at: '2026-05-02T10:00:00.000Z',
    },
  });

const row = (name: RegExp) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save key dates' });

describe('<KeyDateTemplatesPage>', () => {
  it('lists the deal types with their state inside the Deal templates navigation', async () => {
    setup();
    const types = await screen.findByRole('navigation', { name: 'Deal types' });
    expect(
      within(types)
        .getByRole('link', { name: /Purchase.*Customized · updated Mar 4, 2026/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(within(types).getByRole('link', { name: /Lease.*2 dates.*Built-in default/ })).toBeTruthy();
    const area = screen.getByRole('navigation', { name: 'Deal templates' });
    expect(within(area).getByRole('link', { name: 'Key dates' }).getAttribute('aria-current')).toBe('page');
    expect(within(area).getByRole('link', { name: 'Checklists' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByText(/Changes apply to new deals only/).length).toBeGreaterThan(0);
    expect(
      screen.getByText('10 calendar days after Contract acceptance, rolled forward to a business day'),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    // Acceptance and closing stay, with the reason next to the disabled button.
    const remove = within(row(/^Date 1: Contract acceptance/)).getByRole('button', {
      name: 'Remove Contract acceptance',
    });
    expect(remove).toHaveProperty('disabled', true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Every set keeps the acceptance date.',
    );
  });

  it('shows a circle at the date before sending anything', async () => {
    const { sent, user } = setup();
    const closing = await screen.findByRole('group', { name: /^Date 3: Closing/ });
    await user.selectOptions(within(closing).getByRole('combobox', { name: 'From' }), 'Final walk-through');
    await user.click(save());
    const from = within(row(/^Date 3: Closing/)).getByRole('combobox', { name: 'From' });
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);
    expect(row(/^Date 3: Closing/).textContent).toContain(
      'These dates depend on each other in a circle: closing → final_walkthrough → closing',
    );
    expect(sent('PUT')).toEqual([]);
  });

  it('sends the dates in order and keeps the server’s field errors with their date', async () => {
    const { sent, user } = setup({
      [`PUT ${PURCHASE}`]: new Reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          fields: { 'items.4.anchor_key': 'Unknown anchor date "x"' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add date' }));
    expect(document.activeElement).toBe(within(row(/^Date 5/)).getByRole('textbox', { name: 'Label' }));
    await user.keyboard('Survey due');
    const survey = row(/^Date 5: Survey due/);
    expect(within(survey).getByText('Key: survey_due (from the label)')).toBeTruthy();
    await user.clear(within(survey).getByRole('textbox', { name: 'Days' }));
    await user.type(within(survey).getByRole('textbox', { name: 'Days' }), '7');
    await user.selectOptions(within(survey).getByRole('combobox', { name: 'Count' }), 'Business days');
    expect(survey.textContent).toContain('Rule: 7 business days after Contract acceptance');
    expect(within(survey).queryByRole('checkbox', { name: 'Roll to a business day' })).toBeNull();
    const inspection = row(/^Date 2: Inspection contingency/);
    await user.clear(within(inspection).getByRole('textbox', { name: 'Days' }));
    await user.type(within(inspection).getByRole('textbox', { name: 'Days' }), '7');
    await user.click(save());

    expect(await screen.findByText('Unknown anchor date "x"')).toBeTruthy();
    expect(sent('PUT')[0]!.body).toEqual({
      items: [
        purchase.items[0],
        { ...purchase.items[1], offset_days: 7 },
        purchase.items[2],
        purchase.items[3],
        { ...counted('survey_due', 'Survey due', 'acceptance', 7), business_days: true, roll: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Move Survey due up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Survey due up' }));
    expect(row(/^Date 4: Survey due/).textContent).toContain('Unknown anchor date "x"');
    expect(row(/^Date 5: Final walk-through/).textContent).not.toContain('Unknown anchor date');
  });

  it('resets to the built-in set after a confirmation', async () => {
    const builtIn = { ...purchase, customized: false, updated_at: null, version: 5 };
    const { sent, ifMatches, user } = setup({ [`DELETE ${PURCHASE}`]: builtIn });
    await user.click(await screen.findByRole('button', { name: 'Reset to built-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the built-in key dates?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset to built-in' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset to built-in' }),
    );
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(ifMatches('DELETE')).toEqual(['"4"']);
    const types = screen.getByRole('navigation', { name: 'Deal types' });
    await waitFor(() =>
      expect(within(types).getByRole('link', { name: /Purchase.*Built-in default/ })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Reset to built-in' })).toBeNull();
  });

  it('keeps the dates typed when someone saved first, and saves them over theirs on request', async () => {
    const theirs: KeyDateTemplateDto = {
      ...purchase,
      items: [purchase.items[0]!, { ...purchase.items[2]!, label: 'Settlement' }],
      version: 5,
    };
    const { sent, ifMatches, user } = setup({ [`PUT ${PURCHASE}`]: stale(theirs) });
    const inspection = await screen.findByRole('group', { name: /^Date 2: Inspection contingency/ });
    await user.clear(within(inspection).getByRole('textbox', { name: 'Days' }));
    await user.type(within(inspection).getByRole('textbox', { name: 'Days' }), '7');
    await user.click(save());

    expect(await screen.findByText(/Dana Broker changed this key-date set/)).toBeTruthy();
    expect(ifMatches('PUT')).toEqual(['"4"']);
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('Contract acceptance, Settlement');
    expect(
      within(row(/^Date 2: Inspection contingency/)).getByRole<HTMLInputElement>('textbox', { name: 'Days' })
        .value,
    ).toBe('7');

    const mine = { ...purchase, items: (sent('PUT')[0]!.body as { items: unknown[] }).items, version: 6 };
    const api = stubApi({ [`PUT ${PURCHASE}`]: mine });
    const again = vi.fn(api.fetchStub);
    vi.stubGlobal('fetch', again);
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(screen.queryByText(/Dana Broker changed/)).toBeNull());
    const [, init] = again.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect((init!.headers as Record<string, string>)['If-Match']).toBe('"5"');
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual(sent('PUT')[0]!.body);
  });

  it('says who changed the set when a reset is refused as stale, and shows the set as it is now', async () => {
    const theirs: KeyDateTemplateDto = {
      ...purchase,
      items: [purchase.items[0]!, { ...purchase.items[2]!, label: 'Settlement' }],
      version: 5,
    };
    const toastError = vi.spyOn(toast, 'error');
    const { api, sent, user } = setup({ [`DELETE ${PURCHASE}`]: stale(theirs) });
    await user.click(await screen.findByRole('button', { name: 'Reset to built-in' }));
    // Meanwhile the server has their set: the refetch after the refusal gets it.
    const refetched = stubApi({ [LIST]: { items: [theirs, lease] } });
    const fetchNow = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE' ? api.fetchStub(input, init) : refetched.fetchStub(input, init),
    );
    vi.stubGlobal('fetch', fetchNow);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset to built-in' }),
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The key dates were not reset', {
        description: expect.stringMatching(
          /^Dana Broker changed this key-date set at .+\. Check it and try again\.$/,
        ),
      }),
    );
    expect(sent('DELETE')).toHaveLength(1);
    expect(await screen.findByRole('group', { name: /^Date 2: Settlement/ })).toBeTruthy();
    expect(refetched.calls.map((u) => u.pathname)).toContain(LIST);
  });
});
