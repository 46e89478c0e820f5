import type { PropertyDto } from '@threshold/domain/listings/create-property.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { renderRoutes } from '@/test/render-route';
import { EditPropertyPage } from './edit-property-page';

const ID = '7b2f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f';
const property = (overrides: Partial<PropertyDto> = {}): PropertyDto => ({
  id: ID,
  version: 1,
  organization_id: '1c2f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f',
  address: { line1: '48 Gull Point Rd', line2: null, city: 'Harborview', state: 'WA', postal_code: '98110' },
  parcel_number: null,
  property_type: 'single_family',
  beds: 3,
  baths: 2.5,
  square_feet: 1850,
  lot_square_feet: null,
  year_built: 1998,
  features: ['Deck'],
  description: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET answers the property at version 1; each PATCH takes the next reply; returns what was sent. */
function stubApi(patchReplies: Response[]) {
  const sent: { ifMatch: string | undefined; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(200, property());
      const headers = new Headers(init?.headers);
      sent.push({ ifMatch: headers.get('If-Match') ?? undefined, body: JSON.parse(String(init?.body)) });
      return patchReplies.shift()!;
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('EditPropertyPage', () => {
  it('keeps the typed values on a stale save, shows theirs against yours, and saves mine on request', async () => {
    const sent = stubApi([
      json(409, {
        error: {
          code: 'STALE_VERSION',
          message: 'Someone else changed this record after you opened it',
          current: property({ version: 2, beds: 4 }),
          changed_by: { id: 'u-dana', name: 'Dana Broker' },
          changed_at: '2026-11-25T10:42:00.000Z',
        },
      }),
      json(200, property({ version: 3, beds: 5 })),
    ]);
    const { history } = renderRoutes(
      [{ path: '/real-estate/properties/:id/edit', element: <EditPropertyPage /> }],
      `/real-estate/properties/${ID}/edit?listing=abc`,
      fakeAuth(fakeMe('realtor')),
    );
    const user = userEvent.setup();
    const beds = await screen.findByLabelText('Bedrooms');
    await user.clear(beds);
    await user.type(beds, '5');
    await user.click(screen.getByRole('button', { name: 'Save property' }));

    expect(await screen.findByText(/Dana Broker changed this property/)).toBeTruthy();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('4');
    expect(screen.getByTestId('conflict-yours').textContent).toBe('5');
    expect((screen.getByLabelText('Bedrooms') as HTMLInputElement).value).toBe('5');
    expect(sent[0]).toMatchObject({ ifMatch: '"1"', body: { beds: 5 } });

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(history.location.pathname).toBe('/real-estate/listings/abc'));
    expect(sent[1]).toMatchObject({ ifMatch: '"2"', body: { beds: 5 } });
  });

  it('puts the server’s field errors next to their fields', async () => {
    stubApi([
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          fields: { 'address.line1': 'Already listed at this address' },
        },
      }),
    ]);
    renderRoutes(
      [{ path: '/real-estate/properties/:id/edit', element: <EditPropertyPage /> }],
      `/real-estate/properties/${ID}/edit`,
      fakeAuth(fakeMe('realtor')),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Description'), 'New roof');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Already listed at this address')).toBeTruthy();
    expect(screen.getByLabelText('Street address').getAttribute('aria-invalid')).toBe('true');
  });
});
