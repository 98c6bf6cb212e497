import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Separator } from '../../../components/ui/separator.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { appName } from '../../../lib/env.ts';
import { useSession } from '../../auth/index.ts';
import { ThemeToggle } from '../../theme/index.ts';
import { adminNavLinks } from '../admin-links.ts';
import { mainNavLinks, travelNavLinks } from '../nav-links.ts';
import { MenuAccountSection } from './menu-account-section.tsx';

function MenuLinks({ label, links, onChoose }: { label: string; links: readonly { to: string; label: string }[]; onChoose(): void }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              onClick={onChoose}
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
  );
}

/** The menu sliding in from the right; it closes after any choice. Loaded on first open. */
/** A headed group of menu links (Travel, Admin). */
function MenuSection({ label, links, onChoose }: { label: string; links: readonly { to: string; label: string }[]; onChoose(): void }) {
  const headingId = `menu-${label.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {label}
      </h2>
      <MenuLinks label={label} links={links} onChoose={onChoose} />
    </section>
  );
}

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
  const { isAdmin } = useSession();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        // styles.css keeps toasts beneath the open menu by this mark.
        data-site-menu=""
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
        <div className="flex-1 space-y-5 overflow-y-auto p-3">
          <MenuLinks label="Main" links={mainNavLinks} onChoose={close} />
          <MenuSection label="Travel" links={travelNavLinks} onChoose={close} />
          {isAdmin && <MenuSection label="Admin" links={adminNavLinks} onChoose={close} />}
        </div>
        <Separator />
        <div className="space-y-2 p-5">
          <MenuAccountSection onChoose={close} />
          <ThemeToggle className="w-full" onToggle={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
