import { Link } from 'react-router';
import { MessageSquareHeart } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { useSession } from '../../auth/index.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';

/** /feedback: a star rating, a message, and an optional reply. Open to visitors and members alike. */
export function FeedbackScreen() {
  const ready = useDelayedReady(300);
  const { user, loading } = useSession();

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 md:py-16">
      <PageMeta
        title={`Feedback | ${appName}`}
        description={`Tell us how ${appName} is working for you: rate your experience from one to five stars, share what you think, and ask for a reply if you'd like one.`}
      />
      {!ready || loading ? (
        <FeedbackSkeleton />
      ) : (
        <>
          <header className="mb-8 text-center">
            <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
              <MessageSquareHeart aria-hidden="true" className="size-7" />
            </div>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Share Your Feedback</h1>
            <p className="mx-auto mt-3 max-w-lg text-muted-foreground">
              How is {appName} working for you? A star rating is all we need, and a few words help us even more. Every note shapes what we
              build next.
            </p>
          </header>
          <Card>
            {/* Remounts when someone signs in or out here, so the reply fields follow the account. */}
            <CardContent key={user?.id ?? 'visitor'} className="py-2 sm:px-8">
              <FeedbackForm defaultName={user?.name ?? ''} defaultEmail={user?.email ?? ''} />
            </CardContent>
          </Card>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Need help with something specific?{' '}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
              Contact us
            </Link>{' '}
            or visit the{' '}
            <Link to="/help" className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
              Help Center
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}

function FeedbackSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading feedback form" className="space-y-8">
      <div className="flex flex-col items-center gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <Skeleton className="h-[28rem] rounded-xl" />
    </div>
  );
}
