import { Pencil } from 'lucide-react';
import type { ItinerarySummary } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useItinerary } from '../api/itineraries.ts';
import { formatDateRange } from '../trip-format.ts';
import { ItineraryViewSkeleton } from './itinerary-view.tsx';
import { OwnedItineraryView } from './owned-itinerary-view.tsx';

/**
 * View: a large dialog titled '{destination} Itinerary' with the date range, Edit Itinerary and
 * the full view. The list holds summaries only: the plan is fetched when the dialog opens.
 */
export function ViewItineraryDialog({ itinerary, onOpenChange, onEdit }: { itinerary: ItinerarySummary | null; onOpenChange(open: boolean): void; onEdit(id: string): void }) {
  return (
    <Dialog open={itinerary !== null} onOpenChange={onOpenChange}>
      {itinerary && (
        <DialogContent className="flex h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] flex-col gap-0 overflow-hidden p-0 sm:h-[calc(100dvh-4rem)] sm:max-w-5xl">
          <ViewItineraryBody summary={itinerary} onEdit={onEdit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ViewItineraryBody({ summary, onEdit }: { summary: ItinerarySummary; onEdit(id: string): void }) {
  // The summary's heading shows at once; a regenerated day or a save updates the plan's query.
  const full = useItinerary(summary.id);
  const itinerary = full.data;
  const heading = itinerary ?? summary;
  return (
    <>
      <DialogHeader className="border-b py-4 pr-14 pl-4 sm:pr-16 sm:pl-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle className="text-xl">{heading.destinationCity} Itinerary</DialogTitle>
            <DialogDescription>{formatDateRange(heading.departureDate, heading.returnDate)}</DialogDescription>
          </div>
          <Button size="sm" variant="secondary" disabled={!itinerary} onClick={() => onEdit(summary.id)}>
            <Pencil aria-hidden="true" />
            Edit Itinerary
          </Button>
        </div>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        {itinerary ? (
          <OwnedItineraryView trip={itinerary} itinerary={itinerary} />
        ) : full.isError ? (
          <LoadError
            layout="block"
            alert="message"
            className="py-12"
            message="We couldn't load this itinerary. Please check your connection and try again."
            onRetry={() => void full.refetch()}
          />
        ) : (
          <ItineraryViewSkeleton />
        )}
      </div>
    </>
  );
}
