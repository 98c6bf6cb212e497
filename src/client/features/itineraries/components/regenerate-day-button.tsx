import { useId, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { tripLimits } from '../../../../shared/itineraries/planner-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';

/** 'Regenerate this day', with an optional note for the planner ('more museums', 'cheaper'). */
export function RegenerateDayButton({ day, disabled, onRegenerate }: { day: number; disabled: boolean; onRegenerate(note: string): void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <RefreshCw aria-hidden="true" />
          Regenerate this day
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            onRegenerate(note.trim());
            setNote('');
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={noteId}>What should change? (optional)</Label>
            <Input id={noteId} value={note} maxLength={tripLimits.regenerateNote} placeholder="e.g. more museums, a cheaper dinner" onChange={(event) => setNote(event.target.value)} />
          </div>
          <Button type="submit" size="sm" className="w-full">
            <RefreshCw aria-hidden="true" />
            Regenerate Day {day}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
