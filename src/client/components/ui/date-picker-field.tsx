import { useId, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { localIsoDate } from '../../../shared/itineraries/trip-dates.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** YYYY-MM-DD as the local midnight a calendar shows. */
function toLocalDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

interface DatePickerFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  /** The first selectable day, YYYY-MM-DD: earlier days are disabled. */
  earliest?: string;
  /** The last selectable day, YYYY-MM-DD: later days are disabled. */
  latest?: string;
  invalid?: boolean;
  /** The id of the text that describes the field (an error message). */
  describedBy?: string;
}

/**
 * A date on a calendar in a popover (the planner's trip dates, the admin analytics' range). Days
 * before `earliest` or after `latest` cannot be picked; picking the chosen day again clears it.
 */
export function DatePickerField({ id, label, value, onChange, earliest, latest, invalid = false, describedBy }: DatePickerFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const selected = value ? toLocalDate(value) : undefined;
  return (
    <div className="space-y-1.5">
      <span id={labelId} className="flex items-center gap-2 text-sm leading-none font-medium select-none">
        {label}
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn('w-full justify-start px-3 font-normal dark:bg-input/20', !value && 'text-muted-foreground')}
          >
            <CalendarDays aria-hidden="true" className="text-muted-foreground" />
            <span id={valueId}>{value ? shown.format(new Date(`${value}T00:00:00Z`)) : 'Pick a date'}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-3" align="start" aria-label={`Choose the ${label.toLowerCase()}`}>
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected ?? (earliest ? toLocalDate(earliest) : latest ? toLocalDate(latest) : undefined)}
            disabled={[...(earliest ? [{ before: toLocalDate(earliest) }] : []), ...(latest ? [{ after: toLocalDate(latest) }] : [])]}
            startMonth={earliest ? toLocalDate(earliest) : undefined}
            endMonth={latest ? toLocalDate(latest) : undefined}
            onSelect={(date: Date | undefined) => {
              onChange(date ? localIsoDate(date) : undefined);
              if (date) setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
