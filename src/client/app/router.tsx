import { isValidElement, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { AppShell } from '../features/layout/index.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/*
 * Declarative routes (<BrowserRouter> in main.tsx) rather than createBrowserRouter: the data
 * router's loaders, actions and fetchers are unused here and cost 17 KB of gzipped JavaScript on
 * every page (docs/decisions/0140-declarative-router.md). What its lazy routes did is kept:
 * - each screen is its own chunk;
 * - the first screen's code is loaded before the first render (main.tsx), so the frame and the
 *   page appear together and nothing waits on a fallback;
 * - later navigations run in a transition: the current page stays until the next one's code is here;
 * - a screen that throws, or whose code fails to load, shows the error page inside the frame.
 */

interface Screen {
  (): ReactNode;
  /** Loads the screen's code; resolves when it can render without suspending. */
  preload(): Promise<unknown>;
}

const screens = new Set<Screen>();

/** Like React.lazy, but renders at once when its code is already loaded (see `loadScreensFor`). */
function lazyScreen(load: () => Promise<ComponentType>): Screen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function LazyScreen() {
    const Component = loaded ?? use(preload());
    // eslint-disable-next-line react-hooks/static-components -- the same loaded component on every render, kept in the closure
    return <Component />;
  }
  const screen = Object.assign(LazyScreen, { preload });
  screens.add(screen);
  return screen;
}

const HomeScreen = lazyScreen(async () => (await import('../features/home/screens/home-screen.tsx')).HomeScreen);
const AdvisorsDirectoryScreen = lazyScreen(async () => (await import('../features/advisors/screens/advisors-directory-screen.tsx')).AdvisorsDirectoryScreen);
const AdvisorDetailScreen = lazyScreen(async () => (await import('./screens/advisor-detail-screen.tsx')).AdvisorDetailScreen);
const AuthScreen = lazyScreen(async () => (await import('../features/auth/screens/auth-screen.tsx')).AuthScreen);
const SignUpScreen = lazyScreen(async () => (await import('../features/auth/screens/sign-up-screen.tsx')).SignUpScreen);
const ResetPasswordScreen = lazyScreen(async () => (await import('../features/auth/screens/reset-password-screen.tsx')).ResetPasswordScreen);
const ProfileScreen = lazyScreen(async () => (await import('../features/account/screens/profile-screen.tsx')).ProfileScreen);
const AccountScreen = lazyScreen(async () => (await import('../features/account/screens/account-screen.tsx')).AccountScreen);
const AdminGuard = lazyScreen(async () => (await import('../features/admin/screens/admin-guard.tsx')).AdminGuard);
const AdvisorsAdminScreen = lazyScreen(async () => (await import('../features/admin/screens/advisors-screen.tsx')).AdvisorsScreen);
const CustomersScreen = lazyScreen(async () => (await import('../features/admin/screens/customers-screen.tsx')).CustomersScreen);
const DashboardScreen = lazyScreen(async () => (await import('../features/admin/screens/dashboard-screen.tsx')).DashboardScreen);
const ContentScreen = lazyScreen(async () => (await import('../features/admin/screens/content-screen.tsx')).ContentScreen);
const AnalyticsScreen = lazyScreen(async () => (await import('../features/admin/screens/analytics-screen.tsx')).AnalyticsScreen);
const AuditScreen = lazyScreen(async () => (await import('../features/admin/screens/audit-screen.tsx')).AuditScreen);
const PricingScreen = lazyScreen(async () => (await import('../features/pages/screens/pricing-screen.tsx')).PricingScreen);
const FaqScreen = lazyScreen(async () => (await import('../features/pages/screens/faq-screen.tsx')).FaqScreen);
const HelpScreen = lazyScreen(async () => (await import('../features/pages/screens/help-screen.tsx')).HelpScreen);
const AboutScreen = lazyScreen(async () => (await import('../features/pages/screens/about-screen.tsx')).AboutScreen);
const TermsScreen = lazyScreen(async () => (await import('../features/pages/screens/terms-screen.tsx')).TermsScreen);
const PrivacyScreen = lazyScreen(async () => (await import('../features/pages/screens/privacy-screen.tsx')).PrivacyScreen);
const FeedbackScreen = lazyScreen(async () => (await import('../features/feedback/screens/feedback-screen.tsx')).FeedbackScreen);
const ContactScreen = lazyScreen(async () => (await import('../features/contact/screens/contact-screen.tsx')).ContactScreen);
const PlannerScreen = lazyScreen(async () => (await import('../features/itineraries/screens/planner-screen.tsx')).PlannerScreen);
const ItinerariesScreen = lazyScreen(async () => (await import('../features/itineraries/screens/itineraries-screen.tsx')).ItinerariesScreen);
const SharedTripScreen = lazyScreen(async () => (await import('../features/itineraries/screens/shared-trip-screen.tsx')).SharedTripScreen);
const NotFoundScreen = lazyScreen(async () => (await import('../features/pages/screens/not-found-screen.tsx')).NotFoundScreen);

/** A screen's errors (a render error, its code failing to load) show inside the site's frame. */
function ScreenErrorBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The public pages arrive as HTML rendered on the server from the database, then hydrated
 * (entry-server.tsx, docs/decisions/0215); the others are rendered in the browser.
 */
const serverRendered = { serverRendered: true };

/** Routes only compose feature screens; each screen is its own chunk. */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <ScreenErrorBoundary />,
        children: [
          { index: true, element: <HomeScreen />, handle: serverRendered },
          { path: 'advisors', element: <AdvisorsDirectoryScreen />, handle: serverRendered },
          { path: 'advisors/:slug', element: <AdvisorDetailScreen />, handle: serverRendered },
          { path: 'auth', element: <AuthScreen /> },
          // The spec has no /login screen; links to it land on the Sign In tab.
          { path: 'login', element: <Navigate to="/auth?tab=signin" replace /> },
          { path: 'signup', element: <SignUpScreen /> },
          { path: 'reset-password', element: <ResetPasswordScreen /> },
          { path: 'profile', element: <ProfileScreen /> },
          { path: 'account', element: <AccountScreen /> },
          {
            path: 'admin',
            element: <AdminGuard />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', element: <DashboardScreen /> },
              { path: 'advisors', element: <AdvisorsAdminScreen /> },
              { path: 'customers', element: <CustomersScreen /> },
              { path: 'content', element: <ContentScreen /> },
              // The invite requests and the outbox are tabs of the content page now; old links land on them.
              { path: 'invite-requests', element: <Navigate to="/admin/content?tab=invites" replace /> },
              { path: 'outbox', element: <Navigate to="/admin/content?tab=outbox" replace /> },
              { path: 'analytics', element: <AnalyticsScreen /> },
              { path: 'audit', element: <AuditScreen /> },
            ],
          },
          { path: 'pricing', element: <PricingScreen />, handle: serverRendered },
          { path: 'faq', element: <FaqScreen />, handle: serverRendered },
          { path: 'help', element: <HelpScreen />, handle: serverRendered },
          { path: 'about', element: <AboutScreen />, handle: serverRendered },
          { path: 'terms', element: <TermsScreen />, handle: serverRendered },
          { path: 'privacy', element: <PrivacyScreen />, handle: serverRendered },
          { path: 'feedback', element: <FeedbackScreen />, handle: serverRendered },
          { path: 'contact', element: <ContactScreen />, handle: serverRendered },
          { path: 'planner', element: <PlannerScreen /> },
          { path: 'itineraries', element: <ItinerariesScreen /> },
          { path: 'trips/shared/:token', element: <SharedTripScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/**
 * The route pattern `pathname` renders ('advisors/:slug'), or undefined for the not-found page.
 * The sitemap's pages (shared/site/public-pages.ts) are checked against it (router.test.tsx).
 */
export function pageRouteFor(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf?.path === '*' ? undefined : (leaf?.path ?? (leaf?.index ? '' : undefined));
}

/** Whether the server renders `pathname`'s page as HTML (a public page). */
export function isServerRenderedPage(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle === serverRendered;
}

/** Loads the code of every screen `pathname` renders; a failure is left for the screen to show. */
export async function loadScreensFor(pathname: string): Promise<void> {
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  const toLoad = [...screens].filter((screen) => matched.some((element) => isValidElement(element) && element.type === screen));
  await Promise.allSettled(toLoad.map((screen) => screen.preload()));
}

function Routes() {
  // From here the page answers input: a page rendered on the server is shown before its script has
  // run, and the attribute tells tests (and anyone watching) that it has been taken over.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return useRoutes(routes);
}

export function AppRoutes() {
  return (
    // Errors in the frame itself replace the whole page.
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
