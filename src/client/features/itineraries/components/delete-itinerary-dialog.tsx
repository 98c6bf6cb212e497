import type { ItinerarySummary } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { tripTitle } from './itinerary-summary.tsx';

/** The confirmation before an itinerary is deleted for good; it stays open until the server answered. */
export function DeleteItineraryDialog({
  itinerary,
  onOpenChange,
  onConfirm,
  onClosedAfterDelete,
}: {
  itinerary: ItinerarySummary | null;
  onOpenChange(open: boolean): void;
  /** Resolves true when deleted (the dialog closes), false to stay for another try. */
  onConfirm(itinerary: ItinerarySummary): Promise<boolean>;
  /** Where focus goes once closed after a delete: the row that opened it is gone. */
  onClosedAfterDelete(): void;
}) {
  return (
    <ConfirmDialog
      open={itinerary !== null}
      onOpenChange={onOpenChange}
      title="Delete this itinerary?"
      description={itinerary ? `${tripTitle(itinerary)} and its day-by-day plan will be deleted for good. This cannot be undone.` : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={() => (itinerary ? onConfirm(itinerary) : Promise.resolve(false))}
      onClosedAfterConfirm={onClosedAfterDelete}
    />
  );
}
