import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { element, renderRoutes } from '@/test/render-route';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { resolverFor } from '../../lib/form-fields';
import { buildListingUpdate, emptyListingForm, type ListingFormValues } from '../../lib/listing-form';
import { buildPropertyInput, emptyPropertyForm, type PropertyFormValues } from '../../lib/property-form';
import { ListingFields } from './listing-fields';
import { PropertyFields } from './property-fields';

const propertyResolver = resolverFor<PropertyFormValues>(buildPropertyInput);
const listingResolver = resolverFor<ListingFormValues>(buildListingUpdate);

function PropertyHarness({ onValid }: { onValid: (v: PropertyFormValues) => void }) {
  const form = useForm<PropertyFormValues>({
    defaultValues: emptyPropertyForm(),
    resolver: propertyResolver,
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <PropertyFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

function ListingHarness({ onValid }: { onValid: (v: ListingFormValues) => void }) {
  const form = useForm<ListingFormValues>({ defaultValues: emptyListingForm(), resolver: listingResolver });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <ListingFields form={form} canChooseAgent={false} />
      <button type="submit">Save</button>
    </form>
  );
}

const render = (node: React.ReactElement) => renderRoutes(element(node), '/', fakeAuth(fakeMe('realtor')));
const errorOf = (label: string | RegExp) =>
  screen.getByLabelText(label).getAttribute('aria-invalid') === 'true'
    ? document.getElementById(
        screen.getByLabelText(label).getAttribute('aria-describedby')!.split(' ').at(-1)!,
      )?.textContent
    : null;

describe('PropertyFields', () => {
  it('shows the contract’s messages next to the fields it refuses, and saves none', async () => {
    const onValid = vi.fn();
    render(<PropertyHarness onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Harborview');
    await user.type(screen.getByLabelText('Bathrooms'), '2.3');
    await user.type(screen.getByLabelText('Year built'), '1200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Bathrooms')).toBe('Whole or half baths'));
    expect(errorOf('Year built')).toBe('From 1600');
    expect(errorOf('Street address')).toBeTruthy();
    expect(errorOf('City')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes a valid property', async () => {
    const onValid = vi.fn();
    render(<PropertyHarness onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Street address'), '48 Gull Point Rd');
    await user.type(screen.getByLabelText('City'), 'Harborview');
    await user.type(screen.getByLabelText('Bathrooms'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
  });
});

describe('ListingFields', () => {
  it('refuses a missing price and a commission that is not a number', async () => {
    const onValid = vi.fn();
    render(<ListingHarness onValid={onValid} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getAllByLabelText('Paid as')[0]!, 'flat');
    await user.clear(screen.getByLabelText('Commission offered to buyer agents ($)'));
    await user.type(screen.getByLabelText('Commission offered to buyer agents ($)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('List price ($)')).toBe('Required'));
    expect(errorOf('Commission offered to buyer agents ($)')).toBeTruthy();
    expect(errorOf('Listing-side commission (%)')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('refuses an expiration before the listing date', async () => {
    const onValid = vi.fn();
    render(<ListingHarness onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('List price ($)'), '725000');
    fireEvent.change(screen.getByLabelText('Listing date'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '2026-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Expiration date')).toBe('Must be after the listing date'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes valid terms, with a flat commission in dollars', async () => {
    const onValid = vi.fn();
    render(<ListingHarness onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('List price ($)'), '725,000');
    await user.selectOptions(screen.getAllByLabelText('Paid as')[0]!, 'flat');
    await user.clear(screen.getByLabelText('Commission offered to buyer agents ($)'));
    await user.type(screen.getByLabelText('Commission offered to buyer agents ($)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    const built = buildListingUpdate(onValid.mock.calls[0]![0]);
    expect(built).toMatchObject({
      ok: true,
      input: {
        list_price_cents: 725_000_00,
        buyer_agent_commission: { kind: 'flat', amount_cents: 5_000_00 },
        listing_commission: { kind: 'percent', rate_bps: 250 },
        seller_contact_ids: [],
      },
    });
  });
});
