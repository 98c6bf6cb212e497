import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { interestOptions } from '../../../../shared/itineraries/planner-options.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

/** One of the form's four numbered cards. */
export function PlannerCard({ step, title, description, children }: { step: number; title: string; description?: string; children: ReactNode }) {
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

export function CheckboxGroup({ legend, name, options, values, onChange }: { legend: string; name: string; options: readonly { id: string; label: string }[]; values: string[]; onChange(values: string[]): void }) {
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

/** The activities as toggle chips; the first one's id is where focus goes when none is chosen. */
export function ActivityChips({ values, invalid, onChange }: { values: string[]; invalid: boolean; onChange(values: string[]): void }) {
  return (
    <div role="group" aria-label="Activities" className="flex flex-wrap gap-2">
      {interestOptions.map((interest, index) => {
        const pressed = values.includes(interest);
        return (
          <button
            key={interest}
            id={`planner-activity-${index}`}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? values.filter((value) => value !== interest) : [...values, interest])}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90' : 'border-input bg-background hover:bg-accent hover:text-accent-foreground dark:bg-input/20',
              invalid && 'border-destructive',
            )}
          >
            {pressed && <Check aria-hidden="true" className="size-3.5" />}
            {interest}
          </button>
        );
      })}
    </div>
  );
}
