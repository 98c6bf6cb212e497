import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { useAuthDialog, useSession } from '../../auth/index.ts';
import { sectionDelayMs } from './home-section.tsx';

// The panel is dark in both themes, so its buttons are white rather than themed.
const solidOnPanel = 'bg-white text-slate-900 hover:bg-white/90';
const outlineOnPanel =
  'border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white dark:bg-transparent dark:hover:bg-white/10';

/** The last word: visitors are invited in, members are sent back to their advisors. */
export function ClosingCtaSection() {
  const ready = useDelayedReady(sectionDelayMs);
  const { user, loading } = useSession();
  const { openAuthDialog } = useAuthDialog();

  if (!ready) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24" aria-hidden="true">
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    );
  }

  const title = user ? 'Ready for your next conversation?' : 'Your first conversation is free';
  const body = user
    ? 'Your advisors are here whenever you are. Pick up where you left off, or meet someone new who sees things from a different angle.'
    : 'Request an invite, create your free account and meet an advisor who is ready when you are. No waiting room, no pressure: just a good conversation.';

  return (
    <section aria-labelledby="home-cta-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-indigo-800 to-slate-900 px-6 py-14 text-center text-white shadow-2xl md:px-16 md:py-20">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-teal-400/25 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 -z-10 size-96 rounded-full bg-fuchsia-500/20 blur-3xl" />
        <h2 id="home-cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-white/80 md:text-lg">{body}</p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          {loading ? (
            <Skeleton className="h-11 w-full bg-white/20 sm:w-40" />
          ) : (
            !user && (
              <Button
                size="lg"
                className="w-full bg-white text-slate-900 hover:bg-white/90 sm:w-auto"
                onClick={() => openAuthDialog('request')}
              >
                <Sparkles aria-hidden="true" />
                Get Access
              </Button>
            )
          )}
          {/* Members have one way forward, so it takes the solid style; for visitors Get Access leads. */}
          <Button
            asChild
            size="lg"
            variant={user ? 'default' : 'outline'}
            className={cn('w-full sm:w-auto', user ? solidOnPanel : outlineOnPanel)}
          >
            <Link to="/advisors">
              Browse Advisors
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
