import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { cn } from '../../../lib/cn.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';

/** The spec shows every static page's skeleton for 300 ms before its content. */
export const staticPageSkeletonMs = 300;

const widths = {
  narrow: 'max-w-3xl',
  default: 'max-w-5xl',
  wide: 'max-w-6xl',
} as const;

interface StaticPageProps {
  /** The h1. */
  title: string;
  /** The `<title>` before "| {appName}"; the h1 when not given. */
  documentTitle?: string;
  /** The page's `<meta name="description">`. */
  description: string;
  /** A line or two under the h1 (inline content only: it renders in a paragraph). */
  intro?: ReactNode;
  /** Small print under the intro, e.g. a "last updated" date. */
  meta?: ReactNode;
  align?: 'start' | 'center';
  width?: keyof typeof widths;
  /** The body's shape while loading; a few generic blocks when not given. */
  skeleton?: ReactNode;
  children: ReactNode;
}

/** Layout of the static pages: title and description for the document, a header, the skeleton first. */
export function StaticPage({
  title,
  documentTitle,
  description,
  intro,
  meta,
  align = 'start',
  width = 'default',
  skeleton,
  children,
}: StaticPageProps) {
  const ready = useDelayedReady(staticPageSkeletonMs);
  useScrollToHashWhenReady(ready);
  const centered = align === 'center';

  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 md:py-14', widths[width])}>
      <PageMeta title={`${documentTitle ?? title} | ${appName}`} description={description} />
      {ready ? (
        <>
          <header className={cn('mb-8 space-y-3 md:mb-12', centered && 'text-center')}>
            <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
            {intro && <p className={cn('max-w-2xl text-lg text-pretty text-muted-foreground', centered && 'mx-auto')}>{intro}</p>}
            {meta && <div className="text-sm text-muted-foreground">{meta}</div>}
          </header>
          {children}
        </>
      ) : (
        <div role="status" aria-busy="true" aria-label={`Loading ${title}`} className="space-y-8 md:space-y-12">
          <div className={cn('space-y-3', centered && 'flex flex-col items-center')}>
            <Skeleton className="h-9 w-64 max-w-full md:h-10" />
            <Skeleton className="h-6 w-[28rem] max-w-full" />
          </div>
          {skeleton ?? <BlocksSkeleton />}
        </div>
      )}
    </div>
  );
}

/**
 * The content arrives after the skeleton, so a link to `/terms#billing` has nothing to scroll to on
 * the first render: scroll once the sections exist.
 */
function useScrollToHashWhenReady(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

function BlocksSkeleton() {
  return (
    <div className="space-y-4">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A grid of card shapes, for pages made of cards. */
export function CardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn('grid gap-6', className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-56 rounded-xl" />
      ))}
    </div>
  );
}

/** Rows of a list, e.g. the FAQ's questions. */
export function RowsSkeleton({ count }: { count: number }) {
  return (
    <div className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A document: a contents column on desktop and paragraphs. */
export function DocumentSkeleton() {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <div className="hidden space-y-3 lg:block">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-40" />
        ))}
      </div>
      <div className="space-y-8">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="space-y-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
