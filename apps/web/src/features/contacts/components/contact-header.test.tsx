import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, CONTACT_A, ok, renderContacts, staleReply, stubFetch } from '../test/render-contacts';
import { ContactHeader } from './contact-header';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup(answer: Parameters<typeof stubFetch>[0], shown = contact()) {
  const api = stubFetch(answer);
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  renderContacts(<ContactHeader contact={shown} canManage editing={false} onEdit={() => {}} />);
  return api;
}

describe('<ContactHeader> one-click actions are based on the version shown (issue 19)', () => {
  it('deletes with If-Match of the contact shown', async () => {
    const user = userEvent.setup();
    const api = setup((req) => (req.method === 'DELETE' ? ok({ ok: true }) : undefined));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ada King deleted'));
    const del = api.requests.find((r) => r.method === 'DELETE')!;
    expect(del.path).toBe(`/api/contacts/${CONTACT_A}`);
    expect(del.headers['if-match']).toBe('"3"');
  });

  it('a stale delete says who changed the contact, closes the confirmation and deletes nothing else', async () => {
    const user = userEvent.setup();
    const api = setup((req) => (req.method === 'DELETE' ? staleReply(contact({ version: 4 })) : undefined));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toMatch(
      /^Morgan Reyes changed this contact at .+\. Check it and try again\.$/,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete contact' })).toBeNull());
    expect(toast.success).not.toHaveBeenCalled();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('claims an unowned lead with If-Match; a stale claim names who changed the lead', async () => {
    const user = userEvent.setup();
    const lead = contact({ owner_id: null, owner: null, version: 6 });
    const api = setup(
      (req) => (req.method === 'POST' ? staleReply({ ...lead, version: 7 }) : undefined),
      lead,
    );
    await user.click(screen.getByRole('button', { name: 'Claim lead' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toMatch(/^Morgan Reyes changed this lead at /);
    const claim = api.requests.find((r) => r.method === 'POST')!;
    expect(claim.path).toBe(`/api/contacts/${CONTACT_A}/claim`);
    expect(claim.headers['if-match']).toBe('"6"');
  });
});
