import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, MessagesSquare, Trash2 } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import type { ConversationSummary } from '../../../../shared/chat/conversation.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { ReadSavedConversationDialog, useDeleteConversation, useConversations } from '../../chat/index.ts';
import { freeChatsNote } from '../premium-plan.ts';
import { continueHref, messageCountLabel } from '../saved-session.ts';
import { AccountCard } from './account-card.tsx';
import { PremiumUpsell } from './premium-card-states.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';

export const chatHistoryMessages = {
  empty: 'No saved sessions yet',
  loadFailed: "We couldn't load your saved sessions.",
  deleted: 'Conversation deleted',
  deleteFailed: "Couldn't delete the conversation. Please try again.",
  premiumEnded: "Your Premium plan has ended, so these sessions are read-only and new chats aren't saved.",
} as const;

/**
 * The profile's "Chat History": the user's saved sessions, newest first. Premium continues or
 * deletes them. Free chats are never stored, so a free user gets the note and a way to Premium;
 * one whose Premium has ended keeps what was saved, to read (in the chat panel, read only) and
 * delete, with the note saying why it can no longer be continued.
 */
export function ChatHistoryCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Chat History" icon={MessagesSquare} description="Your saved conversations with advisors.">
      <SavedSessions premium={user.isSubscribed} />
    </AccountCard>
  );
}

function SavedSessions({ premium }: { premium: boolean }) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [target, setTarget] = useState<ConversationSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reading, setReading] = useState<ConversationSummary | null>(null);
  const [readOpen, setReadOpen] = useState(false);
  // What opened the transcript, for focus to return to.
  const [readFrom, setReadFrom] = useState<HTMLButtonElement | null>(null);
  // After a delete the row, and the focus with it, is gone: focus moves to the list instead.
  const listRef = useRef<HTMLDivElement>(null);

  if (conversations.isPending) return <SessionsSkeleton />;
  if (conversations.isError) {
    return <LoadError message={chatHistoryMessages.loadFailed} onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} retryingLabel="Retrying..." />;
  }
  // A free user with nothing saved reads the upsell; it is drawn inside the focusable list so that
  // deleting the last session leaves the focus on the card instead of the page.
  const nothingSaved = !premium && conversations.data.length === 0;

  const askToDelete = (conversation: ConversationSummary) => {
    setTarget(conversation);
    setConfirming(true);
  };

  const deleteTarget = async () => {
    if (!target) return false;
    try {
      await remove.mutateAsync(target.id);
      toast.success(chatHistoryMessages.deleted);
      return true;
    } catch {
      toast.error(chatHistoryMessages.deleteFailed);
      return false;
    }
  };

  return (
    <div ref={listRef} tabIndex={-1} className="space-y-4 outline-none">
      {nothingSaved ? (
        <PremiumUpsell note={freeChatsNote}>With Premium, every session is saved here so you can pick it up where you left off.</PremiumUpsell>
      ) : (
        !premium && <PremiumUpsell note={chatHistoryMessages.premiumEnded}>Upgrade to continue them.</PremiumUpsell>
      )}
      {nothingSaved ? null : conversations.data.length === 0 ? (
        <div className="space-y-2 rounded-lg border border-dashed p-5 text-center text-sm">
          <p className="font-medium">{chatHistoryMessages.empty}</p>
          <p className="text-muted-foreground">
            Your conversations with advisors are saved as you chat.{' '}
            <Link to="/advisors" className="font-medium text-primary underline-offset-4 hover:underline">
              Browse advisors
            </Link>
          </p>
        </div>
      ) : (
        <ul aria-label="Saved sessions" className="divide-y">
          {conversations.data.map((conversation) => (
            <SessionRow
              key={conversation.id}
              conversation={conversation}
              premium={premium}
              onDelete={() => askToDelete(conversation)}
              onRead={(button) => {
                setReadFrom(button);
                setReading(conversation);
                setReadOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <ReadSavedConversationDialog conversation={reading} open={readOpen} onOpenChange={setReadOpen} returnFocusTo={readFrom} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this conversation?"
        description={
          <>
            Your session with {target?.advisorName ?? 'this advisor'} and all of its messages will be deleted for good. This can&apos;t be undone. What
            the advisor remembers stays until you delete it under Advisor Memory.
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        onConfirm={deleteTarget}
        onClosedAfterConfirm={() => listRef.current?.focus()}
      />
    </div>
  );
}

/**
 * One saved session. Continue reopens it in the chat panel on the advisor's page (Read, once
 * Premium has ended: the panel opens it read only); a retired (archived) advisor has no page any
 * more, so its sessions are read here instead.
 */
function SessionRow({
  conversation,
  premium,
  onDelete,
  onRead,
}: {
  conversation: ConversationSummary;
  premium: boolean;
  onDelete(): void;
  onRead(button: HTMLButtonElement): void;
}) {
  const openLabel = premium ? 'Continue' : 'Read';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-semibold">
          {conversation.advisorName}
          {conversation.advisorArchived && <span className="ml-2 text-xs font-normal text-muted-foreground">Retired: read only</span>}
        </p>
        <p className="line-clamp-2 text-sm break-words text-foreground/90">{conversation.title}</p>
        <p className="text-xs text-muted-foreground">
          <RelativeTime longRange iso={conversation.updatedAt} />
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {messageCountLabel(conversation.messageCount)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {conversation.advisorArchived ? (
          <Button type="button" size="sm" className="flex-1 sm:flex-none" onClick={(event) => onRead(event.currentTarget)}>
            <BookOpen aria-hidden="true" />
            Read<span className="sr-only"> your session with {conversation.advisorName}</span>
          </Button>
        ) : (
          <Button asChild size="sm" className="flex-1 sm:flex-none">
            <Link to={continueHref(conversation)}>
              {!premium && <BookOpen aria-hidden="true" />}
              {openLabel}
              <span className="sr-only"> your session with {conversation.advisorName}</span>
            </Link>
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> your session with {conversation.advisorName}</span>
        </Button>
      </div>
    </li>
  );
}

function SessionsSkeleton() {
  return (
    <div role="status" aria-label="Loading your saved sessions" className="divide-y">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="hidden h-9 w-40 sm:block" />
        </div>
      ))}
    </div>
  );
}
