import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '@threshold/domain/roles';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { renderRoutes } from '@/test/render-route';
import { AppShell } from './app-shell';

function renderShell(role: RoleKey, path = '/dashboard', isSystemAdmin?: boolean) {
  const me = fakeMe(role, { isSystemAdmin });
  return renderRoutes(
    [{ element: <AppShell />, children: [{ path: '*', element: <p>page</p> }] }],
    path,
    fakeAuth(me),
  );
}

function sideItems(): string[] {
  return within(screen.getByTestId('side-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const BROKER_LIST = [
  'Transactions',
  'CRM',
  'Real Estate',
  'Rentals',
  'Calendar',
  'Documents',
  'Templates',
  'Team',
];

describe('side navigation by role (spec §2)', () => {
  it.each<[RoleKey, string[]]>([
    ['broker', ['Dashboard', ...BROKER_LIST, 'Messages', 'Settings']],
    ['managing_broker', ['Dashboard', ...BROKER_LIST, 'Messages', 'Settings']],
    ['realtor', ['Dashboard', ...BROKER_LIST.filter((i) => i !== 'Team'), 'Messages', 'Settings']],
    [
      'transaction_coordinator',
      ['Dashboard', ...BROKER_LIST.filter((i) => i !== 'Team'), 'Messages', 'Settings'],
    ],
    ['buyer', ['Dashboard', 'Calendar', 'Documents', 'Messages', 'Settings']],
    ['renter', ['Dashboard', 'Calendar', 'Documents', 'Messages', 'Settings']],
    ['attorney', ['Dashboard', 'Messages', 'Settings']],
    ['system_admin', ['Dashboard', ...BROKER_LIST, 'Messages', 'Settings', 'Settings']],
  ])('renders the items for %s', (role, expected) => {
    renderShell(role);
    expect(sideItems()).toEqual(expected);
  });

  it('points the system admin Settings item to /admin/roles', () => {
    renderShell('system_admin');
    const settings = within(screen.getByTestId('side-nav')).getAllByRole('link', { name: 'Settings' });
    expect(settings.map((a) => a.getAttribute('href'))).toEqual(['/settings', '/admin/roles']);
  });

  it.each<[RoleKey, string]>([
    ['broker', 'building'],
    ['buyer', 'home'],
    ['attorney', 'grid'],
  ])('gives %s the %s dashboard icon', (role, icon) => {
    renderShell(role);
    const dashboard = within(screen.getByTestId('side-nav')).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.dataset.navIcon).toBe(icon);
  });

  it('marks the active item, and Messages for its sub-paths', () => {
    renderShell('broker', '/messages/abc');
    const nav = within(screen.getByTestId('side-nav'));
    expect(nav.getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('puts the sign-out button at the bottom of the side navigation', () => {
    renderShell('broker');
    const aside = screen.getByTestId('side-nav').closest('aside')!;
    const buttons = within(aside).getAllByRole('button');
    expect(buttons.at(-1)?.textContent).toBe('Sign out');
  });
});

describe('bottom bar (spec §2)', () => {
  it.each<[RoleKey, string[]]>([
    ['broker', ['Home', 'Deals', 'CRM', 'Messages', 'Settings']],
    ['transaction_coordinator', ['Home', 'Deals', 'CRM', 'Messages', 'Settings']],
    ['buyer', ['Home', 'Calendar', 'Documents', 'Messages', 'Settings']],
    ['attorney', ['Home', 'Messages', 'Settings']],
  ])('shows at most five items for %s', (role, expected) => {
    renderShell(role);
    const items = within(screen.getByTestId('bottom-nav')).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(expected);
    expect(items.length).toBeLessThanOrEqual(5);
  });
});

describe('header', () => {
  it('links the avatar to /profile and shows initials without an image', () => {
    renderShell('broker');
    const avatar = screen.getByTestId('header-avatar');
    expect(avatar.getAttribute('href')).toBe('/profile');
    expect(within(avatar).getByTestId('avatar-fallback').textContent).toBe('PD');
  });

  it('hides the points badge when mock gamification is off', () => {
    renderShell('broker');
    expect(screen.queryByTestId('points-badge')).toBeNull();
  });

  it('shows the four footer links', () => {
    renderShell('broker');
    const footer = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(footer.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
      ['Do Not Sell or Share My Personal Information', '/do-not-sell'],
    ]);
  });
});
