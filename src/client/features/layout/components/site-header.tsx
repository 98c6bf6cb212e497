import { BrandLink } from './brand-link.tsx';
import { SiteMenu } from './site-menu.tsx';

export function SiteHeader() {
  // Opaque rather than frosted: a backdrop blur under a sticky header is redrawn on every
  // scroll frame, which costs phones without a GPU (and headless test browsers) a busy core.
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <BrandLink />
        <SiteMenu />
      </div>
    </header>
  );
}
