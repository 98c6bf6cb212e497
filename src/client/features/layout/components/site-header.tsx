import { BrandLink } from './brand-link.tsx';
import { SiteMenu } from './site-menu.tsx';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <BrandLink />
        <SiteMenu />
      </div>
    </header>
  );
}
