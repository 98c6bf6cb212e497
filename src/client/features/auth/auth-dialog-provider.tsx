import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AuthTab } from './components/auth-tabs.tsx';

interface AuthDialogContextValue {
  openAuthDialog(tab?: AuthTab): void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

// The forms load the first time someone asks for them, not with every page.
const AuthDialog = lazy(async () => ({ default: (await import('./components/auth-dialog.tsx')).AuthDialog }));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('request');

  const openAuthDialog = useCallback((nextTab: AuthTab = 'request') => {
    setTab(nextTab);
    setRequested(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  return (
    <AuthDialogContext value={value}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <AuthDialog open={open} tab={tab} onTabChange={setTab} onOpenChange={setOpen} />
        </Suspense>
      )}
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = use(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return context;
}
