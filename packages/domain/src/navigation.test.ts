import { describe, it, expect } from 'vitest';
import {
  BOTTOM_NAV_MAX_ITEMS,
  ROLE_NAVIGATION_MODEL,
  SIDE_NAV_WIDTH,
  bottomNavigationFor,
  isNavItemActive,
  navigationModelFor,
  sideNavigationFor,
} from './navigation';
import type { NavItem, NavSection } from './navigation';
import { ROLE_KEYS } from './roles';

const paths = (items: readonly NavItem[]): string[] => items.map((i) => i.path);
const keys = (items: readonly NavItem[]): string[] => items.map((i) => i.key);

// Spec §2, typed out by hand.
const BROKER_PATHS = [
  '/dashboard',
  '/transactions',
  '/contacts',
  '/real-estate',
  '/rental-dashboard',
  '/calendar',
  '/documents',
  '/templates',
  '/team',
  '/messages',
  '/settings',
];
const AGENT_PATHS = BROKER_PATHS.filter((p) => p !== '/team');
const CLIENT_PATHS = ['/dashboard', '/calendar', '/documents', '/messages', '/settings'];
const OTHER_PATHS = ['/dashboard', '/messages', '/settings'];
const ADMIN_PATHS = [...BROKER_PATHS, '/admin/roles'];

describe('constants', () => {
  it('match the shell layout', () => {
    expect(SIDE_NAV_WIDTH).toBe('16rem');
    expect(BOTTOM_NAV_MAX_ITEMS).toBe(5);
  });
});

describe('sideNavigationFor', () => {
  it.each([
    ['broker', BROKER_PATHS],
    ['managing_broker', BROKER_PATHS],
    ['brokerage_admin', BROKER_PATHS],
    ['realtor', AGENT_PATHS],
    ['transaction_coordinator', AGENT_PATHS],
    ['buyer', CLIENT_PATHS],
    ['seller', CLIENT_PATHS],
    ['landlord', CLIENT_PATHS],
    ['renter', CLIENT_PATHS],
    ['investor', OTHER_PATHS],
    ['attorney', OTHER_PATHS],
    ['team_leader', OTHER_PATHS],
    ['unassigned', OTHER_PATHS],
    ['system_admin', ADMIN_PATHS],
  ] as const)('%s', (role, expected) => {
    expect(paths(sideNavigationFor(role))).toEqual(expected);
  });

  it('gives a realtor flagged as system admin the admin list', () => {
    expect(paths(sideNavigationFor('realtor', { isSystemAdmin: true }))).toEqual(ADMIN_PATHS);
    expect(paths(sideNavigationFor('realtor', { isSystemAdmin: false }))).toEqual(AGENT_PATHS);
  });

  it('labels both Settings items "Settings" and keeps them distinct', () => {
    const nav = sideNavigationFor('system_admin');
    const settings = nav.filter((i) => i.label === 'Settings');
    expect(settings.map((i) => [i.key, i.path])).toEqual([
      ['settings', '/settings'],
      ['admin-settings', '/admin/roles'],
    ]);
  });

  it('uses the spec labels', () => {
    expect(sideNavigationFor('broker').map((i) => i.label)).toEqual([
      'Dashboard',
      'Transactions',
      'CRM',
      'Real Estate',
      'Rentals',
      'Calendar',
      'Documents',
      'Templates',
      'Team',
      'Messages',
      'Settings',
    ]);
  });

  it.each([
    ['broker', 'building'],
    ['managing_broker', 'building'],
    ['brokerage_admin', 'building'],
    ['buyer', 'home'],
    ['seller', 'home'],
    ['landlord', 'home'],
    ['renter', 'home'],
    ['investor', 'grid'],
    ['realtor', 'grid'],
    ['transaction_coordinator', 'grid'],
    ['attorney', 'grid'],
    ['system_admin', 'grid'],
  ] as const)('dashboard icon for %s is %s', (role, icon) => {
    const first = sideNavigationFor(role)[0];
    expect(first?.key).toBe('dashboard');
    expect(first?.icon).toBe(icon);
  });

  it('always has Dashboard first and Messages, Settings near the end', () => {
    for (const role of ROLE_KEYS) {
      const k = keys(sideNavigationFor(role));
      expect(k[0]).toBe('dashboard');
      expect(k).toContain('messages');
      expect(k).toContain('settings');
      expect(k.indexOf('messages')).toBe(k.indexOf('settings') - 1);
    }
  });
});

describe('bottomNavigationFor', () => {
  it('never shows more than 5 items, and always Home, Messages, Settings', () => {
    for (const role of ROLE_KEYS) {
      for (const isSystemAdmin of [false, true]) {
        const bar = bottomNavigationFor(role, { isSystemAdmin });
        expect(bar.length).toBeLessThanOrEqual(BOTTOM_NAV_MAX_ITEMS);
        const k = keys(bar);
        expect(k[0]).toBe('home');
        expect(k.slice(-2)).toEqual(['messages', 'settings']);
      }
    }
  });

  it('broker: Home, Deals, CRM, Messages, Settings', () => {
    const bar = bottomNavigationFor('broker');
    expect(bar.map((i) => i.label)).toEqual(['Home', 'Deals', 'CRM', 'Messages', 'Settings']);
    expect(paths(bar)).toEqual(['/dashboard', '/transactions', '/contacts', '/messages', '/settings']);
  });

  it('the other staff roles get the broker bar', () => {
    for (const role of [
      'managing_broker',
      'brokerage_admin',
      'realtor',
      'transaction_coordinator',
    ] as const) {
      expect(keys(bottomNavigationFor(role))).toEqual(['home', 'deals', 'crm', 'messages', 'settings']);
    }
  });

  it('buyer: Home, Calendar, Documents, Messages, Settings', () => {
    const bar = bottomNavigationFor('buyer');
    expect(bar.map((i) => i.label)).toEqual(['Home', 'Calendar', 'Documents', 'Messages', 'Settings']);
    expect(paths(bar)).toEqual(['/dashboard', '/calendar', '/documents', '/messages', '/settings']);
  });

  it('attorney: Home, Messages, Settings', () => {
    expect(paths(bottomNavigationFor('attorney'))).toEqual(['/dashboard', '/messages', '/settings']);
    expect(keys(bottomNavigationFor('investor'))).toEqual(['home', 'messages', 'settings']);
  });
});

describe('isNavItemActive', () => {
  const item = (path: string, matchSubpaths: boolean): NavItem => ({
    key: 'x',
    label: 'X',
    path,
    icon: 'grid',
    matchSubpaths,
  });
  const byKey = (key: string): NavItem => {
    const found = sideNavigationFor('broker').find((i) => i.key === key);
    if (!found) throw new Error(`no ${key}`);
    return found;
  };

  it('Messages is active for /messages and its sub-paths', () => {
    const messages = byKey('messages');
    expect(isNavItemActive(messages, '/messages')).toBe(true);
    expect(isNavItemActive(messages, '/messages/abc')).toBe(true);
    expect(isNavItemActive(messages, '/messagesx')).toBe(false);
    // Even an item built without matchSubpaths.
    expect(isNavItemActive(item('/messages', false), '/messages/abc')).toBe(true);
  });

  it('/broker-dashboard and /client-dashboard only match exactly', () => {
    expect(isNavItemActive(item('/broker-dashboard', true), '/broker-dashboard')).toBe(true);
    expect(isNavItemActive(item('/broker-dashboard', true), '/broker-dashboard/x')).toBe(false);
    expect(isNavItemActive(item('/client-dashboard', true), '/client-dashboard/x')).toBe(false);
  });

  it('Transactions is active for a transaction', () => {
    const transactions = byKey('transactions');
    expect(isNavItemActive(transactions, '/transactions')).toBe(true);
    expect(isNavItemActive(transactions, '/transactions/123')).toBe(true);
    expect(isNavItemActive(transactions, '/transactions/')).toBe(true);
    expect(isNavItemActive(transactions, '/transactions-archive')).toBe(false);
  });

  it('exact items ignore sub-paths; query strings are ignored', () => {
    expect(isNavItemActive(byKey('dashboard'), '/dashboard')).toBe(true);
    expect(isNavItemActive(byKey('dashboard'), '/dashboard/x')).toBe(false);
    expect(isNavItemActive(byKey('settings'), '/settings?tab=profile')).toBe(true);
    expect(isNavItemActive(byKey('settings'), '/admin/settings')).toBe(false);
  });
});

describe('ROLE_NAVIGATION_MODEL', () => {
  const flatten = (sections: readonly NavSection[]): NavSection[] =>
    sections.flatMap((s) => [s, ...flatten(s.children)]);

  it('lists the §2 sections in order, with Admin children', () => {
    expect(paths(ROLE_NAVIGATION_MODEL)).toEqual([
      '/dashboard',
      '/transactions',
      '/contacts',
      '/real-estate',
      '/rental-dashboard',
      '/calendar',
      '/documents',
      '/templates',
      '/team',
      '/messages',
      '/analytics',
      '/compliance',
      '/brokerage',
      '/admin',
    ]);
    const admin = ROLE_NAVIGATION_MODEL.find((s) => s.key === 'admin');
    expect(admin?.children.map((c) => [c.label, c.path])).toEqual([
      ['Users', '/admin/users'],
      ['Organizations', '/admin/organizations'],
      ['Roles', '/admin/roles'],
      ['Settings', '/admin/settings'],
      ['Features', '/admin/features'],
      ['Announcements', '/admin/notifications'],
      ['Platform analytics', '/admin/analytics'],
    ]);
  });

  it('has unique keys', () => {
    const all = keys(flatten(ROLE_NAVIGATION_MODEL));
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows a system admin everything', () => {
    const full = keys(flatten(ROLE_NAVIGATION_MODEL));
    expect(keys(flatten(navigationModelFor('system_admin')))).toEqual(full);
    expect(keys(flatten(navigationModelFor('buyer', { isSystemAdmin: true })))).toEqual(full);
  });

  it('shows a managing broker Admin with only Roles', () => {
    const model = navigationModelFor('managing_broker');
    const admin = model.find((s) => s.key === 'admin');
    expect(admin?.children.map((c) => c.key)).toEqual(['admin-roles']);
    expect(keys(model)).toContain('team');
    expect(keys(model)).toContain('brokerage');
  });

  it('shows a buyer only what clients may use', () => {
    expect(keys(navigationModelFor('buyer'))).toEqual([
      'dashboard',
      'transactions',
      'calendar',
      'documents',
      'messages',
    ]);
  });

  it('shows a broker no Team, Brokerage or Admin, but Analytics and Compliance', () => {
    expect(keys(navigationModelFor('broker'))).toEqual([
      'dashboard',
      'transactions',
      'crm',
      'real-estate',
      'rentals',
      'calendar',
      'documents',
      'templates',
      'messages',
      'analytics',
      'compliance',
    ]);
  });

  it('hides Transactions from unassigned', () => {
    expect(keys(navigationModelFor('unassigned'))).toEqual([
      'dashboard',
      'calendar',
      'documents',
      'messages',
    ]);
  });
});
