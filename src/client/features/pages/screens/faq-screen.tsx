import { useEffect } from 'react';
import { Link } from 'react-router';
import { LifeBuoy, Mail } from 'lucide-react';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';
import { useLocationHash } from '../../../lib/use-location-hash.ts';
import { useFaq } from '../api/faq.ts';
import { FaqAccordion } from '../components/faq-list.tsx';
import { RowsSkeleton, StaticPage } from '../components/static-page.tsx';

/** How many rows the skeleton shows while the entries load: about what the FAQ holds. */
const skeletonRows = 10;

/** /faq: every question once, one answer open at a time. The entries come from the database (GET /api/faq). */
export function FaqScreen() {
  const hash = useLocationHash();
  const faq = useFaq();
  const linked = faq.data?.find((entry) => `#${entry.id}` === hash)?.id;

  // A link to /faq#billing: scroll once the entry exists (the entries arrive after the page).
  useEffect(() => {
    if (linked) document.getElementById(linked)?.scrollIntoView();
  }, [linked]);

  return (
    <StaticPage
      title="Frequently Asked Questions"
      description={`Answers about ${appName}: getting started, the Free and Premium plans, billing and cancelling, privacy, and changing advisors.`}
      intro={`Everything you might want to know about ${appName}, its plans and your privacy.`}
      width="narrow"
      skeleton={<RowsSkeleton count={skeletonRows} />}
    >
      {faq.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the questions">
          <RowsSkeleton count={skeletonRows} />
        </div>
      ) : faq.isError ? (
        <LoadError
          layout="block"
          className="rounded-2xl border border-destructive/40 bg-card p-6"
          title={<p className="font-semibold">We couldn't load the questions.</p>}
          message="Please check your connection and try again."
          onRetry={() => void faq.refetch()}
          retrying={faq.isFetching}
        />
      ) : faq.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">No questions here yet.</p>
      ) : (
        // Directly under the h1, so the questions are h2s. Keyed by the linked entry: an accordion
        // only reads its defaultValue once.
        <FaqAccordion key={linked ?? 'none'} entries={faq.data} headingLevel={2} defaultOpen={linked} />
      )}

      <div className="mt-10 flex flex-col gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Still have questions?</p>
          <p className="mt-1 text-sm text-muted-foreground">Browse the Help Center or write to us; we're glad to help.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/help">
              <LifeBuoy aria-hidden="true" />
              Help Center
            </Link>
          </Button>
          <Button asChild>
            <Link to="/contact">
              <Mail aria-hidden="true" />
              Contact us
            </Link>
          </Button>
        </div>
      </div>
    </StaticPage>
  );
}
