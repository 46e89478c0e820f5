import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { TaskDto } from '@threshold/domain/contacts/contact-task.contract';
import type { RoleKey } from '@threshold/domain/roles';
import { createQueryClient } from '@/lib/query-client';
import { AuthContext } from '@/lib/auth/auth-context';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { createTestRouter } from '@/test/test-router';

/** Renders a contacts component at `/`, signed in as `role`, with a fresh query cache (`queryClient`). */
export function renderContacts(element: ReactElement, role: RoleKey = 'broker') {
  const router = createTestRouter([{ path: '*', element }], '/');
  const queryClient = createQueryClient();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth(fakeMe(role))}>{router.element}</AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

export interface SentRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status?: number; body: unknown };

/**
 * A fetch stub: `answer(request)` decides each reply (default 200 with the body it returns; return
 * `{ status, body }` via `reply()` for others), and may hold it back by returning a promise. Every
 * request is recorded with its query parameters, headers and body.
 */
export function stubFetch(answer: (req: SentRequest) => Answer | undefined | Promise<Answer | undefined>) {
  const requests: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(req);
    const out = (await answer(req)) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    return new Response(JSON.stringify(out.body), {
      status: out.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { requests, fetchStub };
}

export const ok = (body: unknown): Answer => ({ body });
export const staleReply = (current: unknown, by = 'Morgan Reyes'): Answer => ({
  status: 409,
  body: {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current,
      changed_by: { id: 'user-other', name: by },
      changed_at: '2026-03-02T15:04:00.000Z',
    },
  },
});

export const CONTACT_A = '11111111-1111-4111-8111-111111111111';
export const CONTACT_B = '22222222-2222-4222-8222-222222222222';
const ORG = '44444444-4444-4444-8444-444444444444';

export function contact(overrides: Partial<ContactDto> = {}): ContactDto {
  return {
    id: CONTACT_A,
    organization_id: ORG,
    owner_id: 'user-broker',
    owner: { id: 'user-broker', first_name: 'Pat', last_name: 'Doe' },
    team_id: null,
    user_id: null,
    first_name: 'Ada',
    last_name: 'King',
    display_name: 'Ada King',
    emails: [{ label: 'home', value: 'ada@example.test' }],
    phones: [],
    address: null,
    types: ['buyer'],
    stage: 'new',
    lead_source: null,
    tags: [],
    price_min: null,
    price_max: null,
    areas_of_interest: [],
    birthday: null,
    home_anniversary: null,
    consent_email: false,
    consent_sms: false,
    notes: null,
    last_contacted_at: null,
    next_task_due_at: null,
    needs_attention: false,
    attention_reasons: [],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function task(overrides: Partial<TaskDto> = {}): TaskDto {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    contact_id: CONTACT_A,
    contact_name: 'Ada King',
    title: 'Send the CMA',
    notes: null,
    due_at: '2026-03-03T09:00:00.000Z',
    overdue: false,
    assignee: { id: 'user-broker', first_name: 'Pat', last_name: 'Doe' },
    created_by: null,
    completed_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    version: 4,
    ...overrides,
  };
}
