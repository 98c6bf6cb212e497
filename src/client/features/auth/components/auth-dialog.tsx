import { useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { appName } from '../../../lib/env.ts';
import { useSession } from '../hooks/use-session.ts';
import { AuthTabs, type AuthTab } from './auth-tabs.tsx';

interface AuthDialogProps {
  open: boolean;
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  onOpenChange(open: boolean): void;
}

/** 'Get Access to {product}' (or 'Welcome back' on Sign In); closes as soon as someone is signed in. */
export function AuthDialog({ open, tab, onTabChange, onOpenChange }: AuthDialogProps) {
  const { user } = useSession();
  useEffect(() => {
    if (open && user) onOpenChange(false);
  }, [open, user, onOpenChange]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{tab === 'signin' ? 'Welcome back' : `Get Access to ${appName}`}</DialogTitle>
          <DialogDescription>Get help along the way with our AI advisors</DialogDescription>
        </DialogHeader>
        <AuthTabs tab={tab} onTabChange={onTabChange} onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
