import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

const loadMenuSheet = () => import('./site-menu-sheet.tsx');
// The sheet (dialog, focus trap, scroll lock) is code most visits never need until the first tap.
const SiteMenuSheet = lazy(async () => ({ default: (await loadMenuSheet()).SiteMenuSheet }));

export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenuSheet()}
        onFocus={() => void loadMenuSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <SiteMenuSheet open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
