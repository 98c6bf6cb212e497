import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { HelpSearchResult } from '../content/help-search.ts';
import { Highlight } from './highlight.tsx';

/** One topic of the Help Center: a region named by its h2, with the links that match the search. */
export function HelpTopicCard({ result, query }: { result: HelpSearchResult; query: string }) {
  const { topic, links } = result;
  const headingId = useId();
  const Icon = topic.icon;
  return (
    <section aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <h2 id={headingId} className="mt-4 text-lg font-semibold">
        <Highlight text={topic.title} query={query} />
      </h2>
      <p className="mt-1.5 text-sm leading-6 text-muted-foreground">
        <Highlight text={topic.description} query={query} />
      </p>
      <ul className="mt-4 space-y-0.5 border-t pt-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="group -mx-2 flex min-h-10 items-center justify-between gap-2 rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <span>
                <Highlight text={link.label} query={query} />
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
