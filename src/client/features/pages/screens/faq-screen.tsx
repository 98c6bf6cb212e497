import { Link, useLocation } from 'react-router';
import { LifeBuoy, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';
import { faqEntries } from '../content/faq-entries.ts';
import { FaqAccordion } from '../components/faq-list.tsx';
import { RowsSkeleton, StaticPage } from '../components/static-page.tsx';

/** /faq: every question once, one answer open at a time. */
export function FaqScreen() {
  const { hash } = useLocation();
  const linked = faqEntries.find((entry) => `#${entry.id}` === hash)?.id;
  return (
    <StaticPage
      title="Frequently Asked Questions"
      description={`Answers about ${appName}: getting started, the Free and Premium plans, billing and cancelling, privacy, and changing advisors.`}
      intro={`Everything you might want to know about ${appName}, its plans and your privacy.`}
      width="narrow"
      skeleton={<RowsSkeleton count={faqEntries.length} />}
    >
      {/* Directly under the h1, so the questions are h2s. */}
      <FaqAccordion entries={faqEntries} headingLevel={2} defaultOpen={linked} />

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
