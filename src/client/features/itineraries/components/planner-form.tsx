import { useEffect, type ReactNode } from 'react';
import { Controller, type FieldError, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Sparkles } from 'lucide-react';
import type { GenerateItineraryRequest } from '../../../../shared/itineraries/itinerary.schema.ts';
import { plannerFieldOrder, plannerFormSchema, type PlannerFormValues, plannerRequest } from '../../../../shared/itineraries/planner-form.schema.ts';
import { accommodationOptions, foodOptions, itineraryMessages, transportationOptions, tripLimits } from '../../../../shared/itineraries/planner-options.ts';
import { localIsoDate } from '../../../../shared/itineraries/trip-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ActivityChips, CheckboxGroup, PlannerCard } from './planner-form-parts.tsx';

type PlannerField = keyof PlannerFormValues;

/** Where focus goes for each field a problem names. */
const fieldIds: Record<PlannerField, string> = {
  departureCity: 'planner-departure-city',
  destinationCity: 'planner-destination-city',
  numPeople: 'planner-people',
  budget: 'planner-budget',
  departureDate: 'planner-departure-date',
  returnDate: 'planner-return-date',
  accommodation: 'planner-accommodation',
  food: `food-${foodOptions[0]?.id ?? ''}`,
  transportation: `transportation-${transportationOptions[0]?.id ?? ''}`,
  activities: 'planner-activity-0',
  otherPreferences: 'planner-other',
};

const errorOf = (errors: FieldErrors<PlannerFormValues>, field: PlannerField) => errors[field] as FieldError | FieldError[] | undefined;

/** A field's message, or its first item's (an array field whose item was refused). */
const messageOf = (error: FieldError | FieldError[] | undefined): string | undefined =>
  error === undefined ? undefined : Array.isArray(error) ? messageOf(error.find(Boolean)) : (error.message ?? undefined);

/** The first field with a problem, in the order a person reads the form, and what the toast says. */
function firstProblem(errors: FieldErrors<PlannerFormValues>): { field: PlannerField; message: string } | undefined {
  for (const field of plannerFieldOrder) {
    const message = messageOf(errorOf(errors, field));
    if (message) return { field, message };
  }
  return undefined;
}

interface PlannerFormProps {
  initialValues: PlannerFormValues;
  busy: boolean;
  /** Called with the request the values make, checked by the route's own schema; problems go to `onProblem` first, one at a time, in the spec's order. */
  onGenerate(request: GenerateItineraryRequest): void;
  onProblem(message: string): void;
  /** Above the first card, e.g. the note that an itinerary is being edited. */
  notice?: ReactNode;
  /** Each change the user makes (not the initial values), e.g. to keep a draft. */
  onChange?(values: PlannerFormValues): void;
  /** A field the server refused (a place it cannot find): marked and focused; a new object each time. */
  serverProblem?: { field: 'departureCity' | 'destinationCity' } | null;
}

/** The planner's form: four numbered cards and 'Generate AI Travel Itinerary' (react-hook-form over plannerFormSchema). */
export function PlannerForm({ initialValues, busy, onGenerate, onProblem, notice, onChange, serverProblem = null }: PlannerFormProps) {
  const form = useForm({
    resolver: zodResolver(plannerFormSchema),
    defaultValues: initialValues,
    // One problem at a time, named by a toast: nothing is checked again until the next Generate.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const invalid = (field: PlannerField) => errorOf(errors, field) !== undefined;

  useEffect(() => {
    // A change takes the mark off its field, and is kept (a draft) when the caller asks.
    const subscription = form.subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        const field = name?.split('.')[0] as PlannerField | undefined;
        if (!field) return;
        form.clearErrors(field);
        onChange?.(values);
      },
    });
    return subscription;
  }, [form, onChange]);

  useEffect(() => {
    if (!serverProblem) return;
    form.setError(serverProblem.field, { type: 'server' });
    document.getElementById(fieldIds[serverProblem.field])?.focus();
  }, [form, serverProblem]);

  const departureDate = useWatch({ control: form.control, name: 'departureDate' });
  // A cleared date is '' in the form: react-hook-form reads undefined as "back to the default".
  const today = localIsoDate(new Date());
  const returnEarliest = departureDate && departureDate > today ? departureDate : today;

  const submit = form.handleSubmit(
    (values) => {
      if (!busy) onGenerate(plannerRequest(values));
    },
    (found) => {
      const problem = firstProblem(found);
      if (!problem || busy) return;
      onProblem(problem.message);
      document.getElementById(fieldIds[problem.field])?.focus();
    },
  );

  return (
    <form aria-label="Trip details" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {notice}
      <PlannerCard step={1} title="Travel Info" description="Where, when and who is going">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={fieldIds.departureCity}>Departure City/Region</Label>
            <Input
              id={fieldIds.departureCity}
              placeholder="Phoenix, AZ"
              autoComplete="address-level2"
              maxLength={tripLimits.city}
              aria-invalid={invalid('departureCity') || undefined}
              {...form.register('departureCity')}
            />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={fieldIds.destinationCity}>Destination City/Region</Label>
            <Input id={fieldIds.destinationCity} placeholder="Tokyo, Japan" maxLength={tripLimits.city} aria-invalid={invalid('destinationCity') || undefined} {...form.register('destinationCity')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fieldIds.numPeople}>Number of People</Label>
            <Input
              id={fieldIds.numPeople}
              type="number"
              inputMode="numeric"
              min={tripLimits.minPeople}
              max={tripLimits.maxPeople}
              step={1}
              aria-invalid={invalid('numPeople') || undefined}
              {...form.register('numPeople')}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fieldIds.budget}>Budget ($)</Label>
            <Input
              id={fieldIds.budget}
              type="number"
              inputMode="numeric"
              min={tripLimits.minBudget}
              max={tripLimits.maxBudget}
              step={tripLimits.budgetStep}
              aria-invalid={invalid('budget') || undefined}
              {...form.register('budget')}
            />
          </div>
          <Controller
            control={form.control}
            name="departureDate"
            render={({ field }) => <DatePickerField id={fieldIds.departureDate} label="Departure Date" value={field.value || undefined} earliest={today} invalid={invalid('departureDate')} onChange={(value) => field.onChange(value ?? '')} />}
          />
          <Controller
            control={form.control}
            name="returnDate"
            render={({ field }) => <DatePickerField id={fieldIds.returnDate} label="Return Date" value={field.value || undefined} earliest={returnEarliest} invalid={invalid('returnDate')} onChange={(value) => field.onChange(value ?? '')} />}
          />
        </div>
      </PlannerCard>

      <PlannerCard step={2} title="Preferences" description="How you like to stay, eat and get around">
        <div className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={fieldIds.accommodation}>Accommodation Type</Label>
            <select
              id={fieldIds.accommodation}
              aria-invalid={invalid('accommodation') || undefined}
              {...form.register('accommodation')}
              className="flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/20 [&>option]:bg-popover [&>option]:text-popover-foreground"
            >
              {accommodationOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <Controller
            control={form.control}
            name="food"
            render={({ field }) => <CheckboxGroup legend="Food Preferences" name="food" options={foodOptions} values={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="transportation"
            render={({ field }) => <CheckboxGroup legend="Transportation Preferences" name="transportation" options={transportationOptions} values={field.value} onChange={field.onChange} />}
          />
        </div>
      </PlannerCard>

      <PlannerCard step={3} title="Activities" description="Pick what you'd love to do">
        <Controller control={form.control} name="activities" render={({ field }) => <ActivityChips values={field.value} invalid={invalid('activities')} onChange={field.onChange} />} />
      </PlannerCard>

      <PlannerCard step={4} title="Other Preferences">
        <div className="space-y-1.5">
          <Label htmlFor={fieldIds.otherPreferences}>Additional Requirements (Optional)</Label>
          <Textarea
            id={fieldIds.otherPreferences}
            rows={3}
            maxLength={tripLimits.otherPreferences}
            placeholder="Accessibility needs, dietary restrictions, places you'd love to visit..."
            aria-invalid={invalid('otherPreferences') || undefined}
            {...form.register('otherPreferences')}
          />
        </div>
      </PlannerCard>

      <Button type="submit" size="lg" className="h-12 w-full text-base" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
        {busy ? itineraryMessages.generating : itineraryMessages.generate}
      </Button>
    </form>
  );
}
