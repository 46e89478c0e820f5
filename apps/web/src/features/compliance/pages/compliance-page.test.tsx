import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { element, renderRoutes } from '@/test/render-route';
import { CompliancePage } from './compliance-page';

const deal = {
  id: '11111111-1111-4111-8111-111111111111',
  title: '12 Harbor Way',
  status: 'under_contract',
  closing_date: '2026-12-01',
  owner: { id: 'agent-9', first_name: 'Riley', last_name: 'Chen' },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each list; `failOnce` lists fail their first request with a 500. */
function stubLists(failOnce: string[] = []) {
  const failed = new Set<string>();
  const answers: Record<string, unknown> = {
    'checklist-exceptions': {
      items: [{ transaction: deal, missing_items: 2, returned_items: 1 }],
      total: 30,
    },
    'closing-soon': { items: [], total: 0 },
    'missed-deadlines': { items: [], total: 0 },
    'unsigned-documents': {
      items: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          transaction: deal,
          document_id: '33333333-3333-4333-8333-333333333333',
          title: 'Purchase agreement',
          status: 'sent',
          due_on: '2026-11-20',
          reason: 'closing',
          days_overdue: 7,
        },
      ],
      total: 1,
    },
    'licence-expirations': { items: [], total: 0 },
    'unsupervised-members': { items: [], total: 0 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const name = new URL(input, 'http://localhost').pathname.split('/').at(-1)!;
      if (failOnce.includes(name) && !failed.has(name)) {
        failed.add(name);
        return json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
      }
      return json(answers[name]);
    }),
  );
}

const renderPage = () => renderRoutes(element(<CompliancePage />), '/compliance', fakeAuth(fakeMe('broker')));

afterEach(() => vi.unstubAllGlobals());

describe('CompliancePage', () => {
  it('shows each list’s total, its rows with a link to the fix, and an empty message', async () => {
    stubLists();
    renderPage();
    const counts = screen.getByRole('navigation', { name: 'Exception counts' });
    expect(await within(counts).findByRole('link', { name: /^30\s*Missing or returned/ })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Missing or returned checklist items' });
    const row = (await within(section).findAllByRole('row')).find((r) =>
      within(r).queryByText('12 Harbor Way'),
    )!;
    expect(within(row).getByText('1 item')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Open checklist: 12 Harbor Way' }).getAttribute('href'),
    ).toBe(`/transactions/${deal.id}?tab=checklist`);
    expect(within(section).getByText('Showing the 1 most urgent of 30.')).toBeTruthy();
    const closing = screen.getByRole('region', { name: 'Closing in the next 7 days with open items' });
    expect(await within(closing).findByText(/No deal closes in the next 7 days/)).toBeTruthy();
  });

  it('lists a document still unsigned after its due day, with why it was due and a link to it', async () => {
    stubLists();
    renderPage();
    const section = screen.getByRole('region', { name: 'Unsigned documents past due' });
    const row = (await within(section).findAllByRole('row')).find((r) =>
      within(r).queryByText('Purchase agreement'),
    )!;
    expect(within(row).getByRole('link', { name: 'Open document: 12 Harbor Way' }).getAttribute('href')).toBe(
      '/documents/33333333-3333-4333-8333-333333333333',
    );
    expect(within(row).getByText(/by the deal’s closing \(7 days ago\)/)).toBeTruthy();
  });

  it('gives a failed list its own error with a retry, leaving the others alone', async () => {
    stubLists(['missed-deadlines']);
    renderPage();
    const missed = screen.getByRole('region', { name: 'Missed deadlines' });
    expect((await within(missed).findByRole('alert')).textContent).toContain(
      'Could not load missed deadlines',
    );
    const closing = screen.getByRole('region', { name: 'Closing in the next 7 days with open items' });
    expect(await within(closing).findByText(/No deal closes/)).toBeTruthy();
    await userEvent.click(within(missed).getByRole('button', { name: 'Try again' }));
    expect(await within(missed).findByText('No deadline has been missed.')).toBeTruthy();
  });
});
