import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { BrandLink } from './brand-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { loadNewsletterForm } from '../../newsletter/index.ts';

const platformLinks = [
  { to: '/advisors', label: 'Advisors' },
  // The spec points the footer's FAQs link at the pricing page, where plan questions are answered.
  { to: '/pricing', label: 'FAQs' },
  { to: '/feedback', label: 'Feedback' },
];
const legalLinks = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
];

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-muted-foreground transition hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The form (and its validation code) loads only when the footer comes near the screen.
const NewsletterForm = lazy(async () => ({ default: (await loadNewsletterForm()).NewsletterForm }));

function NewsletterFormPlaceholder() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

export function SiteFooter() {
  const [watchNewsletterArea, newsletterNear] = useNearViewport<HTMLDivElement>();
  return (
    <footer className="border-t bg-muted/30 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:grid-cols-[1.4fr_0.8fr_0.8fr_1.6fr]">
        <div className="space-y-3">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">Chat with AI Advisors for guidance and support tailored to your needs.</p>
        </div>
        <FooterLinks title="Platform" links={platformLinks} />
        <FooterLinks title="Legal" links={legalLinks} />
        <div ref={watchNewsletterArea} className="min-h-32 md:col-span-3 lg:col-span-1">
          {newsletterNear ? (
            <Suspense fallback={<NewsletterFormPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          ) : (
            <NewsletterFormPlaceholder />
          )}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {appName}. All rights reserved.
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
