import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LayoutGrid, List, Loader2, Map as MapIcon, Plus } from 'lucide-react';
import type { ItinerarySummary } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import { itineraryMessages } from '../../../../shared/itineraries/planner-options.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { appName } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { SignInRequired, useSession } from '../../auth/index.ts';
import { useDeleteItinerary, useItineraries } from '../api/itineraries.ts';
import { DeleteItineraryDialog } from '../components/delete-itinerary-dialog.tsx';
import { ItineraryCard, ItineraryRow } from '../components/itinerary-summary.tsx';
import { ViewItineraryDialog } from '../components/view-itinerary-dialog.tsx';
import { forgetCurrentItinerary, setCurrentItinerary } from '../current-itinerary.ts';

type Layout = 'grid' | 'list';
const layoutKey = 'wayfinder:itineraries-layout';

function storedLayout(): Layout {
  try {
    return localStorage.getItem(layoutKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** /itineraries: "My Itineraries", for signed-in users. */
export function ItinerariesScreen() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <title>{`My Itineraries | ${appName}`}</title>
      <meta name="description" content="Your saved travel itineraries." />
      <SignInRequired loading={<ItinerariesSkeleton />}>
        <MyItineraries />
      </SignInRequired>
    </div>
  );
}

function ItinerariesSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your itineraries" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-5 w-36" />
        </div>
        <Skeleton className="h-10 w-48" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function MyItineraries() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const itineraries = useItineraries();
  const remove = useDeleteItinerary();
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const [viewing, setViewing] = useState<ItinerarySummary | null>(null);
  const [deleting, setDeleting] = useState<ItinerarySummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  // The trip that takes focus once the next page is on screen: the fetch can resolve a render or two before its trips are committed.
  const focusOnArrival = useRef<number | null>(null);
  useEffect(() => {
    const index = focusOnArrival.current;
    if (index === null) return;
    const target = itemsRef.current?.querySelectorAll<HTMLElement>('article[data-itinerary]')[index];
    if (!target) return;
    focusOnArrival.current = null;
    target.focus();
  });

  const chooseLayout = (next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(layoutKey, next);
    } catch {
      // Not kept across visits: nothing worse.
    }
  };

  const createNew = () => {
    setCurrentItinerary(userId, null);
    void navigate('/planner');
  };
  const view = (itinerary: ItinerarySummary) => {
    setCurrentItinerary(userId, { id: itinerary.id, editing: false });
    setViewing(itinerary);
  };
  // The planner reads the whole itinerary by its id (a summary has no plan).
  const edit = (id: string) => {
    setCurrentItinerary(userId, { id, editing: true });
    void navigate('/planner');
  };
  /** The next page; focus then goes to its first trip, as the button may be gone. */
  const loadMore = async (shown: number) => {
    const result = await itineraries.fetchNextPage();
    if (result.isError) {
      toast.error(serverMessage(result.error, "We couldn't load more itineraries. Please try again."));
      return;
    }
    focusOnArrival.current = shown;
    itemsRef.current?.querySelectorAll<HTMLElement>('article[data-itinerary]')[shown]?.focus();
    if (document.activeElement === itemsRef.current?.querySelectorAll('article[data-itinerary]')[shown]) focusOnArrival.current = null;
  };
  const confirmDelete = async (itinerary: ItinerarySummary) => {
    try {
      await remove.mutateAsync(itinerary.id);
      forgetCurrentItinerary(userId, itinerary.id);
      toast.success(itineraryMessages.deleted);
      return true;
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to delete itinerary. Please try again.'));
      return false;
    }
  };

  if (itineraries.isPending) return <ItinerariesSkeleton />;
  if (itineraries.isError) {
    return (
      <LoadError
        layout="block"
        alert="message"
        className="rounded-xl border bg-card px-6 py-12"
        title={<h1 className="text-2xl font-bold">My Itineraries</h1>}
        message="We couldn't load your itineraries. Please check your connection and try again."
        onRetry={() => void itineraries.refetch()}
      />
    );
  }

  const list = itineraries.data.pages.flatMap((page) => page.itineraries);
  // The latest page's count: a save or a delete elsewhere since the first page changed it.
  const count = itineraries.data.pages.at(-1)?.total ?? list.length;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none md:text-4xl">
            My Itineraries
          </h1>
          <p className="mt-1 text-muted-foreground">
            {count} {count === 1 ? 'itinerary' : 'itineraries'} saved
          </p>
        </div>
        <div className="flex items-center gap-2">
          {count > 0 && (
            <div role="group" aria-label="Layout" className="inline-flex rounded-lg border bg-muted p-0.5">
              {(
                [
                  ['grid', 'Grid view', LayoutGrid],
                  ['list', 'List view', List],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={layout === value}
                  aria-label={label}
                  title={label}
                  onClick={() => chooseLayout(value)}
                  className={cn(
                    'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    layout === value && 'bg-background text-foreground shadow-sm dark:bg-white/10',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              ))}
            </div>
          )}
          <Button onClick={createNew}>
            <Plus aria-hidden="true" />
            Create New
          </Button>
        </div>
      </header>

      {count === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card/50 px-6 py-16 text-center">
          <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <MapIcon aria-hidden="true" className="size-8" />
          </div>
          <h2 className="text-xl font-semibold">{itineraryMessages.noItinerariesTitle}</h2>
          <p className="max-w-md text-muted-foreground">Plan a trip with the AI travel planner and it will be saved here, ready to view, edit and share.</p>
          <Button size="lg" onClick={createNew}>
            <Plus aria-hidden="true" />
            {itineraryMessages.createFirst}
          </Button>
        </div>
      ) : (
        <div ref={itemsRef} className="space-y-6">
          {layout === 'grid' ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((itinerary) => (
                <ItineraryCard key={itinerary.id} itinerary={itinerary} onView={() => view(itinerary)} onEdit={() => edit(itinerary.id)} onDelete={() => setDeleting(itinerary)} />
              ))}
            </div>
          ) : (
            <div className="space-y-3">
              {list.map((itinerary) => (
                <ItineraryRow key={itinerary.id} itinerary={itinerary} onView={() => view(itinerary)} onEdit={() => edit(itinerary.id)} onDelete={() => setDeleting(itinerary)} />
              ))}
            </div>
          )}
          <ListFooter shown={list.length} total={count} more={itineraries.hasNextPage} loading={itineraries.isFetchingNextPage} onLoadMore={() => void loadMore(list.length)} />
        </div>
      )}

      <ViewItineraryDialog
        itinerary={viewing}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        onEdit={(id) => {
          setViewing(null);
          edit(id);
        }}
      />
      <DeleteItineraryDialog
        itinerary={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        onClosedAfterDelete={() => headingRef.current?.focus()}
      />
    </div>
  );
}

/** Under the trips: how many of them are shown, and Load more while the server has others. */
function ListFooter({ shown, total, more, loading, onLoadMore }: { shown: number; total: number; more: boolean; loading: boolean; onLoadMore(): void }) {
  if (!more && shown >= total) return null;
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p role="status" className="text-sm text-muted-foreground">
        Showing {shown} of {total} itineraries
      </p>
      {more && (
        <Button variant="outline" className="w-full sm:w-auto sm:min-w-48" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
          {loading && <Loader2 aria-hidden="true" className="animate-spin" />}
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
