/**
 * Navigation — product spec §2 (side navigation by role, bottom bar, role-driven navigation
 * model) as data plus pure functions. The web shell renders what these return; route guards
 * remain the job of the permission registry (./permissions).
 */
import { meetsMinimumRole } from './roles';
import type { RoleKey } from './roles';
import { roleHasPermission } from './permissions';
import type { Permission } from './permissions';

export type NavIcon =
  | 'building'
  | 'home'
  | 'grid'
  | 'messages'
  | 'settings'
  | 'transactions'
  | 'contacts'
  | 'real-estate'
  | 'rentals'
  | 'calendar'
  | 'documents'
  | 'templates'
  | 'team'
  | 'analytics'
  | 'compliance'
  | 'brokerage'
  | 'admin'
  | 'users'
  | 'organizations'
  | 'roles';

export interface NavItem {
  key: string;
  label: string;
  path: string;
  icon: NavIcon;
  /** Also active for `${path}/…`. */
  matchSubpaths: boolean;
}

export interface NavOptions {
  /** System admin by a server check (platform flag); the system_admin role counts too. */
  isSystemAdmin?: boolean;
  /** A support agent or platform moderator (ADR 0173): an Administration item to their read-only pages. */
  isPlatformStaff?: boolean;
}

export const SIDE_NAV_WIDTH = '16rem';
export const BOTTOM_NAV_MAX_ITEMS = 5;

function item(key: string, label: string, path: string, icon: NavIcon, matchSubpaths: boolean): NavItem {
  return Object.freeze({ key, label, path, icon, matchSubpaths });
}

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

// prettier-ignore
const NAV = {
  //                     key               label            path                 icon            sub-paths
  transactions:   item('transactions',   'Transactions',  '/transactions',     'transactions', true),
  crm:            item('crm',            'CRM',           '/contacts',         'contacts',     true),
  realEstate:     item('real-estate',    'Real Estate',   '/real-estate',      'real-estate',  true),
  rentals:        item('rentals',        'Rentals',       '/rental-dashboard', 'rentals',      true),
  calendar:       item('calendar',       'Calendar',      '/calendar',         'calendar',     true),
  documents:      item('documents',      'Documents',     '/documents',        'documents',    true),
  templates:      item('templates',      'Templates',     '/templates',        'templates',    true),
  team:           item('team',           'Team',          '/team',             'team',         true),
  messages:       item('messages',       'Messages',      '/messages',         'messages',     true),
  settings:       item('settings',       'Settings',      '/settings',         'settings',     false),
  adminSettings:  item('admin-settings', 'Settings',      '/admin/roles',      'admin',        true),
  platformStaff:  item('platform-staff', 'Administration', '/admin',           'admin',        false),
  // Bottom bar only
  home:           item('home',           'Home',          '/dashboard',        'home',         false),
  deals:          item('deals',          'Deals',         '/transactions',     'transactions', true),
} as const;

function dashboardItem(icon: NavIcon): NavItem {
  return item('dashboard', 'Dashboard', '/dashboard', icon, false);
}

// ---------------------------------------------------------------------------------------------
// Side navigation (spec §2 "Side navigation by role")
// ---------------------------------------------------------------------------------------------

/** The "broker list": roles that get the full set of work sections. */
const BROKER_ROLES: readonly RoleKey[] = ['broker', 'managing_broker', 'brokerage_admin'];
/** The broker list without Team. */
const AGENT_ROLES: readonly RoleKey[] = ['realtor', 'transaction_coordinator'];
/** Clients as §2 names them. investor is not in this list, so it falls under "other roles". */
const CLIENT_NAV_ROLES: readonly RoleKey[] = ['buyer', 'seller', 'landlord', 'renter'];

const BROKER_SECTIONS: readonly NavItem[] = [
  NAV.transactions,
  NAV.crm,
  NAV.realEstate,
  NAV.rentals,
  NAV.calendar,
  NAV.documents,
  NAV.templates,
  NAV.team,
];
const AGENT_SECTIONS: readonly NavItem[] = BROKER_SECTIONS.filter((i) => i !== NAV.team);
const CLIENT_SECTIONS: readonly NavItem[] = [NAV.calendar, NAV.documents];

function isSystemAdmin(role: RoleKey, options: NavOptions | undefined): boolean {
  return options?.isSystemAdmin === true || role === 'system_admin';
}

/** Dashboard icon: building for brokers, home for clients, grid for others. */
export function dashboardIconFor(role: RoleKey): NavIcon {
  if (BROKER_ROLES.includes(role)) return 'building';
  if (CLIENT_NAV_ROLES.includes(role)) return 'home';
  return 'grid';
}

function sideSectionsFor(role: RoleKey, admin: boolean): readonly NavItem[] {
  if (admin || BROKER_ROLES.includes(role)) return BROKER_SECTIONS;
  if (AGENT_ROLES.includes(role)) return AGENT_SECTIONS;
  if (CLIENT_NAV_ROLES.includes(role)) return CLIENT_SECTIONS;
  return [];
}

/**
 * Dashboard, then the role's sections in spec order, then Messages, then Settings. A system admin
 * (role or flag) gets the broker list and, last, a second "Settings" item pointing to /admin/roles.
 */
export function sideNavigationFor(role: RoleKey, options?: NavOptions): NavItem[] {
  const admin = isSystemAdmin(role, options);
  return [
    dashboardItem(dashboardIconFor(role)),
    ...sideSectionsFor(role, admin),
    NAV.messages,
    NAV.settings,
    ...(admin ? [NAV.adminSettings] : options?.isPlatformStaff ? [NAV.platformStaff] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Bottom bar (spec §2 "Bottom bar")
// ---------------------------------------------------------------------------------------------

/** Roles whose bottom bar adds Deals, CRM, Calendar, Documents, Templates. */
const BOTTOM_STAFF_ROLES: readonly RoleKey[] = [...BROKER_ROLES, ...AGENT_ROLES];
const BOTTOM_STAFF_SECTIONS: readonly NavItem[] = [
  NAV.deals,
  NAV.crm,
  NAV.calendar,
  NAV.documents,
  NAV.templates,
];
const BOTTOM_CLIENT_SECTIONS: readonly NavItem[] = [NAV.calendar, NAV.documents];

/**
 * Home, Messages and Settings are always shown. The role's extra items fill the remaining
 * BOTTOM_NAV_MAX_ITEMS − 3 slots in spec order; the rest are dropped (still reachable from the
 * dashboard and, on wide screens, the side navigation). Order: Home, role items, Messages, Settings.
 *
 * The spec lists no system-admin case for the bottom bar, so a system admin gets the bar of their
 * organization role (the system_admin role itself: the three fixed items).
 */
export function bottomNavigationFor(role: RoleKey, _options?: NavOptions): NavItem[] {
  const fixed = [NAV.home, NAV.messages, NAV.settings];
  const extras = BOTTOM_STAFF_ROLES.includes(role)
    ? BOTTOM_STAFF_SECTIONS
    : CLIENT_NAV_ROLES.includes(role)
      ? BOTTOM_CLIENT_SECTIONS
      : [];
  const room = Math.max(0, BOTTOM_NAV_MAX_ITEMS - fixed.length);
  return [NAV.home, ...extras.slice(0, room), NAV.messages, NAV.settings];
}

// ---------------------------------------------------------------------------------------------
// Active-item matching
// ---------------------------------------------------------------------------------------------

/** Paths that are only active on an exact match, whatever the item says. */
const EXACT_ONLY_PATHS: readonly string[] = ['/broker-dashboard', '/client-dashboard'];
/** Paths that are always active for their sub-paths too. */
const SUBPATH_PATHS: readonly string[] = ['/messages'];

function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalizePath(pathname);
  const target = normalizePath(item.path);
  if (path === target) return true;
  if (EXACT_ONLY_PATHS.includes(target)) return false;
  const subpaths = item.matchSubpaths || SUBPATH_PATHS.includes(target);
  return subpaths && path.startsWith(target === '/' ? '/' : `${target}/`);
}

// ---------------------------------------------------------------------------------------------
// Role-driven navigation model (spec §2 "Role-driven navigation model")
// ---------------------------------------------------------------------------------------------

/** Who may see a section of the model. */
export type NavAccess =
  | { kind: 'everyone' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'minimumRole'; role: RoleKey };

export interface NavSection extends NavItem {
  access: NavAccess;
  children: readonly NavSection[];
}

const everyone: NavAccess = { kind: 'everyone' };
const permission = (p: Permission): NavAccess => ({ kind: 'permission', permission: p });
const minimumRole = (role: RoleKey): NavAccess => ({ kind: 'minimumRole', role });

function section(navItem: NavItem, access: NavAccess, children: readonly NavSection[] = []): NavSection {
  return Object.freeze({ ...navItem, access, children: Object.freeze([...children]) });
}

/**
 * The full navigation tree with the audience of each section. Each section's access mirrors the
 * guard on its route where §2 gives one (Transactions → read:transactions, Templates →
 * read:templates, Team and Admin › Roles → minimum role managing_broker); the others use the
 * permission of the data they show. Admin › Users, Organizations and Settings are system-admin only.
 */
// prettier-ignore
export const ROLE_NAVIGATION_MODEL: readonly NavSection[] = Object.freeze([
  section(dashboardItem('grid'),                                                         everyone),
  section(NAV.transactions,                                                              permission('read:transactions')),
  section(NAV.crm,                                                                       permission('read:contacts')),
  section(NAV.realEstate,                                                                permission('read:properties')),
  section(NAV.rentals,                                                                   permission('read:properties')),
  section(NAV.calendar,                                                                  permission('read:calendar')),
  section(NAV.documents,                                                                 permission('read:documents')),
  section(NAV.templates,                                                                 permission('read:templates')),
  section(NAV.team,                                                                      minimumRole('managing_broker')),
  section(NAV.messages,                                                                  permission('read:messages')),
  section(item('analytics', 'Analytics', '/analytics', 'analytics', true),               permission('read:analytics')),
  section(item('compliance', 'Compliance', '/compliance', 'compliance', true),           permission('approve:documents')),
  section(item('brokerage', 'Brokerage', '/brokerage', 'brokerage', true),               permission('manage:organization')),
  section(item('admin', 'Admin', '/admin', 'admin', true),                               permission('manage:roles'), [
    section(item('admin-users', 'Users', '/admin/users', 'users', true),                 permission('manage:system')),
    section(item('admin-organizations', 'Organizations', '/admin/organizations', 'organizations', true), permission('manage:system')),
    section(item('admin-roles', 'Roles', '/admin/roles', 'roles', true),                 minimumRole('managing_broker')),
    section(item('admin-settings', 'Settings', '/admin/settings', 'settings', true),     permission('manage:system')),
    section(item('admin-features', 'Features', '/admin/features', 'settings', true),     permission('manage:system')),
    section(item('admin-notifications', 'Announcements', '/admin/notifications', 'messages', true), permission('manage:system')),
    section(item('admin-analytics', 'Platform analytics', '/admin/analytics', 'analytics', true), permission('manage:system')),
  ]),
]);

export function canSeeNavSection(access: NavAccess, role: RoleKey, options?: NavOptions): boolean {
  const admin = isSystemAdmin(role, options);
  switch (access.kind) {
    case 'everyone':
      return true;
    case 'permission':
      return roleHasPermission(role, access.permission, { isSystemAdmin: admin });
    case 'minimumRole':
      return meetsMinimumRole(role, access.role, admin);
  }
}

function filterSections(sections: readonly NavSection[], role: RoleKey, options?: NavOptions): NavSection[] {
  const visible: NavSection[] = [];
  for (const s of sections) {
    if (!canSeeNavSection(s.access, role, options)) continue;
    const children = filterSections(s.children, role, options);
    // A parent whose children are all hidden has nothing to offer.
    if (s.children.length > 0 && children.length === 0) continue;
    visible.push({ ...s, children });
  }
  return visible;
}

/** ROLE_NAVIGATION_MODEL pruned to what the given role may see. */
export function navigationModelFor(role: RoleKey, options?: NavOptions): NavSection[] {
  return filterSections(ROLE_NAVIGATION_MODEL, role, options);
}
