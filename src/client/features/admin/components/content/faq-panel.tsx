import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  faqAnswerMax,
  faqEntryInputSchema,
  faqQuestionMax,
  type AdminFaqEntry,
  type FaqEntryInput,
} from '../../../../../shared/admin/content.schema.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField, fieldAria } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useAdminFaq, useFaqChange } from '../../api/content.ts';
import { PanelHeader } from './panel-parts.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; entry: AdminFaqEntry };
type FieldErrors = Partial<Record<'question' | 'answer', string>>;

/** The form's problems, by field, from the schema the route checks too. */
function problemsOf(input: FaqEntryInput): FieldErrors | undefined {
  const parsed = faqEntryInputSchema.safeParse(input);
  if (parsed.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'question' || field === 'answer') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function FaqEntryDialog({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const initial = editing.mode === 'edit' ? editing.entry : undefined;
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [answer, setAnswer] = useState(initial?.answer ?? '');
  const [published, setPublished] = useState(initial?.published ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useFaqChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { question, answer, published };
    const problems = problemsOf(body);
    if (problems) {
      setErrors(problems);
      return;
    }
    change.mutate(editing.mode === 'edit' ? { kind: 'update', id: editing.entry.id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        toast.success(editing.mode === 'edit' ? 'FAQ entry saved' : 'FAQ entry added');
        onClose();
      },
      onError: (error) => toast.error(error.message || 'Could not save the entry. Please try again.'),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{editing.mode === 'edit' ? 'Edit FAQ entry' : 'Add an FAQ entry'}</DialogTitle>
            <DialogDescription>
              {editing.mode === 'edit' ? 'Changes show on the FAQ page as soon as you save.' : 'New entries go to the end of the list; move them where they belong.'}
            </DialogDescription>
          </DialogHeader>
          <FormField id="faq-question" label="Question" error={errors.question}>
            <Input
              value={question}
              maxLength={faqQuestionMax}
              onChange={(event) => {
                setQuestion(event.target.value);
                setErrors((current) => ({ ...current, question: undefined }));
              }}
              {...fieldAria('faq-question', errors.question)}
            />
          </FormField>
          <FormField
            id="faq-answer"
            label="Answer"
            error={errors.answer}
            hint="A blank line starts a new paragraph. [label](/path) makes a link, **text** bold."
          >
            <Textarea
              rows={8}
              value={answer}
              maxLength={faqAnswerMax}
              onChange={(event) => {
                setAnswer(event.target.value);
                setErrors((current) => ({ ...current, answer: undefined }));
              }}
              {...fieldAria('faq-answer', errors.answer, 'hint')}
            />
          </FormField>
          <div className="flex items-center gap-3">
            <Switch id="faq-published" checked={published} onCheckedChange={setPublished} />
            <Label htmlFor="faq-published">Published on the FAQ page</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {editing.mode === 'edit' ? 'Save' : 'Add entry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteFaqDialog({ entry, onClose }: { entry: AdminFaqEntry; onClose(): void }) {
  const change = useFaqChange();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this FAQ entry?</AlertDialogTitle>
          <AlertDialogDescription>“{entry.question}” leaves the FAQ page at once. The audit log keeps its text.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={change.isPending}
            onClick={(event) => {
              event.preventDefault();
              change.mutate(
                { kind: 'delete', id: entry.id },
                {
                  onSuccess: () => {
                    toast.success('FAQ entry deleted');
                    onClose();
                  },
                  onError: (error) => toast.error(error.message || 'Could not delete the entry. Please try again.'),
                },
              );
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const moveButtonId = (id: string, direction: 'up' | 'down') => `faq-move-${direction}-${id}`;

/** The entry's move button that way, or the other one at an end of the list. */
function focusMoveButton(id: string, direction: 'up' | 'down'): void {
  const same = document.getElementById(moveButtonId(id, direction)) as HTMLButtonElement | null;
  const other = document.getElementById(moveButtonId(id, direction === 'up' ? 'down' : 'up'));
  (same && !same.disabled ? same : other)?.focus();
}

function FaqEntryItem({
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

/** The FAQ tab: the public /faq page's entries, in their order; add, edit, delete and reorder. */
export function FaqPanel() {
  const faq = useAdminFaq();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<AdminFaqEntry>();
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="space-y-4">
      <PanelHeader
        id="faq-heading"
        title="FAQ entries"
        text={
          <>
            The questions of the public{' '}
            <a href="/faq" className="text-primary underline underline-offset-4">
              FAQ page
            </a>
            , in the order shown there. Changes show at once.
          </>
        }
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add entry
          </Button>
        }
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {faq.isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading FAQ entries">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : faq.isError ? (
        <LoadError message={`Could not load the FAQ entries: ${faq.error.message}`} onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">No FAQ entries. The FAQ page says so until you add one.</p>
      ) : (
        <ol className="space-y-3" aria-label="FAQ entries">
          {faq.data.map((entry, index) => (
            <FaqEntryItem
              key={entry.id}
              entry={entry}
              place={index + 1}
              count={faq.data.length}
              onEdit={() => setEditing({ mode: 'edit', entry })}
              onDelete={() => setDeleting(entry)}
              onMoved={setAnnouncement}
            />
          ))}
        </ol>
      )}
      {editing && <FaqEntryDialog key={editing.mode === 'edit' ? editing.entry.id : 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteFaqDialog entry={deleting} onClose={() => setDeleting(undefined)} />}
    </div>
  );
}
