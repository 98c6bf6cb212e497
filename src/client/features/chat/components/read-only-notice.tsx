import { useId } from 'react';
import { Link } from 'react-router';
import { Lock, MessageSquarePlus, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { chatCopy } from '../chat-copy.ts';

/**
 * In place of the message box when a free user opens a conversation saved while they were on
 * Premium: the server would refuse to add to it (403 `forbidden:premium`), so the panel says why
 * before anyone types, offers the plans, and a fresh chat (a free one, saved nowhere).
 */
export function ReadOnlyNotice({ onNewChat }: { onNewChat: () => void }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 border-t bg-popover/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
          <Lock aria-hidden="true" className="size-4 text-muted-foreground" />
          {chatCopy.readOnlyTitle}
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{chatCopy.readOnlyBody}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" className="flex-1 sm:flex-none">
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            {chatCopy.readOnlyUpgrade}
          </Link>
        </Button>
        <Button type="button" variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={onNewChat}>
          <MessageSquarePlus aria-hidden="true" />
          {chatCopy.readOnlyNewChat}
        </Button>
      </div>
    </section>
  );
}
