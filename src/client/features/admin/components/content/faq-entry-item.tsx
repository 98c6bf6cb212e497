import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { AdminFaqEntry } from '../../../../../shared/admin/content.schema.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useFaqChange } from '../../api/content.ts';

const moveButtonId = (id: string, direction: 'up' | 'down') => `faq-move-${direction}-${id}`;

/** The entry's move button that way, or the other one at an end of the list. */
function focusMoveButton(id: string, direction: 'up' | 'down'): void {
  const same = document.getElementById(moveButtonId(id, direction)) as HTMLButtonElement | null;
  const other = document.getElementById(moveButtonId(id, direction === 'up' ? 'down' : 'up'));
  (same && !same.disabled ? same : other)?.focus();
}

/** One entry of the FAQ tab: its place, question and preview, and the buttons that move, edit and delete it. */
export function FaqEntryItem({
  entry,
  place,
  count,
  onEdit,
  onDelete,
  onMoved,
}: {
  entry: AdminFaqEntry;
  place: number;
  count: number;
  onEdit(): void;
  onDelete(): void;
  onMoved(message: string): void;
}) {
  const change = useFaqChange();
  // Keep the keyboard on the move button. Moving a row in the DOM blurs its button, and the list
  // may be redrawn before or after the answer arrives: the focus goes back both then and here.
  const focusAfterMove = useRef<{ direction: 'up' | 'down'; place: number } | null>(null);
  const shownPlace = useRef(place);
  useEffect(() => {
    shownPlace.current = place;
    if (focusAfterMove.current?.place !== place) return;
    focusMoveButton(entry.id, focusAfterMove.current.direction);
    focusAfterMove.current = null;
  }, [entry.id, place]);
  const move = (direction: 'up' | 'down') =>
    change.mutate(
      { kind: 'move', id: entry.id, body: { direction } },
      {
        onSuccess: () => {
          const newPlace = direction === 'up' ? place - 1 : place + 1;
          onMoved(`“${entry.question}” moved to place ${newPlace} of ${count}.`);
          focusAfterMove.current = { direction, place: newPlace };
          requestAnimationFrame(() => {
            focusMoveButton(entry.id, direction);
            if (shownPlace.current === newPlace) focusAfterMove.current = null;
          });
        },
        onError: (error) => toast.error(error.message || 'Could not move the entry. Please try again.'),
      },
    );
  // The preview reads as the page shows it: link labels and bold text without their marks.
  const preview = (entry.answer.split(/\n\s*\n/)[0] ?? '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');

  return (
    <li className="rounded-xl border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-medium tabular-nums" aria-hidden="true">
            {place}
          </span>
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold break-words">{entry.question}</h3>
            <p className="line-clamp-2 text-sm break-words text-muted-foreground">{preview}</p>
            <div className="flex flex-wrap items-center gap-2 pt-1 text-xs text-muted-foreground">
              {entry.published ? <Badge variant="outline">Published</Badge> : <Badge variant="secondary">Hidden</Badge>}
              <span className="break-all">/faq#{entry.slug}</span>
            </div>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5" role="group" aria-label={`Actions for “${entry.question}”`}>
          <Button
            id={moveButtonId(entry.id, 'up')}
            size="icon-sm"
            variant="outline"
            disabled={place === 1 || change.isPending}
            onClick={() => move('up')}
            aria-label={`Move “${entry.question}” up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(entry.id, 'down')}
            size="icon-sm"
            variant="outline"
            disabled={place === count || change.isPending}
            onClick={() => move('down')}
            aria-label={`Move “${entry.question}” down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit “${entry.question}”`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={onDelete} aria-label={`Delete “${entry.question}”`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
