import { createBrowserRouter } from 'react-router';
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
            path: '*',
            lazy: async () => ({ Component: (await import('../features/pages/screens/not-found-screen.tsx')).NotFoundScreen }),
          },
        ],
      },
    ],
  },
]);
