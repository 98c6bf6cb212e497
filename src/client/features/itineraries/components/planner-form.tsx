import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Check, Loader2, Sparkles } from 'lucide-react';
import { accommodationOptions, foodOptions, interestOptions, itineraryMessages, transportationOptions, tripLimits } from '../../../../shared/itineraries/planner-options.ts';
import { localIsoDate } from '../../../../shared/itineraries/trip-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { firstFormProblem, type PlannerFormValues, type PlannerProblemField } from '../planner-form-values.ts';

/** One of the form's four numbered cards. */
function PlannerCard({ step, title, description, children }: { step: number; title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
          {step}
        </span>
        <div>
          <h2 id={headingId} className="text-lg leading-8 font-semibold">
            <span className="sr-only">{step}. </span>
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

function CheckboxGroup({ legend, name, options, values, onChange }: { legend: string; name: string; options: readonly { id: string; label: string }[]; values: string[]; onChange(values: string[]): void }) {
  return (
    <fieldset className="space-y-2.5">
      <legend className="mb-2.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-3">
        {options.map((option) => {
          const id = `${name}-${option.id}`;
          const checked = values.includes(option.label);
          return (
            <div key={option.id} className="flex items-center gap-2.5">
              <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next ? [...values, option.label] : values.filter((value) => value !== option.label))} />
              <Label htmlFor={id} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Where focus goes for each problem the toast names. */
const fieldIds: Record<PlannerProblemField, string> = {
  departureCity: 'planner-departure-city',
  destinationCity: 'planner-destination-city',
  numPeople: 'planner-people',
  budget: 'planner-budget',
  departureDate: 'planner-departure-date',
  returnDate: 'planner-return-date',
  activities: 'planner-activity-0',
};

interface PlannerFormProps {
  initialValues: PlannerFormValues;
  busy: boolean;
  /** Called with valid values; problems are toasted by `onProblem` first, in the spec's order. */
  onGenerate(values: PlannerFormValues): void;
  onProblem(message: string): void;
  /** Above the first card, e.g. the note that an itinerary is being edited. */
  notice?: ReactNode;
  /** Each change the user makes (not the initial values), e.g. to keep a draft. */
  onChange?(values: PlannerFormValues): void;
  /** A field the server refused (a place it cannot find): marked and focused; a new object each time. */
  serverProblem?: { field: PlannerProblemField } | null;
}

/** The planner's form: four numbered cards and 'Generate AI Travel Itinerary'. */
export function PlannerForm({ initialValues, busy, onGenerate, onProblem, notice, onChange, serverProblem = null }: PlannerFormProps) {
  const [values, setValues] = useState(initialValues);
  // The values the form opened with stay the same object until the user changes something.
  const [opened] = useState(values);
  useEffect(() => {
    if (values !== opened) onChange?.(values);
  }, [values, opened, onChange]);
  const [invalid, setInvalid] = useState<PlannerProblemField | null>(null);
  // The server's refusal marks its field once, like the form's own problems (adjusted while rendering).
  const [seenServerProblem, setSeenServerProblem] = useState(serverProblem);
  if (serverProblem !== seenServerProblem) {
    setSeenServerProblem(serverProblem);
    if (serverProblem) setInvalid(serverProblem.field);
  }
  useEffect(() => {
    if (serverProblem) document.getElementById(fieldIds[serverProblem.field])?.focus();
  }, [serverProblem]);
  const update = <K extends keyof PlannerFormValues>(key: K, value: PlannerFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (invalid === key || (invalid === 'activities' && key === 'activities')) setInvalid(null);
  };
  const today = localIsoDate(new Date());
  const returnEarliest = values.departureDate && values.departureDate > today ? values.departureDate : today;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstFormProblem(values);
    if (problem) {
      setInvalid(problem.field);
      onProblem(problem.message);
      document.getElementById(fieldIds[problem.field])?.focus();
      return;
    }
    setInvalid(null);
    onGenerate(values);
  };

  return (
    <form aria-label="Trip details" noValidate onSubmit={submit} className="space-y-5">
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
              value={values.departureCity}
              aria-invalid={invalid === 'departureCity' || undefined}
              onChange={(event) => update('departureCity', event.target.value)}
            />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={fieldIds.destinationCity}>Destination City/Region</Label>
            <Input
              id={fieldIds.destinationCity}
              placeholder="Tokyo, Japan"
              maxLength={tripLimits.city}
              value={values.destinationCity}
              aria-invalid={invalid === 'destinationCity' || undefined}
              onChange={(event) => update('destinationCity', event.target.value)}
            />
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
              value={values.numPeople}
              aria-invalid={invalid === 'numPeople' || undefined}
              onChange={(event) => update('numPeople', event.target.value)}
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
              value={values.budget}
              aria-invalid={invalid === 'budget' || undefined}
              onChange={(event) => update('budget', event.target.value)}
            />
          </div>
          <DatePickerField
            id={fieldIds.departureDate}
            label="Departure Date"
            value={values.departureDate}
            earliest={today}
            invalid={invalid === 'departureDate'}
            onChange={(value) => update('departureDate', value)}
          />
          <DatePickerField
            id={fieldIds.returnDate}
            label="Return Date"
            value={values.returnDate}
            earliest={returnEarliest}
            invalid={invalid === 'returnDate'}
            onChange={(value) => update('returnDate', value)}
          />
        </div>
      </PlannerCard>

      <PlannerCard step={2} title="Preferences" description="How you like to stay, eat and get around">
        <div className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor="planner-accommodation">Accommodation Type</Label>
            <select
              id="planner-accommodation"
              value={values.accommodation}
              onChange={(event) => update('accommodation', event.target.value as PlannerFormValues['accommodation'])}
              className="flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/20 [&>option]:bg-popover [&>option]:text-popover-foreground"
            >
              {accommodationOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <CheckboxGroup legend="Food Preferences" name="food" options={foodOptions} values={values.food} onChange={(food) => update('food', food)} />
          <CheckboxGroup
            legend="Transportation Preferences"
            name="transportation"
            options={transportationOptions}
            values={values.transportation}
            onChange={(transportation) => update('transportation', transportation)}
          />
        </div>
      </PlannerCard>

      <PlannerCard step={3} title="Activities" description="Pick what you'd love to do">
        <div role="group" aria-label="Activities" className="flex flex-wrap gap-2">
          {interestOptions.map((interest, index) => {
            const pressed = values.activities.includes(interest);
            return (
              <button
                key={interest}
                id={`planner-activity-${index}`}
                type="button"
                aria-pressed={pressed}
                onClick={() => update('activities', pressed ? values.activities.filter((value) => value !== interest) : [...values.activities, interest])}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  pressed ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90' : 'border-input bg-background hover:bg-accent hover:text-accent-foreground dark:bg-input/20',
                  invalid === 'activities' && 'border-destructive',
                )}
              >
                {pressed && <Check aria-hidden="true" className="size-3.5" />}
                {interest}
              </button>
            );
          })}
        </div>
      </PlannerCard>

      <PlannerCard step={4} title="Other Preferences">
        <div className="space-y-1.5">
          <Label htmlFor="planner-other">Additional Requirements (Optional)</Label>
          <Textarea
            id="planner-other"
            rows={3}
            maxLength={tripLimits.otherPreferences}
            placeholder="Accessibility needs, dietary restrictions, places you'd love to visit..."
            value={values.otherPreferences}
            onChange={(event) => update('otherPreferences', event.target.value)}
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
