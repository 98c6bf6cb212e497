import { Link } from 'react-router';
import { cardTags, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { AdvisorCover } from './advisor-cover.tsx';
import { AdvisorStatusBadge } from './advisor-status-badge.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/** A directory card: the whole card links to the advisor; Learn More is the visible call. `first`: one of the cards the page opens on. */
export function AdvisorCard({ advisor, className, first = false }: { advisor: AdvisorView; className?: string; first?: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
      aria-labelledby={`advisor-${advisor.id}-name`}
    >
      <div className="relative h-28">
        <AdvisorCover coverImage={advisor.coverImage} className="absolute inset-0 size-full" first={first} />
        <AdvisorStatusBadge status={advisor.status} className="absolute top-3 right-3 z-10 bg-background/80" />
      </div>
      <div className="flex flex-1 flex-col px-5 pb-5">
        <PersonAvatar name={advisor.name} image={advisor.image} className="-mt-8 size-16" framed lazy={!first} />
        <h3 id={`advisor-${advisor.id}-name`} className="mt-3 text-lg font-semibold leading-tight">
          <Link to={`/advisors/${advisor.slug}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {advisor.name}
          </Link>
        </h3>
        <p className="text-sm font-medium text-primary">{advisor.category}</p>
        {advisor.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {cardTags(advisor).map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{advisor.description}</p>
        <div className="mt-auto pt-4">
          {/* The name is the link (the whole card is its target); this only shows where to tap. */}
          <span
            aria-hidden="true"
            className="inline-flex h-9 w-full items-center justify-center rounded-md border text-sm font-medium transition group-hover:bg-accent group-hover:text-accent-foreground"
          >
            Learn More
          </span>
        </div>
      </div>
    </article>
  );
}

export function AdvisorCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex h-full flex-col overflow-hidden rounded-xl border bg-card', className)} data-testid="advisor-card-skeleton" aria-hidden="true">
      <Skeleton className="h-28 rounded-none" />
      <div className="flex flex-col gap-3 px-5 pb-5">
        <Skeleton className="-mt-8 size-16 rounded-full" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-2 h-9 w-full" />
      </div>
    </div>
  );
}
