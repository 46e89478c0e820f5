import { lazy } from 'react';
import { Navigate } from 'react-router';
import { PLATFORM_AREAS, type PlatformArea } from '@threshold/domain/admin/platform-areas';
import { DealPageByRole } from './deal-page-by-role';
import type { RouteObject } from 'react-router';
import type { AccessRule } from './guards/access-rules';
import { BROKER_DASHBOARD_ROLES, CLIENT_DASHBOARD_ROLES } from './guards/role-lists';
import { lazyPage } from './lazy-page';

/** A guard layout route; the guard code loads with the page (in parallel), not with /login. */
function guarded(rule: AccessRule, redirectTo: string, children: RouteObject[]): RouteObject {
  return {
    element: lazyPage(() => import('./guards/require-access'), 'RequireAccess', { rule, redirectTo }),
    children,
  };
}

const managingBrokerOrHigher: AccessRule = { kind: 'minimumRole', role: 'managing_broker' };
const area = (name: PlatformArea): AccessRule => ({ kind: 'platformArea', area: name });
const platformStaff: AccessRule = { kind: 'anyOf', rules: PLATFORM_AREAS.map(area) };

const dashboard = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
const transactions = () => import('@/features/transactions/pages/transactions-page');
const documents = () => import('@/features/documents/pages/documents-page');
const templates = () => import('@/features/templates/pages/templates-page');
const teams = () => import('@/features/teams/pages/team-page');
const messaging = () => import('@/features/messaging/pages/messages-page');
const admin = () => import('@/features/admin/pages/admin-pages');
const adminPlatform = () => import('@/features/admin/pages/admin-platform-pages');
const platformAdmin = {
  settings: () => import('@/features/platform-admin/pages/platform-settings-page'),
  features: () => import('@/features/platform-admin/pages/feature-flags-page'),
  announcements: () => import('@/features/platform-admin/pages/announcements-page'),
  analytics: () => import('@/features/platform-admin/pages/platform-analytics-page'),
};
const settings = () => import('@/features/identity/pages/settings-page');

// The documents area's sections on other areas' pages (ADR 0165/0166), loaded with those pages.
const ContactDocuments = lazy(() =>
  import('@/features/documents/components/contact-documents').then((m) => ({ default: m.ContactDocuments })),
);
const DocumentReviews = lazy(() =>
  import('@/features/documents/components/document-reviews-section').then((m) => ({
    default: m.DocumentReviewsSection,
  })),
);

/** Spec §2 authenticated routes; each guard redirects where the spec says. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/dashboard', element: dashboard },
  guarded({ kind: 'roleIn', roles: BROKER_DASHBOARD_ROLES }, '/dashboard', [
    {
      path: '/broker-dashboard',
      element: lazyPage(
        () => import('@/features/dashboard/pages/broker-dashboard-page'),
        'BrokerDashboardPage',
      ),
    },
  ]),
  guarded({ kind: 'roleIn', roles: CLIENT_DASHBOARD_ROLES }, '/dashboard', [
    {
      path: '/client-dashboard',
      element: lazyPage(
        () => import('@/features/dashboard/pages/client-dashboard-page'),
        'ClientDashboardPage',
      ),
    },
  ]),
  {
    path: '/profile',
    element: lazyPage(() => import('@/features/identity/pages/profile-page'), 'ProfilePage'),
  },
  { path: '/settings', element: lazyPage(settings, 'SettingsPage') },
  { path: '/messages', element: lazyPage(messaging, 'MessagesPage') },
  { path: '/messages/:conversationId', element: lazyPage(messaging, 'ConversationPage') },
  guarded({ kind: 'permission', permission: 'read:transactions' }, '/dashboard', [
    { path: '/transactions', element: lazyPage(transactions, 'TransactionsPage') },
    guarded({ kind: 'permission', permission: 'create:transactions' }, '/transactions', [
      {
        path: '/transactions/create',
        element: lazyPage(
          () => import('@/features/transactions/pages/create-transaction-page'),
          'CreateTransactionPage',
        ),
      },
    ]),
    guarded({ kind: 'permission', permission: 'approve:documents' }, '/transactions', [
      {
        path: '/transactions/review-queue',
        element: lazyPage(
          () => import('@/features/transactions/pages/review-queue-page'),
          'ReviewQueuePage',
          {
            DocumentReviews,
          },
        ),
      },
    ]),
    guarded({ kind: 'permission', permission: 'manage:templates' }, '/transactions', [
      {
        path: '/transactions/checklist-templates',
        element: lazyPage(
          () => import('@/features/transactions/pages/checklist-templates-page'),
          'ChecklistTemplatesPage',
        ),
      },
      {
        path: '/transactions/key-date-templates',
        element: lazyPage(
          () => import('@/features/transactions/pages/key-date-templates-page'),
          'KeyDateTemplatesPage',
        ),
      },
    ]),
    {
      path: '/transactions/approvals',
      element: lazyPage(() => import('@/features/transactions/pages/approvals-page'), 'ApprovalsPage'),
    },
    {
      path: '/transactions/:id',
      element: <DealPageByRole />,
    },
  ]),
  guarded({ kind: 'permission', permission: 'read:contacts' }, '/dashboard', [
    {
      path: '/contacts',
      element: lazyPage(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage'),
    },
    {
      path: '/contacts/new',
      element: lazyPage(() => import('@/features/contacts/pages/create-contact-page'), 'CreateContactPage'),
    },
    {
      path: '/contacts/import',
      element: lazyPage(() => import('@/features/contacts/pages/contacts-import-page'), 'ContactsImportPage'),
    },
    {
      path: '/contacts/duplicates',
      element: lazyPage(
        () => import('@/features/contacts/pages/contact-duplicates-page'),
        'ContactDuplicatesPage',
      ),
    },
    {
      path: '/contacts/:id',
      element: lazyPage(() => import('@/features/contacts/pages/contact-detail-page'), 'ContactDetailPage', {
        Documents: ContactDocuments,
      }),
    },
  ]),
  { path: '/join', element: lazyPage(() => import('@/features/teams/pages/join-page'), 'JoinPage') },
  {
    path: '/platform-invite',
    element: lazyPage(() => import('@/features/admin/pages/platform-invite-page'), 'PlatformInvitePage'),
  },
  {
    path: '/onboarding',
    element: lazyPage(() => import('@/features/brokerage/pages/onboarding-page'), 'OnboardingPage'),
  },
  {
    path: '/invitations/accept',
    element: lazyPage(
      () => import('@/features/invitations/pages/accept-invitation-page'),
      'AcceptInvitationPage',
    ),
  },
  guarded({ kind: 'permission', permission: 'read:properties' }, '/dashboard', [
    {
      path: '/real-estate',
      element: lazyPage(() => import('@/features/listings/pages/real-estate-page'), 'RealEstatePage'),
    },
    guarded({ kind: 'permission', permission: 'manage:properties' }, '/real-estate', [
      {
        path: '/real-estate/properties/new',
        element: lazyPage(
          () => import('@/features/listings/pages/create-property-page'),
          'CreatePropertyPage',
        ),
      },
      {
        path: '/real-estate/listings/new',
        element: lazyPage(() => import('@/features/listings/pages/create-listing-page'), 'CreateListingPage'),
      },
      {
        path: '/real-estate/listings/:id/edit',
        element: lazyPage(() => import('@/features/listings/pages/edit-listing-page'), 'EditListingPage'),
      },
      {
        path: '/real-estate/properties/:id/edit',
        element: lazyPage(() => import('@/features/listings/pages/edit-property-page'), 'EditPropertyPage'),
      },
    ]),
    {
      path: '/real-estate/listings/:id',
      element: lazyPage(() => import('@/features/listings/pages/listing-detail-page'), 'ListingDetailPage'),
    },
  ]),
  // Seller clients read their own listing here (no read:properties); the server scopes it (ADR 0099).
  {
    path: '/my-listings/:id',
    element: lazyPage(() => import('@/features/listings/pages/seller-listing-page'), 'SellerListingPage'),
  },
  {
    path: '/rental-dashboard',
    element: lazyPage(() => import('@/features/rentals/pages/rental-dashboard-page'), 'RentalDashboardPage'),
  },
  // Renters and landlords open their own leases and properties here too; the server scopes them.
  {
    path: '/rental-dashboard/leases/:id',
    element: lazyPage(() => import('@/features/rentals/pages/lease-page'), 'LeasePage'),
  },
  {
    path: '/rental-dashboard/maintenance',
    element: lazyPage(() => import('@/features/rentals/pages/maintenance-page'), 'MaintenancePage'),
  },
  {
    path: '/rental-dashboard/properties/:id',
    element: lazyPage(() => import('@/features/rentals/pages/rental-property-page'), 'RentalPropertyPage'),
  },
  guarded({ kind: 'permission', permission: 'manage:properties' }, '/rental-dashboard', [
    {
      path: '/rental-dashboard/leases/new',
      element: lazyPage(() => import('@/features/rentals/pages/lease-from-deal-page'), 'LeaseFromDealPage'),
    },
  ]),
  guarded({ kind: 'permission', permission: 'read:properties' }, '/rental-dashboard', [
    {
      path: '/rental-dashboard/properties',
      element: lazyPage(
        () => import('@/features/rentals/pages/rental-properties-page'),
        'RentalPropertiesPage',
      ),
    },
  ]),
  {
    path: '/calendar',
    element: lazyPage(() => import('@/features/calendar/pages/calendar-page'), 'CalendarPage'),
  },
  {
    path: '/tasks',
    element: lazyPage(() => import('@/features/tasks/pages/tasks-page'), 'TasksPage'),
  },
  { path: '/documents', element: lazyPage(documents, 'DocumentsPage') },
  { path: '/documents/new', element: <Navigate to="/generate-document" replace /> },
  {
    path: '/documents/:documentId',
    element: lazyPage(() => import('@/features/documents/pages/document-view-page'), 'DocumentViewPage'),
  },
  {
    path: '/documents/:documentId/prepare/:envelopeId',
    element: lazyPage(() => import('@/features/documents/esign/document-overlay-page'), 'DocumentOverlayPage'),
  },
  guarded({ kind: 'permission', permission: 'read:templates' }, '/dashboard', [
    { path: '/templates', element: lazyPage(templates, 'TemplatesPage') },
    {
      path: '/templates/:templateId',
      element: lazyPage(
        () => import('@/features/templates/pages/template-editor-page'),
        'TemplateEditorPage',
      ),
    },
    {
      path: '/generate-document',
      element: lazyPage(
        () => import('@/features/templates/pages/generate-document-page'),
        'GenerateDocumentPage',
      ),
    },
  ]),
  guarded({ kind: 'anyOf', rules: [managingBrokerOrHigher, area('roles')] }, '/dashboard', [
    { path: '/admin/roles', element: lazyPage(admin, 'AdminRolesPage') },
  ]),
  guarded(managingBrokerOrHigher, '/dashboard', [
    {
      path: '/profile/:id',
      element: lazyPage(() => import('@/features/teams/pages/member-profile-page'), 'MemberProfilePage'),
    },
    { path: '/team', element: lazyPage(teams, 'TeamPage') },
  ]),
  // Sections of the role-driven navigation model (spec §2) with no route rule in the spec: each is
  // guarded by the access the shared navigation model gives it (docs/decisions/0011-routes-and-guards.md).
  guarded({ kind: 'permission', permission: 'read:analytics' }, '/dashboard', [
    {
      path: '/analytics',
      element: lazyPage(() => import('@/features/analytics/pages/analytics-page'), 'AnalyticsPage'),
    },
  ]),
  guarded({ kind: 'permission', permission: 'approve:documents' }, '/dashboard', [
    {
      path: '/compliance',
      element: lazyPage(() => import('@/features/compliance/pages/compliance-page'), 'CompliancePage'),
    },
  ]),
  guarded({ kind: 'permission', permission: 'manage:organization' }, '/dashboard', [
    {
      path: '/brokerage',
      element: lazyPage(() => import('@/features/brokerage/pages/brokerage-page'), 'BrokeragePage'),
    },
  ]),
  guarded(
    { kind: 'anyOf', rules: [{ kind: 'permission', permission: 'manage:roles' }, platformStaff] },
    '/dashboard',
    [{ path: '/admin', element: lazyPage(admin, 'AdminHomePage') }],
  ),
  guarded(area('users'), '/dashboard', [
    { path: '/admin/users', element: lazyPage(adminPlatform, 'AdminUsersPage') },
    { path: '/admin/users/:id', element: lazyPage(adminPlatform, 'AdminUserDetailPage') },
  ]),
  guarded(area('invitations'), '/dashboard', [
    {
      path: '/admin/invitations',
      element: lazyPage(
        () => import('@/features/admin/pages/admin-invitations-page'),
        'AdminInvitationsPage',
      ),
    },
  ]),
  guarded(area('security'), '/dashboard', [
    { path: '/admin/security', element: lazyPage(adminPlatform, 'AdminSecurityPage') },
  ]),
  guarded(area('organizations'), '/dashboard', [
    { path: '/admin/organizations', element: lazyPage(adminPlatform, 'AdminOrganizationsPage') },
  ]),
  guarded(area('settings'), '/dashboard', [
    { path: '/admin/settings', element: lazyPage(platformAdmin.settings, 'PlatformSettingsPage') },
  ]),
  guarded(area('features'), '/dashboard', [
    { path: '/admin/features', element: lazyPage(platformAdmin.features, 'FeatureFlagsPage') },
  ]),
  guarded(area('announcements'), '/dashboard', [
    { path: '/admin/notifications', element: lazyPage(platformAdmin.announcements, 'AnnouncementsPage') },
  ]),
  guarded(area('analytics'), '/dashboard', [
    { path: '/admin/analytics', element: lazyPage(platformAdmin.analytics, 'PlatformAnalyticsPage') },
  ]),
];
