import { Link } from 'react-router';
import { ArrowLeft, MessageSquarePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useConversations } from '../api/get-conversations.ts';
import { chatCopy } from '../chat-copy.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';

interface PastSessionsProps {
  advisorId: string;
  advisorName: string;
  currentConversationId: string | null;
  /** A free user's list: conversations saved while they were on Premium, to read only. */
  premiumEnded: boolean;
  onOpen: (conversationId: string) => void;
  onNew: () => void;
  onBack: () => void;
}

/**
 * This advisor's saved sessions, newest first, to reopen one or start a new one. Premium continues
 * them; after Premium ends they open read only (the panel says why).
 */
export function PastSessions({ advisorId, advisorName, currentConversationId, premiumEnded, onOpen, onNew, onBack }: PastSessionsProps) {
  const conversations = useConversations({ advisorId });
  return (
    <section aria-labelledby="past-sessions-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5 sm:px-5">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          Back to chat
        </Button>
        <Button variant="outline" size="sm" onClick={onNew}>
          <MessageSquarePlus aria-hidden="true" />
          New session
        </Button>
      </div>
      <h3 id="past-sessions-title" className="px-4 pt-4 pb-2 text-sm font-semibold sm:px-5">
        Past sessions with {advisorName}
      </h3>
      {premiumEnded && (
        <p className="px-4 pb-2 text-xs text-muted-foreground sm:px-5">
          {chatCopy.savedWhilePremium}. Open one to read it, or delete it from{' '}
          <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
            your profile
          </Link>
          .
        </p>
      )}
      <ScrollArea className="min-h-0 flex-1">
        <div className="px-2 pb-4 sm:px-3">
          {conversations.isPending ? (
            <div className="space-y-2 px-2" aria-busy="true" aria-label="Loading past sessions">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-16 rounded-lg" />
              ))}
            </div>
          ) : conversations.isError ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{conversations.error.message}</p>
          ) : conversations.data.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">No saved sessions with {advisorName} yet.</p>
          ) : (
            <ul className="space-y-1">
              {conversations.data.map((conversation) => {
                const current = conversation.id === currentConversationId;
                return (
                  <li key={conversation.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(conversation.id)}
                      aria-current={current || undefined}
                      className={cn(
                        'flex w-full cursor-pointer flex-col gap-1 rounded-lg px-3 py-2.5 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        current && 'bg-accent/60',
                      )}
                    >
                      <span className="line-clamp-2 text-sm font-medium">{conversation.title || 'Untitled session'}</span>
                      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                        {conversation.messageCount} {conversation.messageCount === 1 ? 'message' : 'messages'} ·
                        <RelativeTime className="text-xs text-muted-foreground" iso={conversation.updatedAt} />
                        {current && <span>· Open now</span>}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </ScrollArea>
    </section>
  );
}
