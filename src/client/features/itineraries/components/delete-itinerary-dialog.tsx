import { useState } from 'react';
import type { ItinerarySummary } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
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
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <AlertDialog
      open={itinerary !== null}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted) return;
          setDeleted(false);
          event.preventDefault();
          onClosedAfterDelete();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this itinerary?</AlertDialogTitle>
          <AlertDialogDescription>{itinerary ? `${tripTitle(itinerary)} and its day-by-day plan will be deleted for good. This cannot be undone.` : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              if (!itinerary) return;
              setPending(true);
              void onConfirm(itinerary)
                .then((ok) => {
                  if (!ok) return;
                  setDeleted(true);
                  onOpenChange(false);
                })
                .finally(() => setPending(false));
            }}
          >
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
