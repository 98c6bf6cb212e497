import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Brain, Pencil, Trash2 } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { memorySummaryMaxLength, updateMemorySchema, type AdvisorMemory } from '../../../../shared/chat/memory.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteMemory, useMemories, useUpdateMemory } from '../../chat/index.ts';
import { useMemorySwitch } from '../hooks/use-memory-switch.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { AccountCard } from './account-card.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { LoadFailed, PremiumUpsell } from './premium-card-states.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

export const memoryMessages = {
  explanation:
    'After a session, each advisor keeps a short summary of what you shared and what you prefer, and uses it the next time you talk. You can read it, change it or delete it here.',
  switchLabel: 'Remember what I share',
  on: 'Advisors remember your sessions and use what they remember.',
  off: 'Memory is off: advisors keep nothing new and use none of what is below until you turn it back on.',
  empty: 'No memories yet',
  loadFailed: "We couldn't load what your advisors remember.",
  updated: 'Memory updated',
  updateFailed: "Couldn't save the memory. Please try again.",
  deleted: 'Memory deleted',
  deleteFailed: "Couldn't delete the memory. Please try again.",
} as const;

/**
 * "Advisor Memory" (Premium): what each advisor remembers of the user, to read, edit in place or
 * delete, and the switch that turns memory off. Free users get a line about Premium instead, and
 * the Premium-only endpoint is not called for them.
 */
export function AdvisorMemoryCard({ user }: { user: Me }) {
  return (
    <AccountCard
      title="Advisor Memory"
      icon={Brain}
      description="What your advisors remember between sessions."
      action={user.isSubscribed ? undefined : <Badge variant="outline">Premium</Badge>}
    >
      {user.isSubscribed ? (
        <Memories />
      ) : (
        <PremiumUpsell>With Premium, each advisor remembers what you shared and what you prefer, so every session builds on the last.</PremiumUpsell>
      )}
    </AccountCard>
  );
}

function Memories() {
  const memories = useMemories();
  const memorySwitch = useMemorySwitch();
  const removeMemory = useDeleteMemory();
  const [target, setTarget] = useState<AdvisorMemory | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const switchId = useId();

  if (memories.isPending) return <MemoriesSkeleton />;
  if (memories.isError) {
    return <LoadFailed message={memoryMessages.loadFailed} retrying={memories.isFetching} onRetry={() => void memories.refetch()} />;
  }
  const { enabled, memories: list } = memories.data;

  const deleteTarget = async () => {
    if (!target) return false;
    try {
      await removeMemory.mutateAsync(target.advisorId);
      toast.success(memoryMessages.deleted);
      return true;
    } catch (failure) {
      toast.error(serverMessage(failure, memoryMessages.deleteFailed));
      return false;
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm">{memoryMessages.explanation}</p>
      <div className="flex items-start justify-between gap-4 rounded-lg border bg-muted/30 p-4">
        <div className="space-y-1.5">
          <Label htmlFor={switchId}>{memoryMessages.switchLabel}</Label>
          <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
            {enabled ? memoryMessages.on : memoryMessages.off}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={enabled}
          aria-describedby={`${switchId}-hint`}
          // One change at a time: a second click while the first is on its way would race it.
          disabled={memorySwitch.isPending}
          onCheckedChange={(checked) => memorySwitch.mutate(checked)}
        />
      </div>

      <div ref={listRef} tabIndex={-1} className="outline-none">
        {list.length === 0 ? (
          <div className="space-y-2 rounded-lg border border-dashed p-5 text-center text-sm">
            <p className="font-medium">{memoryMessages.empty}</p>
            <p className="text-muted-foreground">
              {enabled
                ? 'After your next session, what the advisor remembers will appear here.'
                : 'Turn memory on and, after your next session, what the advisor remembers will appear here.'}
            </p>
          </div>
        ) : (
          <ul aria-label="What your advisors remember" className="divide-y">
            {list.map((memory) => (
              <MemoryRow
                key={memory.advisorId}
                memory={memory}
                onDelete={() => {
                  setTarget(memory);
                  setConfirming(true);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this memory?"
        description={
          <>
            {target?.advisorName ?? 'The advisor'} will forget everything it remembers about you. Your saved conversations are not affected.
          </>
        }
        onConfirm={deleteTarget}
        onDeletedFocus={() => listRef.current?.focus()}
      />
    </div>
  );
}

function MemoryRow({ memory, onDelete }: { memory: AdvisorMemory; onDelete(): void }) {
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
      {editing ? (
        <MemoryForm memory={memory} onDone={close} />
      ) : (
        <>
          <p className="text-sm break-words whitespace-pre-wrap">{memory.summary}</p>
          <div className="flex gap-2 pt-1">
            <Button ref={editButtonRef} type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> what {memory.advisorName} remembers</span>
            </Button>
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

function MemoriesSkeleton() {
  return (
    <div role="status" aria-label="Loading what your advisors remember" className="space-y-5">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-16 w-full rounded-lg" />
      {[0, 1].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
