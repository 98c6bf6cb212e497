import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '../features/layout/components/app-shell.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Routes only compose feature screens; each screen is its own chunk. */
export const router = createBrowserRouter([
  {
    Component: AppShell,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/screens/home-screen.tsx')).HomeScreen }),
          },
          {
            path: 'advisors',
            lazy: async () => ({
              Component: (await import('../features/advisors/screens/advisors-directory-screen.tsx')).AdvisorsDirectoryScreen,
            }),
          },
          {
            path: 'advisors/:slug',
            lazy: async () => ({
              Component: (await import('../features/advisors/screens/advisor-detail-screen.tsx')).AdvisorDetailScreen,
            }),
          },
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('../features/auth/screens/auth-screen.tsx')).AuthScreen }),
          },
          // The spec has no /login screen; links to it land on the Sign In tab.
          { path: 'login', element: <Navigate to="/auth?tab=signin" replace /> },
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('../features/auth/screens/sign-up-screen.tsx')).SignUpScreen }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('../features/auth/screens/reset-password-screen.tsx')).ResetPasswordScreen }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/account/screens/profile-screen.tsx')).ProfileScreen }),
          },
          {
            path: 'account',
            lazy: async () => ({ Component: (await import('../features/account/screens/account-screen.tsx')).AccountScreen }),
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('../features/admin/components/admin-guard.tsx')).AdminGuard }),
            children: [
              { index: true, element: <Navigate to="/admin/invite-requests" replace /> },
              {
                path: 'invite-requests',
                lazy: async () => ({ Component: (await import('../features/admin/screens/invite-requests-screen.tsx')).InviteRequestsScreen }),
              },
              {
                path: 'outbox',
                lazy: async () => ({ Component: (await import('../features/admin/screens/outbox-screen.tsx')).OutboxScreen }),
              },
            ],
          },
          {
            path: 'pricing',
            lazy: async () => ({ Component: (await import('../features/pages/screens/pricing-screen.tsx')).PricingScreen }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('../features/pages/screens/faq-screen.tsx')).FaqScreen }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('../features/pages/screens/help-screen.tsx')).HelpScreen }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('../features/pages/screens/about-screen.tsx')).AboutScreen }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('../features/pages/screens/terms-screen.tsx')).TermsScreen }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('../features/pages/screens/privacy-screen.tsx')).PrivacyScreen }),
          },
          {
            path: 'feedback',
            lazy: async () => ({ Component: (await import('../features/feedback/screens/feedback-screen.tsx')).FeedbackScreen }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/contact/screens/contact-screen.tsx')).ContactScreen }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/pages/screens/not-found-screen.tsx')).NotFoundScreen }),
          },
        ],
      },
    ],
  },
]);
