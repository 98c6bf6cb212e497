import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { itineraryQueryOptions } from '../api/itineraries.ts';
import { formatDateRange } from '../trip-format.ts';
import { OwnedItineraryView } from './owned-itinerary-view.tsx';

/** View: a large dialog titled '{destination} Itinerary' with the date range, Edit Itinerary and the full view. */
export function ViewItineraryDialog({ itinerary, onOpenChange, onEdit }: { itinerary: Itinerary | null; onOpenChange(open: boolean): void; onEdit(itinerary: Itinerary): void }) {
  return (
    <Dialog open={itinerary !== null} onOpenChange={onOpenChange}>
      {itinerary && (
        <DialogContent className="flex h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] flex-col gap-0 overflow-hidden p-0 sm:h-[calc(100dvh-4rem)] sm:max-w-5xl">
          <ViewItineraryBody itinerary={itinerary} onEdit={onEdit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ViewItineraryBody({ itinerary: listed, onEdit }: { itinerary: Itinerary; onEdit(itinerary: Itinerary): void }) {
  // The list's copy shows at once; a regenerated day or a save updates this one.
  const { data } = useQuery({ ...itineraryQueryOptions(listed.id), initialData: listed, staleTime: 30_000 });
  const itinerary = data;
  return (
    <>
      <DialogHeader className="border-b py-4 pr-14 pl-4 sm:pr-16 sm:pl-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle className="text-xl">{itinerary.destinationCity} Itinerary</DialogTitle>
            <DialogDescription>{formatDateRange(itinerary.departureDate, itinerary.returnDate)}</DialogDescription>
          </div>
          <Button size="sm" variant="secondary" onClick={() => onEdit(itinerary)}>
            <Pencil aria-hidden="true" />
            Edit Itinerary
          </Button>
        </div>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        <OwnedItineraryView trip={itinerary} itinerary={itinerary} />
      </div>
    </>
  );
}
