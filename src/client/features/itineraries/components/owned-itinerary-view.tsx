import type { ReactNode } from 'react';
import { CalendarPlus, Check, Loader2, Save } from 'lucide-react';
import type { Itinerary, SaveItineraryRequest } from '../../../../shared/itineraries/itinerary.schema.ts';
import { itineraryMessages } from '../../../../shared/itineraries/planner-options.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { calendarUrl, useSaveItinerary } from '../api/itineraries.ts';
import { useRegenerateDay } from '../api/regenerate-day.ts';
import { samePlan, withDays } from '../plan-changes.ts';
import type { ViewableTrip } from '../trip-format.ts';
import { ItineraryView } from './itinerary-view.tsx';
import { RegenerateDayButton } from './regenerate-day-button.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** The request Save sends: the trip as it is now, with its plan. */
function saveBody(itinerary: Itinerary): SaveItineraryRequest & { id: string } {
  const { id, departureCity, destinationCity, numPeople, budget, departureDate, returnDate, foodPreference, transportationPreference, otherPreferences, plan } = itinerary;
  return {
    id,
    departureCity,
    destinationCity,
    numPeople,
    budget,
    departureDate,
    returnDate,
    // The server stored what it validated against these lists.
    accommodationPreference: itinerary.accommodationPreference as SaveItineraryRequest['accommodationPreference'],
    foodPreference,
    transportationPreference,
    activities: itinerary.activities as SaveItineraryRequest['activities'],
    otherPreferences,
    plan,
  };
}

interface OwnedItineraryViewProps {
  /** What to show: the saved itinerary, or the days streamed so far. */
  trip: ViewableTrip;
  /** The saved itinerary; absent while a stream writes it (the actions wait). */
  itinerary?: Itinerary | undefined;
  busy?: boolean;
  status?: ReactNode;
}

/**
 * The view with the owner's actions: Save Itinerary, Add to calendar, Share and Regenerate this day.
 * Generation and a day written again are stored by the server as they finish, so Save reads
 * "Saved" while the plan on screen is the stored one; it stores what differs (a rewritten day
 * whose save failed).
 */
export function OwnedItineraryView({ trip, itinerary: stored, busy = false, status }: OwnedItineraryViewProps) {
  const save = useSaveItinerary();
  const { regenerate, busyDay, unsavedDays, forgetUnsaved } = useRegenerateDay(stored?.id ?? '');
  const itinerary = stored && withDays(stored, unsavedDays);
  const changed = itinerary !== undefined && stored !== undefined && !samePlan(itinerary.plan, stored.plan);
  const disabled = !itinerary || busy || busyDay !== null;

  const regenerateDay = (day: number, note: string) => {
    regenerate(day, note).then(
      () => toast.success(`Day ${day} has been rewritten.`),
      (error: unknown) => toast.error(serverMessage(error, `Failed to regenerate day ${day}. Please try again.`)),
    );
  };

  const actions = (
    <>
      <Button
        size="sm"
        disabled={disabled || save.isPending || !changed}
        onClick={() => {
          if (!itinerary) return;
          save.mutate(saveBody(itinerary), {
            onSuccess: () => {
              forgetUnsaved();
              toast.success(itineraryMessages.saved);
            },
            onError: (error) => toast.error(serverMessage(error, 'Failed to save itinerary. Please try again.')),
          });
        }}
      >
        {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : changed || !itinerary ? <Save aria-hidden="true" /> : <Check aria-hidden="true" />}
        {save.isPending ? 'Saving...' : changed || !itinerary ? 'Save Itinerary' : 'Saved'}
      </Button>
      {itinerary && !disabled ? (
        <a href={calendarUrl(itinerary.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </Button>
      )}
      <ShareDialog itineraryId={itinerary?.id ?? ''} disabled={disabled} />
    </>
  );

  return (
    <ItineraryView
      trip={itinerary ?? trip}
      busy={busy}
      status={status}
      actions={actions}
      rewritingDay={busyDay}
      dayActions={itinerary ? (day) => <RegenerateDayButton day={day} disabled={disabled} onRegenerate={(note) => regenerateDay(day, note)} /> : undefined}
    />
  );
}
