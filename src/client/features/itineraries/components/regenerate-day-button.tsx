import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { regenerateDayRequestSchema } from '../../../../shared/itineraries/itinerary.schema.ts';
import { tripLimits } from '../../../../shared/itineraries/planner-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';

/** 'Regenerate this day', with an optional note for the planner ('more museums', 'cheaper'), checked by the route's schema. */
export function RegenerateDayButton({ day, disabled, onRegenerate }: { day: number; disabled: boolean; onRegenerate(note: string): void }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(regenerateDayRequestSchema), defaultValues: { note: '' } });
  const noteError = form.formState.errors.note?.message;
  const noteId = useId();
  const submit = form.handleSubmit(({ note }) => {
    setOpen(false);
    onRegenerate(note);
    form.reset();
  });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <RefreshCw aria-hidden="true" />
          Regenerate this day
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <form className="space-y-3" noValidate onSubmit={(event) => void submit(event)}>
          <FormField id={noteId} label="What should change? (optional)" error={noteError}>
            <Input maxLength={tripLimits.regenerateNote} placeholder="e.g. more museums, a cheaper dinner" {...fieldAria(noteId, noteError)} {...form.register('note')} />
          </FormField>
          <Button type="submit" size="sm" className="w-full">
            <RefreshCw aria-hidden="true" />
            Regenerate Day {day}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
