import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Bot, Info } from 'lucide-react';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { chatCopy } from '../chat-copy.ts';
import type { ChatMessage } from '../hooks/use-chat-session.ts';
import { ChatMessageItem } from './chat-message-item.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  advisorName: string;
  advisorImage: string;
  offline: boolean;
  /** Shown instead of the messages (Connection Error, a failed start). */
  replacement?: ReactNode;
  /** A line above the messages saying where they come from (a conversation saved while on Premium). */
  origin?: string;
}

/** The conversation, following new text to the bottom unless the user has scrolled up to read. */
export function MessageList({ messages, advisorName, advisorImage, offline, replacement, origin }: MessageListProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && stickToBottom.current) viewport.scrollTop = viewport.scrollHeight;
  }, [messages.length, last?.content]);

  // Sending always brings the newest message into view.
  useEffect(() => {
    if (last?.role === 'user') stickToBottom.current = true;
  }, [last]);

  return (
    <ScrollArea
      className="min-h-0 flex-1"
      viewportProps={{
        ref: viewportRef,
        // Radix wraps the content in a `display: table` box, which sizes itself by measuring all of
        // its text: at each streamed frame, the whole conversation again. A block needs no measuring.
        className: '[&>div]:block!',
        tabIndex: 0,
        'aria-label': 'Conversation',
        onScroll: (event) => {
          const viewport = event.currentTarget;
          stickToBottom.current = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight < 48;
        },
      }}
    >
      <div className="flex min-h-full flex-col gap-4 px-4 py-4 sm:px-5">
        <div className="flex items-start gap-2.5 rounded-xl border border-dashed bg-background/40 px-3.5 py-3 text-xs leading-relaxed text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="space-y-1">
            <p>{chatCopy.aiNotice(advisorName)}</p>
            {offline && (
              <p className="flex items-center gap-1.5">
                <Bot aria-hidden="true" className="size-3.5" />
                {chatCopy.offlineNote}
              </p>
            )}
          </div>
        </div>
        {!replacement && origin && (
          <p className="flex items-center gap-3 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            {origin}
          </p>
        )}
        {replacement ?? (
          <ol className="flex flex-col gap-5" aria-label="Messages">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} advisorName={advisorName} advisorImage={advisorImage} />
            ))}
          </ol>
        )}
      </div>
    </ScrollArea>
  );
}
