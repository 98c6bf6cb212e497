import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Compass, Home } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';

const helpfulLinks = [
  { to: '/advisors', label: 'Browse advisors' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/feedback', label: 'Feedback' },
  { to: '/help', label: 'Help Center' },
];

export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`Page not found | ${appName}`}</title>
      <meta name="description" content="This page does not exist. Find your way back to the advisors, pricing, FAQ or help." />
      <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Hmm, we can't find that page</h1>
      <p className="mt-3 text-muted-foreground">The link may be old, or the page may have moved. These might help you find your way.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
      <nav aria-label="Helpful links" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
