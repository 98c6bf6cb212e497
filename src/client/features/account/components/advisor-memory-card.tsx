import { type ReactNode, useId, useRef, useState } from 'react';
import { Brain } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import type { AdvisorMemory, MemoryList } from '../../../../shared/chat/memory.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteMemory, useMemories } from '../../chat/index.ts';
import { useMemorySwitch } from '../hooks/use-memory-switch.ts';
import { AccountCard } from './account-card.tsx';
import { memoryMessages } from './memory-messages.ts';
import { MemoryRow } from './memory-row.tsx';
import { PremiumUpsell } from './premium-card-states.tsx';

export { memoryMessages };

/**
 * "Advisor Memory" (Premium): what each advisor remembers of the user, to read, edit in place or
 * delete, and the switch that turns memory off. A free user gets a line about Premium instead;
 * one whose Premium has ended keeps the memories saved before, to read and delete only (the
 * server refuses an edit or the switch, and no prompt uses them).
 */
export function AdvisorMemoryCard({ user }: { user: Me }) {
  return (
    <AccountCard
      title="Advisor Memory"
      icon={Brain}
      description="What your advisors remember between sessions."
      action={user.isSubscribed ? undefined : <Badge variant="outline">Premium</Badge>}
    >
      <Memories premium={user.isSubscribed} />
    </AccountCard>
  );
}

function Memories({ premium }: { premium: boolean }) {
  const memories = useMemories();

  if (memories.isPending) return <MemoriesSkeleton />;
  if (memories.isError) {
    return <LoadError message={memoryMessages.loadFailed} onRetry={() => void memories.refetch()} retrying={memories.isFetching} retryingLabel="Retrying..." />;
  }
  if (premium) return <PremiumMemories list={memories.data} />;
  const list = memories.data.memories;
  // The upsell for a free user with nothing remembered is the list's empty state, so deleting the
  // last memory keeps the list (and its dialog) mounted and the focus on it.
  return (
    <div className="space-y-5">
      {list.length > 0 && <PremiumUpsell note={memoryMessages.premiumEnded}>{memoryMessages.upgradeToUse}</PremiumUpsell>}
      <RememberedList
        memories={list}
        editable={false}
        emptyState={<PremiumUpsell>With Premium, each advisor remembers what you shared and what you prefer, so every session builds on the last.</PremiumUpsell>}
      />
    </div>
  );
}

/** Premium: the explanation, the switch, and the memories to edit or delete. */
function PremiumMemories({ list: { enabled, memories: list } }: { list: MemoryList }) {
  const memorySwitch = useMemorySwitch();
  const switchId = useId();

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

      <RememberedList
        memories={list}
        editable
        emptyState={
          <EmptyMemories
            hint={
              enabled
                ? 'After your next session, what the advisor remembers will appear here.'
                : 'Turn memory on and, after your next session, what the advisor remembers will appear here.'
            }
          />
        }
      />
    </div>
  );
}

/** The memories, each to delete (after a confirmation) and, when `editable`, to edit. */
function EmptyMemories({ hint }: { hint: string }) {
  return (
    <div className="space-y-2 rounded-lg border border-dashed p-5 text-center text-sm">
      <p className="font-medium">{memoryMessages.empty}</p>
      <p className="text-muted-foreground">{hint}</p>
    </div>
  );
}

function RememberedList({ memories: list, editable, emptyState }: { memories: AdvisorMemory[]; editable: boolean; emptyState: ReactNode }) {
  const removeMemory = useDeleteMemory();
  const [target, setTarget] = useState<AdvisorMemory | null>(null);
  const [confirming, setConfirming] = useState(false);
  // After a delete the row, and the focus with it, is gone: focus moves to the list instead.
  const listRef = useRef<HTMLDivElement>(null);

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
    <>
      <div ref={listRef} tabIndex={-1} className="outline-none">
        {list.length === 0 ? (
          emptyState
        ) : (
          <ul aria-label="What your advisors remember" className="divide-y">
            {list.map((memory) => (
              <MemoryRow
                key={memory.advisorId}
                memory={memory}
                editable={editable}
                onDelete={() => {
                  setTarget(memory);
                  setConfirming(true);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this memory?"
        description={
          <>
            {target?.advisorName ?? 'The advisor'} will forget everything it remembers about you. Your saved conversations are not affected.
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        onConfirm={deleteTarget}
        onClosedAfterConfirm={() => listRef.current?.focus()}
      />
    </>
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
