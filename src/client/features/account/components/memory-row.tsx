import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { memorySummaryMaxLength, updateMemorySchema, type AdvisorMemory } from '../../../../shared/chat/memory.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateMemory } from '../../chat/index.ts';
import { memoryMessages } from './memory-messages.ts';

/**
 * One advisor's memory: read, delete, and (Premium) edit in place. Once Premium has ended the
 * server refuses an edit (403), so the row offers none.
 */
export function MemoryRow({ memory, editable, onDelete }: { memory: AdvisorMemory; editable: boolean; onDelete(): void }) {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit only after the user closed the form, not on first render.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold">
          {memory.advisorName}
        </h3>
        <p className="text-xs text-muted-foreground">
          Updated <RelativeTime longRange iso={memory.updatedAt} />
        </p>
      </div>
      {editing && editable ? (
        <MemoryForm memory={memory} onDone={close} />
      ) : (
        <>
          <p className="text-sm break-words whitespace-pre-wrap">{memory.summary}</p>
          <div className="flex gap-2 pt-1">
            {editable && (
              <Button ref={editButtonRef} type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> what {memory.advisorName} remembers</span>
              </Button>
            )}
            <Button type="button" variant="outline" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> what {memory.advisorName} remembers</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function MemoryForm({ memory, onDone }: { memory: AdvisorMemory; onDone(): void }) {
  const update = useUpdateMemory();
  const form = useForm({ resolver: zodResolver(updateMemorySchema), defaultValues: { summary: memory.summary } });
  const summaryError = form.formState.errors.summary?.message;
  const summaryId = useId();
  const length = useWatch({ control: form.control, name: 'summary' }).length;
  const hint = `${length.toLocaleString('en')} / ${memorySummaryMaxLength.toLocaleString('en')} characters`;

  useEffect(() => form.setFocus('summary'), [form]);

  const onSubmit = form.handleSubmit(async ({ summary }) => {
    try {
      await update.mutateAsync({ advisorId: memory.advisorId, summary });
      toast.success(memoryMessages.updated);
      onDone();
    } catch (failure) {
      // What was typed stays in the field; a refusal about it shows under the field.
      applyServerFieldErrors(failure, form.setError, ['summary']);
      toast.error(serverMessage(failure, memoryMessages.updateFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`Edit what ${memory.advisorName} remembers`}>
      <FormField id={summaryId} label={`What ${memory.advisorName} remembers`} error={summaryError} hint={hint}>
        <Textarea rows={4} className="max-h-80" {...fieldAria(summaryId, summaryError, hint)} {...form.register('summary')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
