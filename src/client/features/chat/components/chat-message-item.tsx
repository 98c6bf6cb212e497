import { memo } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { ChatMessage } from '../hooks/use-chat-session.ts';
import { ChatMarkdown } from './chat-markdown.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

interface ChatMessageItemProps {
  message: ChatMessage;
  advisorName: string;
  advisorImage: string;
}

/**
 * One message. Memoized: while a reply streams only its own bubble gets a new `message` object,
 * so the rest of the conversation is neither re-rendered nor re-parsed.
 */
export const ChatMessageItem = memo(function ChatMessageItem({ message, advisorName, advisorImage }: ChatMessageItemProps) {
  if (message.role === 'user') {
    return (
      <li className="flex flex-col items-end gap-1 pl-10">
        <span className="sr-only">You said:</span>
        <div className="max-w-full rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-primary-foreground shadow-xs">
          {message.content}
        </div>
        <RelativeTime iso={message.timestamp} className="pr-1 text-xs text-muted-foreground" />
      </li>
    );
  }

  const typing = message.isPending && !message.content;
  return (
    <li className="flex items-start gap-2.5 pr-6" aria-busy={message.isPending || undefined}>
      <PersonAvatar name={advisorName} image={advisorImage} className="mt-0.5 size-8 text-xs" />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <span className="sr-only">{advisorName} said:</span>
        <div
          className={cn(
            'max-w-full rounded-2xl rounded-tl-md border px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words',
            message.error ? 'border-destructive/40 bg-destructive/10 text-foreground' : 'border-border/60 bg-muted/70 text-foreground',
          )}
        >
          {typing ? (
            <span className="flex h-6 items-center gap-1" role="img" aria-label={`${advisorName} is typing`}>
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
            </span>
          ) : message.error ? (
            <p className="flex items-start gap-2">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>{message.content}</span>
            </p>
          ) : (
            <ChatMarkdown content={message.content} />
          )}
        </div>
        {message.error && message.errorDetail && <p className="px-1 text-xs text-muted-foreground">{message.errorDetail}</p>}
        {!message.isPending && (
          <span className="flex items-center gap-2 pl-1">
            <RelativeTime className="text-xs text-muted-foreground" iso={message.timestamp} />
            {message.stopped && <span className="text-xs text-muted-foreground">· Stopped</span>}
          </span>
        )}
      </div>
    </li>
  );
});
