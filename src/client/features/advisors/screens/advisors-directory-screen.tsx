import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { featuredAdvisors, toAdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { allTags, filterAdvisors } from '../../../../shared/advisors/directory-filter.ts';
import { ByViewport } from '../../../components/by-viewport.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { useAdvisors } from '../api/get-advisors.ts';
import { AdvisorCarousel } from '../components/advisor-carousel.tsx';
import { AdvisorGrid } from '../components/advisor-grid.tsx';
import { DirectoryFilterBar } from '../components/directory-filter-bar.tsx';
import { FeaturedAdvisors } from '../components/featured-advisors.tsx';
import { fallbackAdvisorRecords, fallbackTags } from '../fallback-advisors.ts';
import { FallbackNotice } from '../../../components/fallback-notice.tsx';

const fallbackAdvisors = fallbackAdvisorRecords.map(toAdvisorView);

/** /advisors: "AI Advisors". Filters live in the URL so Back and shared links keep them. */
export function AdvisorsDirectoryScreen() {
  const advisorsQuery = useAdvisors();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const selectedTags = searchParams.getAll('tag');

  const usingFallback = advisorsQuery.isError;
  const advisors = useMemo(() => (usingFallback ? fallbackAdvisors : (advisorsQuery.data ?? [])), [usingFallback, advisorsQuery.data]);
  const loading = advisorsQuery.isPending;
  const tags = usingFallback ? fallbackTags : allTags(advisors);
  const featured = useMemo(() => featuredAdvisors(advisors), [advisors]);
  const selectedKey = selectedTags.join('\n');
  const results = useMemo(
    () => filterAdvisors(advisors, { search, tags: selectedKey ? selectedKey.split('\n') : [] }),
    [advisors, search, selectedKey],
  );

  const updateFilters = (next: { search?: string; tags?: string[] }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const nextSearch = next.search ?? search;
        const nextTags = next.tags ?? selectedTags;
        if (nextSearch) params.set('q', nextSearch);
        else params.delete('q');
        params.delete('tag');
        for (const tag of nextTags) params.append('tag', tag);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <PageMeta
        title={`AI Advisors | ${appName}`}
        description="Browse AI advisors for clarity, confidence, connection and more, and find the coach that fits what you are working through."
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">AI Advisors</h1>
        <p className="max-w-2xl text-muted-foreground">
          Coaches for clarity, confidence, connection and more. Pick the one that fits what you are working through today.
        </p>
      </header>

      {usingFallback && <FallbackNotice />}

      <FeaturedAdvisors advisors={featured} loading={loading} />

      <section aria-labelledby="all-advisors-heading" className="space-y-5">
        <h2 id="all-advisors-heading" className="sr-only">
          All advisors
        </h2>
        <ByViewport
          phone={null}
          wide={
            <DirectoryFilterBar
              search={search}
              onSearchChange={(value) => updateFilters({ search: value })}
              tags={tags}
              selectedTags={selectedTags}
              onSelectedTagsChange={(value) => updateFilters({ tags: value })}
              onClear={() => updateFilters({ search: '', tags: [] })}
            />
          }
        />
        {!loading && results.length === 0 ? (
          <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
            No advisors found matching your search.
          </p>
        ) : (
          <ByViewport
            phone={<AdvisorCarousel advisors={results} loading={loading} label="Advisors" dotsLabel="Choose an advisor" />}
            wide={<AdvisorGrid advisors={results} loading={loading} label="Advisors" />}
          />
        )}
      </section>
    </div>
  );
}
