import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { fetchConversation } from '../api/get-conversation.ts';
import { ChatMarkdown } from './chat-markdown.tsx';

/**
 * A saved conversation's messages, read only: the transcript of a session with a retired advisor,
 * whose page (and so the chat panel) is gone. Its own chunk, with the Markdown renderer.
 */
export default function SavedConversationTranscript({ conversationId, advisorName }: { conversationId: string; advisorName: string }) {
  const conversation = useQuery({ queryKey: ['conversations', 'detail', conversationId], queryFn: ({ signal }) => fetchConversation(conversationId, signal) });

  if (conversation.isPending) {
    return (
      <div role="status" aria-label="Loading the conversation" className="space-y-3">
        <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-20 w-5/6 rounded-2xl" />
      </div>
    );
  }
  if (conversation.isError) {
    return <LoadError message="We couldn't load this conversation." onRetry={() => void conversation.refetch()} retrying={conversation.isFetching} />;
  }
  return (
    <ol aria-label={`Your conversation with ${advisorName}`} className="space-y-4">
      {conversation.data.messages.map((message) =>
        message.role === 'user' ? (
          <li key={message.id} className="flex flex-col items-end gap-1 pl-8">
            <span className="sr-only">You said:</span>
            <div className="max-w-full rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-primary-foreground">
              {message.content}
            </div>
            <RelativeTime iso={message.createdAt} className="pr-1 text-xs text-muted-foreground" />
          </li>
        ) : (
          <li key={message.id} className="flex flex-col items-start gap-1 pr-8">
            <span className="text-xs font-medium text-muted-foreground">
              {advisorName}
              <span className="sr-only"> said:</span>
            </span>
            <div className="max-w-full rounded-2xl rounded-tl-md border bg-card px-4 py-2.5 text-sm leading-relaxed break-words">
              <ChatMarkdown content={message.content} />
            </div>
            <RelativeTime iso={message.createdAt} className="pl-1 text-xs text-muted-foreground" />
          </li>
        ),
      )}
    </ol>
  );
}
