import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { cn } from '../../../lib/cn.ts';
import { AdvisorCard, AdvisorCardSkeleton } from './advisor-card.tsx';

export const gridSkeletonCount = 8;

/** 1 column under 640 px, 2 under 768, 3 under 1024, otherwise 4. */
const gridClasses = 'grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export function AdvisorGrid({ advisors, loading, label }: { advisors: AdvisorView[]; loading: boolean; label: string }) {
  if (loading) {
    return (
      <div className={gridClasses} aria-busy="true" aria-label={`${label}, loading`}>
        {Array.from({ length: gridSkeletonCount }, (_, index) => (
          <AdvisorCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn(gridClasses)} aria-label={label}>
      {advisors.map((advisor, index) => (
        <li key={advisor.id}>
          {/* Only the first card's pictures come with the page: on a phone this grid is hidden (ByViewport) and a
              picture that is not lazy is fetched even there; the rest of a wide first row follows the layout. */}
          <AdvisorCard advisor={advisor} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
