import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { lazyPage } from './lazy-page';

/** Spec §2 public routes (plus /dev/mailbox, which answers only when the server is not in production). */
export const publicRoutes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: '/login', element: lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
      { path: '/signup', element: lazyPage(() => import('@/features/auth/pages/signup-page'), 'SignupPage') },
    ],
  },
  {
    path: '/verify-email',
    element: lazyPage(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
  },
  {
    path: '/request-password-reset',
    element: lazyPage(
      () => import('@/features/auth/pages/request-password-reset-page'),
      'RequestPasswordResetPage',
    ),
  },
  {
    path: '/reset-password',
    element: lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },

  { path: '/privacy', element: lazyPage(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage') },
  { path: '/terms', element: lazyPage(() => import('@/features/legal/pages/terms-page'), 'TermsPage') },
  { path: '/cookies', element: lazyPage(() => import('@/features/legal/pages/cookies-page'), 'CookiesPage') },
  {
    path: '/do-not-sell',
    element: lazyPage(() => import('@/features/legal/pages/do-not-sell-page'), 'DoNotSellPage'),
  },
  {
    element: lazyPage(() => import('./layouts/query-layout'), 'QueryLayout'),
    children: [
      {
        path: '/offer/status/:token',
        element: lazyPage(() => import('@/features/offers/pages/offer-status-page'), 'OfferStatusPage'),
      },
      {
        path: '/offer/:linkKey',
        element: lazyPage(() => import('@/features/offers/pages/offer-portal-page'), 'OfferPortalPage'),
      },
      {
        path: '/sign/:token',
        element: lazyPage(() => import('@/features/signing/pages/signing-page'), 'SigningPage'),
      },
      {
        path: '/verify',
        element: lazyPage(() => import('@/features/verify/pages/verify-page'), 'VerifyPage'),
      },
      {
        path: '/guest/:token',
        element: lazyPage(() => import('@/features/messaging/guest/pages/guest-link-page'), 'GuestLinkPage'),
      },
      {
        path: '/guest',
        element: lazyPage(
          () => import('@/features/messaging/guest/pages/guest-conversation-page'),
          'GuestConversationPage',
        ),
      },
      {
        path: '/dev/mailbox',
        element: lazyPage(() => import('@/features/dev-mailbox/pages/mailbox-page'), 'MailboxPage'),
      },
    ],
  },
];
