import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { advisorEthosHeadline, advisorPreviewImage, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { tooManyRequestsError } from '../../../lib/api-client.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { useAdvisor } from '../api/get-advisor.ts';
import { AdvisorAbout } from '../components/advisor-about.tsx';
import { AdvisorCover } from '../components/advisor-cover.tsx';
import { AdvisorStatusBadge } from '../components/advisor-status-badge.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { useReportNotFound } from '../../../lib/page-status.ts';

/**
 * /advisors/:slug. A missing slug, a failed fetch or an unknown advisor sends the user back to the
 * list; a refusal for going too fast says so and offers to try again instead. What sits under the
 * header (Begin Session, from the chat feature) is given by the app, which composes the two
 * features: advisors knows nothing of chat (docs/decisions/0176-client-feature-boundaries.md).
 */
export function AdvisorDetailScreen({ callToAction }: { callToAction: (advisor: AdvisorView) => ReactNode }) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const advisorQuery = useAdvisor(slug);
  const advisor = advisorQuery.data;
  const refused = tooManyRequestsError(advisorQuery.error);
  const missing = !slug || (advisorQuery.isError && !refused) || (advisorQuery.isSuccess && advisor === null);

  useReportNotFound(advisorQuery.isSuccess && advisor === null);
  useEffect(() => {
    if (missing) void navigate('/advisors', { replace: true });
  }, [missing, navigate]);

  if (missing) {
    return <p className="mx-auto max-w-5xl px-4 py-16 text-center text-muted-foreground">Advisor not found.</p>;
  }
  if (refused) {
    return (
      <LoadError
        layout="block"
        className="mx-auto max-w-xl px-4 py-16"
        title={<h1 className="text-2xl font-bold">Please slow down a little</h1>}
        message={refused.message}
        onRetry={() => void advisorQuery.refetch()}
        retrying={advisorQuery.isFetching}
      />
    );
  }
  if (!advisor) return <AdvisorDetailSkeleton />;

  const headline = advisorEthosHeadline(advisor);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-6 sm:px-6 md:py-10">
      <PageMeta title={`${advisor.name} | ${appName}`} description={`${headline.title}: ${advisor.description}`} image={advisorPreviewImage(advisor)} type="profile" />
      <Link to="/advisors" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to advisors
      </Link>

      <header className="overflow-hidden rounded-2xl border bg-card">
        <AdvisorCover coverImage={advisor.coverImage} className="h-40 w-full md:h-56" first />
        <div className="px-6 pb-6 md:px-8 md:pb-8">
          <div className="-mt-14 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <PersonAvatar name={advisor.name} image={advisor.image} className="size-28 ring-4 text-2xl" framed />
            <AdvisorStatusBadge status={advisor.status} className="self-start sm:self-end" />
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{advisor.name}</h1>
          <p className="mt-1 text-lg font-medium text-primary">{headline.title}</p>
          <p className="mt-1 text-muted-foreground">{headline.description}</p>
          {headline.description !== advisor.description && <p className="mt-4 leading-relaxed">{advisor.description}</p>}
        </div>
      </header>

      {callToAction(advisor)}
      <AdvisorAbout advisor={advisor} />
    </div>
  );
}

function AdvisorDetailSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-6 sm:px-6 md:py-10" aria-busy="true" aria-label="Loading advisor">
      <Skeleton className="h-5 w-36" />
      <div className="overflow-hidden rounded-2xl border">
        <Skeleton className="h-40 rounded-none md:h-56" />
        <div className="space-y-3 p-6">
          <Skeleton className="-mt-14 size-28 rounded-full" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
