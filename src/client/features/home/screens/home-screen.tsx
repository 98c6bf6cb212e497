import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { featuredAdvisors } from '../../../../shared/advisors/advisor-view.ts';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';
import { useAdvisors } from '../../advisors/api/get-advisors.ts';
import { AdvisorGrid } from '../../advisors/components/advisor-grid.tsx';

/** The landing page: a welcome and the featured advisors. */
export function HomeScreen() {
  const advisorsQuery = useAdvisors();
  const featured = featuredAdvisors(advisorsQuery.data ?? []);
  return (
    <div>
      <title>{`${appName} | AI advisors for clarity, confidence and connection`}</title>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/15 via-background to-background">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 md:py-28">
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-6xl">Meet Your New AI Advisor</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-balance text-muted-foreground">
            Evidence-based, therapy-informed coaching conversations for the moments that matter, whenever you need them. Private by design.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/advisors">
                Browse Advisors
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
      {(advisorsQuery.isPending || featured.length > 0) && (
        <section aria-labelledby="home-featured-heading" className="mx-auto max-w-7xl space-y-6 px-4 py-14 sm:px-6">
          <div className="flex items-end justify-between gap-4">
            <h2 id="home-featured-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
              Featured advisors
            </h2>
            <Link to="/advisors" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              View all
            </Link>
          </div>
          <AdvisorGrid advisors={featured} loading={advisorsQuery.isPending} label="Featured advisors" />
        </section>
      )}
    </div>
  );
}
