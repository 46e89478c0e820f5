import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuplicatePairDto } from '@threshold/domain/contacts/find-duplicates.contract';
import {
  contact,
  CONTACT_A,
  CONTACT_B,
  ok,
  renderContacts,
  staleReply,
  stubFetch,
} from '../test/render-contacts';
import { MergeDialog } from './merge-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const older = contact({ id: CONTACT_A, display_name: 'Ada King', version: 3 });
const newer = contact({ id: CONTACT_B, display_name: 'Ada King-Byron', last_name: 'King-Byron', version: 7 });
const brief = (c: typeof older) => ({
  id: c.id,
  display_name: c.display_name,
  emails: c.emails,
  phones: c.phones,
  owner_id: c.owner_id,
  stage: c.stage,
  user_id: c.user_id,
  created_at: c.created_at,
});
const pair: DuplicatePairDto = { score: 0.9, reasons: ['email'], a: brief(older), b: brief(newer) };
const merged = {
  contact: older,
  merged_id: CONTACT_B,
  moved: { activities: 2, tasks: 1, invitations: 0, deal_links: 0 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<MergeDialog> (issue 19)', () => {
  it('merges based on both versions it showed: If-Match for the kept one, duplicate_version for the other', async () => {
    const user = userEvent.setup();
    const api = stubFetch((req) => {
      if (req.method === 'GET' && req.path === `/api/contacts/${CONTACT_A}`) return ok(older);
      if (req.method === 'GET' && req.path === `/api/contacts/${CONTACT_B}`) return ok(newer);
      if (req.method === 'POST') return ok(merged);
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    renderContacts(<MergeDialog pair={pair} />);
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(await screen.findByRole('button', { name: 'Merge into Ada King' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe(`/api/contacts/${CONTACT_A}/merge`);
    expect(post.headers['if-match']).toBe('"3"');
    expect(post.body).toEqual({ duplicate_id: CONTACT_B, duplicate_version: 7, prefer: {} });
  });

  it('on a stale version shows who changed which contact and what, keeps the choices, and merges again on the new version', async () => {
    const user = userEvent.setup();
    const moved = { ...newer, notes: 'Prefers texts', stage: 'active' as const, version: 8 };
    let posts = 0;
    const api = stubFetch((req) => {
      if (req.method === 'GET' && req.path === `/api/contacts/${CONTACT_A}`) return ok(older);
      if (req.method === 'GET' && req.path === `/api/contacts/${CONTACT_B}`) return ok(newer);
      if (req.method === 'POST') return ++posts === 1 ? staleReply(moved) : ok(merged);
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    renderContacts(<MergeDialog pair={pair} />);
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(await screen.findByRole('radio', { name: /Ada King-Byron/ }));
    await user.click(screen.getByRole('button', { name: 'Merge into Ada King-Byron' }));

    expect(await screen.findByText(/Morgan Reyes changed this contact \(Ada King-Byron\)/)).toBeTruthy();
    expect(screen.getAllByTestId('conflict-theirs').map((n) => n.textContent)).toEqual([
      'Active',
      'Prefers texts',
    ]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    // The kept record is still the one chosen, now shown as it is on the server.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Ada King-Byron/ }).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [first, second] = api.requests.filter((r) => r.method === 'POST');
    expect(first!.headers['if-match']).toBe('"7"');
    expect(second!.path).toBe(`/api/contacts/${CONTACT_B}/merge`);
    expect(second!.headers['if-match']).toBe('"8"');
    expect(second!.body).toMatchObject({ duplicate_id: CONTACT_A, duplicate_version: 3 });
  });

  it('shows other errors as a toast, without a conflict notice', async () => {
    const user = userEvent.setup();
    const api = stubFetch((req) => {
      if (req.method === 'GET') return ok(req.path.endsWith(CONTACT_A) ? older : newer);
      return { status: 409, body: { error: { code: 'CONFLICT', message: 'Linked to different accounts' } } };
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    renderContacts(<MergeDialog pair={pair} />);
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(await screen.findByRole('button', { name: 'Merge into Ada King' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Linked to different accounts'));
    expect(screen.queryByText(/changed this contact/)).toBeNull();
  });
});
