import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Search, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { appName } from '../../../lib/env.ts';
import { helpTopics } from '../content/help-topics.ts';
import { normalizeQuery, searchHelpTopics } from '../content/help-search.ts';
import { HelpTopicCard } from '../components/help-topic-card.tsx';
import { CardsSkeleton, StaticPage } from '../components/static-page.tsx';

/** /help: the topic cards, filtered as you type. The query lives in the URL (?q=) so a reload or a shared link keeps it. */
export function HelpScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useMemo(() => searchHelpTopics(helpTopics, query), [query]);
  const searching = normalizeQuery(query) !== '';

  const setQuery = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('q', next);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <StaticPage
      title="Help Center"
      description={`Find help with ${appName}: getting started, your account, using the advisors, the travel planner, billing and plans, and how to reach us.`}
      intro="Find answers, guides and the quickest way to reach us."
      align="center"
      width="wide"
      skeleton={<CardsSkeleton count={6} className="md:grid-cols-2 lg:grid-cols-3" />}
    >
      <div className="mx-auto mb-10 max-w-xl">
        <form role="search" aria-label="Search help" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="help-search" className="sr-only">
            Search help topics
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id="help-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search help topics..."
              autoComplete="off"
              className="h-12 rounded-xl bg-card pl-10 text-base md:text-base"
            />
          </div>
        </form>
        {/* Always mounted, so screen readers announce each change of the result count. */}
        <p role="status" className="sr-only">
          {searching ? topicCount(results.length) : ''}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">No help topics match "{query.trim()}".</p>
          <Button type="button" variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      ) : (
        // A last card alone on its row of three sits in the middle (seven topics: Still Need Help?).
        <ul aria-label="Help topics" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:[&>li:last-child:nth-child(3n+1)]:col-start-2">
          {results.map((result) => (
            <li key={result.topic.id}>
              <HelpTopicCard result={result} query={query} />
            </li>
          ))}
        </ul>
      )}
    </StaticPage>
  );
}

function topicCount(count: number): string {
  if (count === 0) return 'No topics found';
  return `${count} ${count === 1 ? 'topic' : 'topics'} found`;
}
