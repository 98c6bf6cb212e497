import { lazy, Suspense } from 'react';
import type { ConversationSummary } from '../../../shared/chat/conversation.schema.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

// The transcript (and the Markdown renderer) loads only when a conversation is opened.
const SavedConversationTranscript = lazy(() => import('./components/saved-conversation-transcript.tsx'));

/**
 * Reads a saved conversation whose advisor was retired (archived by an admin): the advisor's page,
 * and the chat panel on it, are gone, so the profile shows the messages here, read only.
 */
export function ReadSavedConversationDialog({
  conversation,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** Kept while the dialog closes, so that its text does not change during the animation. */
  conversation: Pick<ConversationSummary, 'id' | 'advisorName'> | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What opened it (there is no DialogTrigger): focus goes back there on close. */
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <Dialog open={open && conversation !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Your session with {conversation?.advisorName}</DialogTitle>
          <DialogDescription>{conversation?.advisorName} has retired, so this conversation can be read but not continued.</DialogDescription>
        </DialogHeader>
        {conversation && open && (
          <Suspense fallback={<Skeleton role="status" aria-label="Loading the conversation" className="h-32 rounded-xl" />}>
            <SavedConversationTranscript conversationId={conversation.id} advisorName={conversation.advisorName} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
