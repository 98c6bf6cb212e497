import type { RefObject } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Separator } from '../../../components/ui/separator.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { appName } from '../../../lib/env.ts';
import { ThemeToggle } from '../../theme/theme-toggle.tsx';
import { mainNavLinks } from '../nav-links.ts';

/** The menu sliding in from the right; it closes after any choice. Loaded on first open. */
export function SiteMenuSheet({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button: it opens the sheet without being a Radix trigger, so focus is handed back to it on close. */
  returnFocusRef?: RefObject<HTMLButtonElement | null>;
}) {
  const navigate = useNavigate();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="flex w-80 max-w-[85vw] flex-col gap-0 p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef?.current?.focus();
        }}
      >
        <SheetHeader className="border-b p-5">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigate {appName}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2.5 text-base font-medium transition hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Separator />
        <div className="space-y-2 p-5">
          <Button
            className="w-full"
            onClick={() => {
              close();
              void navigate('/auth?tab=signin');
            }}
          >
            <LogIn aria-hidden="true" />
            Sign In
          </Button>
          <ThemeToggle className="w-full" onToggle={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
