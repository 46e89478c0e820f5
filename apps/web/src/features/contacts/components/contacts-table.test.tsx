import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contactsKeys } from '../api/contacts-keys';
import { DEFAULT_URL_STATE } from '../lib/contacts-url-state';
import { contact, ok, renderContacts, stubFetch } from '../test/render-contacts';
import { ContactsTable } from './contacts-table';

const ROW_HEIGHT = 60;
const SCROLLER_HEIGHT = 600;

/** The server's list: two pages of 50; `renamed` is how another user has renamed the 50th contact. */
function contactsPage(cursor: string | null, renamed: string | null) {
  const first = cursor === null ? 0 : 50;
  const items = Array.from({ length: 50 }, (_, i) => {
    const n = first + i;
    return contact({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      display_name: n === 49 && renamed ? renamed : `Person ${n}`,
    });
  });
  return { items, nextCursor: cursor === null ? 'page-2' : null };
}

/** The first page on screen; later replies wait while `hold` is on, until `release()`. */
async function setup() {
  const server = { renamed: null as string | null, hold: false };
  const waiting: Array<() => void> = [];
  const api = stubFetch(async (req) => {
    if (server.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    return ok(contactsPage(req.params.get('cursor'), server.renamed));
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  // jsdom has no layout: the scroller gets its CSS height, the virtualizer reads it.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-testid') === 'contacts-scroller' ? SCROLLER_HEIGHT : 0;
  });
  const { queryClient } = renderContacts(
    <ContactsTable
      state={DEFAULT_URL_STATE}
      total={100}
      selected={new Set()}
      onToggle={() => {}}
      onSelectMany={() => {}}
      onClearFilters={() => {}}
    />,
  );
  await screen.findByText('Person 0');
  const scroller = screen.getByTestId('contacts-scroller');
  // 50 rows and the "Loading more contacts" row, the last one in view.
  const end = 51 * ROW_HEIGHT - SCROLLER_HEIGHT;
  const scrollToEnd = () => {
    scroller.scrollTop = end;
    fireEvent.scroll(scroller);
  };
  const refetch = () => void queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
  const release = () => {
    server.hold = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { api, server, scroller, end, scrollToEnd, refetch, release };
}

const nextPageRequests = (api: ReturnType<typeof stubFetch>) =>
  api.requests.filter((r) => r.params.get('cursor') === 'page-2');

describe('<ContactsTable> a refetch while the end of the list is in view', () => {
  it('loads the next page once a refetch that began as it was asked for is done, without another scroll', async () => {
    const { api, server, scroller, end, scrollToEnd, refetch, release } = await setup();
    server.hold = true;
    scrollToEnd();
    expect(nextPageRequests(api)).toHaveLength(1);
    // Another user's change refetches the list before it has re-rendered: the next page is cancelled.
    server.renamed = 'Ada Renamed';
    refetch();
    release();

    expect(await screen.findByText('Ada Renamed')).toBeTruthy();
    expect(await screen.findByText('Person 50')).toBeTruthy();
    expect(nextPageRequests(api)).toHaveLength(2);
    expect(scroller.scrollTop).toBe(end);
  });

  it('lets a refetch that began while the next page was loading finish, then loads the next page', async () => {
    const { server, scroller, end, scrollToEnd, refetch, release } = await setup();
    server.hold = true;
    scrollToEnd();
    const table = screen.getByRole('table', { name: 'Contacts' });
    await vi.waitFor(() => expect(table.getAttribute('aria-busy')).toBe('true'));
    server.renamed = 'Ada Renamed';
    refetch();
    // The refetch is on the wire for a while: the list re-renders before it answers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    release();

    expect(await screen.findByText('Ada Renamed')).toBeTruthy();
    expect(await screen.findByText('Person 50')).toBeTruthy();
    expect(scroller.scrollTop).toBe(end);
  });
});
