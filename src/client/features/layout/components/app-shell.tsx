import { Outlet } from 'react-router';
import { ScrollRestoration } from '../../../lib/scroll-restoration.tsx';
import { AuthDialogProvider, useSessionSync } from '../../auth/index.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppShell() {
  useSessionSync();
  return (
    <AuthDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </AuthDialogProvider>
  );
}
