import { Link } from 'react-router';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/** Tiles in the first row on a wide screen; a phone shows fewer, and the rest wait for the layout. */
const tilesInFirstRow = 3;

/** The featured block above the directory: compact tiles, a row that scrolls on phones. */
export function FeaturedAdvisors({ advisors, loading }: { advisors: AdvisorView[]; loading: boolean }) {
  if (!loading && advisors.length === 0) return null;
  return (
    <section aria-labelledby="featured-advisors-heading" className="space-y-3">
      <h2 id="featured-advisors-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Featured advisors
      </h2>
      <ul className="scrollbar-none -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="w-64 shrink-0 md:w-auto" aria-hidden="true">
                <Skeleton className="h-20 rounded-xl" />
              </li>
            ))
          : advisors.map((advisor, index) => (
              <li key={advisor.id} className="w-64 shrink-0 snap-start md:w-auto">
                <Link
                  to={`/advisors/${advisor.slug}`}
                  className="flex h-full items-center gap-3 rounded-xl border bg-card p-3 transition hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <PersonAvatar name={advisor.name} image={advisor.image} className="size-12 shrink-0" framed lazy={index >= tilesInFirstRow} />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{advisor.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">{advisor.category}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
