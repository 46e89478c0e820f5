import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '@threshold/domain/roles';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { renderRoutes } from '@/test/render-route';
import { appRoutes } from '../routes-app';
import { RequireAuth } from './require-auth';
import { loginPathFor, safeReturnTo } from './return-to';

const routes: RouteObject[] = [
  { path: '/login', element: <p>login</p> },
  { element: <RequireAuth />, children: [{ element: <Outlet />, children: appRoutes }] },
];

/** Opens a path and waits until the expected location is reached and its page has rendered. */
async function expectLanding(path: string, role: RoleKey | null, expected: string, isSystemAdmin?: boolean) {
  const me = role ? fakeMe(role, { isSystemAdmin }) : null;
  const { history } = renderRoutes(routes, path, fakeAuth(me));
  const current = () => `${history.location.pathname}${history.location.search}`;
  // Route modules load lazily (the first import of a real page can take seconds on a busy machine).
  const patience = { timeout: 10_000 };
  await waitFor(() => expect(current()).toBe(expected), patience);
  if (role) await screen.findByRole('heading', { level: 1 }, patience);
  else await screen.findByText('login', {}, patience);
  expect(current()).toBe(expected);
}

describe('visitors', () => {
  it('are sent to /login with returnTo', async () => {
    await expectLanding(
      '/transactions/42?tab=docs',
      null,
      '/login?returnTo=%2Ftransactions%2F42%3Ftab%3Ddocs',
    );
  });

  it('at / are sent to /login without a returnTo', async () => {
    await expectLanding('/', null, '/login');
  });
});

describe('route guards (spec §2)', () => {
  it.each<[string, RoleKey, string]>([
    ['/', 'buyer', '/dashboard'],
    ['/broker-dashboard', 'broker', '/broker-dashboard'],
    ['/broker-dashboard', 'brokerage_admin', '/broker-dashboard'],
    ['/broker-dashboard', 'realtor', '/dashboard'],
    ['/client-dashboard', 'seller', '/client-dashboard'],
    ['/client-dashboard', 'investor', '/dashboard'],
    ['/client-dashboard', 'broker', '/dashboard'],
    ['/transactions', 'buyer', '/transactions'],
    ['/transactions', 'unassigned', '/dashboard'],
    ['/transactions/abc', 'unassigned', '/dashboard'],
    ['/transactions/create', 'realtor', '/transactions/create'],
    ['/transactions/create', 'buyer', '/transactions'],
    ['/transactions/checklist-templates', 'broker', '/transactions/checklist-templates'],
    ['/transactions/checklist-templates', 'realtor', '/transactions'],
    ['/transactions/key-date-templates', 'managing_broker', '/transactions/key-date-templates'],
    ['/transactions/key-date-templates', 'realtor', '/transactions'],
    ['/templates', 'transaction_coordinator', '/templates'],
    ['/templates', 'buyer', '/dashboard'],
    ['/generate-document', 'attorney', '/dashboard'],
    ['/documents/new', 'broker', '/generate-document'],
    ['/documents/new', 'buyer', '/dashboard'],
    ['/team', 'managing_broker', '/team'],
    ['/team', 'broker', '/dashboard'],
    ['/admin/roles', 'managing_broker', '/admin/roles'],
    ['/admin/roles', 'brokerage_admin', '/dashboard'],
    ['/profile/u-9', 'managing_broker', '/profile/u-9'],
    ['/profile/u-9', 'realtor', '/dashboard'],
    ['/admin/users', 'managing_broker', '/dashboard'],
  ])('%s as %s ends on %s', async (path, role, expected) => {
    await expectLanding(path, role, expected);
  });

  it('lets a system admin by flag pass minimum-role guards', async () => {
    await expectLanding('/team', 'realtor', '/team', true);
  });

  it.each([
    ['/admin/organizations', '/admin/organizations'],
    ['/admin/invitations', '/dashboard'],
  ])('lets a support agent read their platform areas only: %s ends on %s (ADR 0173)', async (path, expected) => {
    const me = fakeMe('buyer', { platformRole: 'support_agent' });
    const { history } = renderRoutes(routes, path, fakeAuth(me));
    await waitFor(() => expect(history.location.pathname).toBe(expected), { timeout: 10_000 });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(history.location.pathname).toBe(expected);
  });

  it('lets a system admin by flag reach the system-admin pages', async () => {
    await expectLanding('/admin/users', 'realtor', '/admin/users', true);
  });
});

describe('returnTo', () => {
  it('keeps paths on this site only', () => {
    expect(safeReturnTo('/transactions?x=1#y')).toBe('/transactions?x=1#y');
    expect(safeReturnTo('https://evil.test/')).toBe('/dashboard');
    expect(safeReturnTo('//evil.test/x')).toBe('/dashboard');
    expect(safeReturnTo('/\\evil.test')).toBe('/dashboard');
    expect(safeReturnTo('/login')).toBe('/dashboard');
    expect(safeReturnTo(null)).toBe('/dashboard');
  });

  it('builds the login path', () => {
    expect(loginPathFor('/team')).toBe('/login?returnTo=%2Fteam');
    expect(loginPathFor('/')).toBe('/login');
  });
});
