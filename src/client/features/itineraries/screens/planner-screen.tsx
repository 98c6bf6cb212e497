import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Compass, Pencil, X } from 'lucide-react';
import { errorCatalog } from '../../../../shared/errors.ts';
import type { GenerateItineraryRequest, Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { itineraryMessages } from '../../../../shared/itineraries/planner-options.ts';
import { CrisisBanner } from '../../../components/crisis-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { appName } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { SignInRequired, useSession } from '../../auth/index.ts';
import { storeItinerary, useItinerary, usePlannerPreferences } from '../api/itineraries.ts';
import { ItineraryStreamError } from '../api/itinerary-stream.ts';
import { tripTitle } from '../components/itinerary-summary.tsx';
import { ItineraryViewSkeleton } from '../components/itinerary-view.tsx';
import { OwnedItineraryView } from '../components/owned-itinerary-view.tsx';
import { type CurrentItinerary, useCurrentItinerary } from '../current-itinerary.ts';
import { formatDateRange } from '../trip-format.ts';
import { FreePlanNotice } from '../components/free-plan-notice.tsx';
import { PlannerForm } from '../components/planner-form.tsx';
import { StreamProgress } from '../components/stream-progress.tsx';
import { type Generation, useItineraryGeneration } from '../hooks/use-itinerary-generation.ts';
import { clearPlannerDraft, readPlannerDraft, writePlannerDraft } from '../planner-draft.ts';
import { defaultPlannerValues, type PlannerFormValues, valuesFromItinerary } from '../../../../shared/itineraries/planner-form.schema.ts';

/** /planner: the AI travel planner, for signed-in users. */
export function PlannerScreen() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-10">
      <title>{`AI Travel Planner | ${appName}`}</title>
      <meta name="description" content="Describe your trip and get a day-by-day AI travel itinerary." />
      <header className="mb-8 print:hidden">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">AI Travel Planner</h1>
        <p className="mt-2 text-muted-foreground">Tell us about your trip and get a personalized day-by-day itinerary in moments.</p>
      </header>
      <SignInRequired loading={<PlannerSkeleton />}>
        <Planner />
      </SignInRequired>
    </div>
  );
}

function PlannerSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the planner" className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="space-y-5">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

// Refusals that tell the user what to do (delete a trip, shorten it), before or at the end of the stream.
const actionableRefusals: readonly string[] = [errorCatalog['conflict:saved_itinerary_limit'].message, errorCatalog['payload_too_large:itinerary'].message];

const placeFields = ['departureCity', 'destinationCity'] as const;

/** The toast for a generation that failed before or during the stream; the form keeps what was typed. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429 || error.status === 409 || error.status === 413) return error.message;
    if (error.status === 400) return Object.values(error.fields ?? {})[0] ?? error.message;
  }
  if (error instanceof ItineraryStreamError && actionableRefusals.includes(error.message)) return error.message;
  return itineraryMessages.generateFailed;
}

function Planner() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [current, setCurrent] = useCurrentItinerary(userId);
  const currentQuery = useItinerary(current?.id ?? null);
  const preferences = usePlannerPreferences();
  const { generation, start, safety, dismissSafety } = useItineraryGeneration();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A new form (fresh defaults) each time the user starts over.
  const [formRound, setFormRound] = useState(0);
  // A departure or destination the server could not find: the form marks and focuses that field.
  const [serverProblem, setServerProblem] = useState<{ field: 'departureCity' | 'destinationCity' } | null>(null);

  // The current itinerary was deleted elsewhere: forget it.
  const gone = currentQuery.isError && currentQuery.error instanceof ApiRequestError && currentQuery.error.status === 404;
  useEffect(() => {
    if (gone) setCurrent(null);
  }, [gone, setCurrent]);

  const editing = current?.editing ? current : null;
  const edited = editing ? currentQuery.data : undefined;

  // A new trip's form is kept as the user types, so a refusal (the free limit's trip to /pricing) or
  // a reload never loses it; editing fills the form from the itinerary and keeps no draft.
  const keepDraft = useCallback((values: PlannerFormValues) => {
    if (userId) writePlannerDraft(userId, values);
  }, [userId]);

  const generate = (request: GenerateItineraryRequest) => {
    const editingId = editing?.id;
    start(editingId ? { ...request, itineraryId: editingId } : request).then(
      (itinerary) => {
        if (!editingId && userId) clearPlannerDraft(userId);
        storeItinerary(queryClient, itinerary);
        setCurrent({ id: itinerary.id, editing: editingId === itinerary.id });
        toast.success(itineraryMessages.created);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused up front (403), or by the last check when the plan is saved (the stream's error).
        const freeLimit = (error instanceof ApiRequestError && error.code === 'forbidden:itinerary_limit') || (error instanceof ItineraryStreamError && error.message === itineraryMessages.freeLimit);
        if (freeLimit) {
          // What was typed is in the draft: the planner opens with it again on the way back.
          toast.error(itineraryMessages.freeLimit);
          void navigate('/pricing');
          return;
        }
        if (error instanceof ApiRequestError && error.status === 400) {
          const field = placeFields.find((name) => error.fields?.[name] !== undefined);
          if (field) setServerProblem({ field });
        }
        toast.error(failureMessage(error));
      },
    );
  };

  const startOver = () => {
    setCurrent(null);
    setFormRound((round) => round + 1);
  };

  let form;
  if (editing && !edited) {
    form = currentQuery.isError ? <FormUnavailable onStartOver={startOver} /> : <FormSkeleton />;
  } else if (!editing && preferences.isPending) {
    form = <FormSkeleton />;
  } else {
    const initialValues = edited ? valuesFromItinerary(edited) : { ...defaultPlannerValues(new Date(), preferences.data), ...(userId && readPlannerDraft(userId)) };
    form = (
      <PlannerForm
        key={edited ? `edit-${edited.id}` : `new-${formRound}`}
        initialValues={initialValues}
        busy={generation !== null}
        onGenerate={generate}
        onProblem={(message) => toast.error(message)}
        notice={edited && <EditingNotice itinerary={edited} disabled={generation !== null} onStartOver={startOver} />}
        onChange={edited ? undefined : keepDraft}
        serverProblem={serverProblem}
      />
    );
  }
  // Editing replaces a plan and never meets the limit: the count would only distract then.
  const freePlan = editing ? null : preferences.data?.freePlan;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:block">
      <div className="space-y-5 print:hidden">
        {freePlan && <FreePlanNotice allowance={freePlan} />}
        {form}
      </div>
      <section aria-label="Your itinerary" className="min-w-0 space-y-4">
        {safety && <CrisisBanner resources={safety.length > 0 ? safety : undefined} onDismiss={dismissSafety} />}
        <CurrentItineraryPanel generation={generation} current={current} itinerary={currentQuery.data} loading={currentQuery.isPending && current !== null} />
      </section>
    </div>
  );
}

function CurrentItineraryPanel({ generation, current, itinerary, loading }: { generation: Generation | null; current: CurrentItinerary | null; itinerary: Itinerary | undefined; loading: boolean }) {
  if (generation) {
    const trip = { ...generation.request, plan: generation.days };
    return (
      <div className="space-y-4">
        <ItineraryHeading title={tripTitle(trip)} dates={formatDateRange(trip.departureDate, trip.returnDate)} />
        <OwnedItineraryView trip={trip} busy status={<StreamProgress written={generation.days.length} total={generation.total} />} />
      </div>
    );
  }
  if (current && itinerary) {
    return (
      <div className="space-y-4">
        <ItineraryHeading title={tripTitle(itinerary)} dates={formatDateRange(itinerary.departureDate, itinerary.returnDate)} />
        <OwnedItineraryView trip={itinerary} itinerary={itinerary} />
      </div>
    );
  }
  if (loading) return <ItineraryViewSkeleton />;
  return (
    <div className="flex min-h-[24rem] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed bg-card/50 px-6 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </div>
      <h2 className="text-xl font-semibold">{itineraryMessages.emptyTitle}</h2>
      <p className="max-w-sm text-muted-foreground">{itineraryMessages.emptyHint}</p>
    </div>
  );
}

function ItineraryHeading({ title, dates }: { title: string; dates: string }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="text-muted-foreground">{dates}</p>
    </div>
  );
}

function EditingNotice({ itinerary, disabled, onStartOver }: { itinerary: Itinerary; disabled: boolean; onStartOver(): void }) {
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4 text-sm">
      <Pencil aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Editing {tripTitle(itinerary)}.</span> Generating will replace its plan.
      </p>
      <Button type="button" variant="ghost" size="sm" className="-my-1.5 shrink-0" disabled={disabled} onClick={onStartOver}>
        <X aria-hidden="true" />
        Start new
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the form" className="space-y-5">
      <Skeleton className="h-[26rem] rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}

function FormUnavailable({ onStartOver }: { onStartOver(): void }) {
  return (
    <div className="space-y-3 rounded-xl border bg-card p-6 text-center">
      <p role="alert">We couldn't load the itinerary to edit.</p>
      <Button variant="outline" onClick={onStartOver}>
        Plan a new trip instead
      </Button>
    </div>
  );
}
