import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature, stubApi } from '../../test/render-feature';
import { CreateWizard } from './create-wizard';

describe('<CreateWizard>', () => {
  it('validates each step with the contract before moving on', async () => {
    const user = userEvent.setup();
    renderFeature(<CreateWizard />, '/transactions/create', 'realtor');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose a type')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Step 1 of 5/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Purchase/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'dual');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Step 2 of 5: Property/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Required').length).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Street address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts server field errors back on their step', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST')
          return new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Check the form',
                fields: { list_price_cents: 'Too large for this deal' },
              },
            }),
            { status: 400 },
          );
        return api.fetchStub(input);
      }),
    );
    renderFeature(<CreateWizard />, '/transactions/create', 'realtor');
    await user.click(screen.getByRole('radio', { name: /Sale/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'seller');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Pier Rd');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bayside');
    await user.type(screen.getByRole('textbox', { name: 'List price' }), '900000');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: /Step 5 of 5: Review/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /Step 2 of 5: Property/ })).toBeTruthy());
    expect(screen.getByText('Too large for this deal')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check the form');
  });
});
