import { ChevronDown, History, LayoutGrid, RotateCcw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SheetDescription, SheetTitle } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ChatConnection } from '../hooks/use-chat-session.ts';
import { ParticipantsPopover } from './participants-popover.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

const connectionLabels: Record<ChatConnection, string> = {
  connecting: 'Connecting...',
  available: 'Online',
  unavailable: 'Unavailable',
  failed: 'Not connected',
};

interface ChatHeaderProps {
  layout: 'phone' | 'desktop';
  advisorName: string;
  advisorImage: string;
  category: string;
  connection: ChatConnection;
  userName: string;
  userPhoto: string | null;
  /** The Past sessions view: Premium, or a free user holding conversations saved while on Premium. */
  showHistory: boolean;
  historyOpen: boolean;
  onToggleHistory: () => void;
  onReset: () => void;
  onSwitch: () => void;
  onMinimize: () => void;
  onClose: () => void;
}

/** 'Live Session' while connected; otherwise what the connection is doing. */
function LiveIndicator({ connection }: { connection: ChatConnection }) {
  const live = connection === 'available';
  return (
    <span className="inline-flex items-center gap-2 text-xs font-medium whitespace-nowrap text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', live ? 'animate-status-pulse bg-success text-success' : connection === 'connecting' ? 'bg-muted-foreground/50' : 'bg-destructive')}
      />
      {live ? 'Live Session' : connection === 'connecting' ? 'Connecting...' : 'Not connected'}
    </span>
  );
}

/**
 * Phone: avatar, name, connection status, minimize and close; then Live Session, participants,
 * Switch Advisor and Reset. Desktop: name and category with reset and close; then Live Session,
 * participants and 'Browse Other Advisors'.
 */
export function ChatHeader(props: ChatHeaderProps) {
  const { layout, advisorName, advisorImage, category, connection, showHistory, historyOpen } = props;
  const phone = layout === 'phone';
  const participants = (
    <ParticipantsPopover advisorName={advisorName} advisorImage={advisorImage} userName={props.userName} userPhoto={props.userPhoto} />
  );
  const historyButton = showHistory && (
    <Button
      variant={historyOpen ? 'secondary' : 'ghost'}
      size="icon-sm"
      onClick={props.onToggleHistory}
      aria-label="Past sessions"
      aria-pressed={historyOpen}
      title="Past sessions"
    >
      <History aria-hidden="true" />
    </Button>
  );

  return (
    <header className="border-b bg-gradient-to-b from-primary/[0.07] to-transparent">
      <div className="flex items-center gap-3 px-4 pt-4 pb-3 sm:px-5">
        <PersonAvatar name={advisorName} image={advisorImage} className="size-11 text-sm" framed />
        <div className="min-w-0 flex-1">
          <SheetTitle className="truncate text-base">{advisorName}</SheetTitle>
          {phone ? (
            <>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span
                  aria-hidden="true"
                  className={cn('size-1.5 rounded-full', connection === 'available' ? 'bg-success' : connection === 'connecting' ? 'bg-muted-foreground/50' : 'bg-destructive')}
                />
                <span>{connectionLabels[connection]}</span>
              </p>
              <SheetDescription className="sr-only">{category}</SheetDescription>
            </>
          ) : (
            <SheetDescription className="truncate text-xs">{category}</SheetDescription>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-0.5">
          {historyButton}
          {phone ? (
            <Button variant="ghost" size="icon-sm" onClick={props.onMinimize} aria-label="Minimize chat" title="Minimize">
              <ChevronDown aria-hidden="true" />
            </Button>
          ) : (
            <Button variant="ghost" size="icon-sm" onClick={props.onReset} aria-label="Reset chat" title="Reset">
              <RotateCcw aria-hidden="true" />
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" onClick={props.onClose} aria-label="Close chat" title="Close">
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 px-4 pb-2.5 sm:px-5">
        <div className="flex items-center gap-1">
          <LiveIndicator connection={connection} />
          {participants}
        </div>
        {phone ? (
          <div className="flex items-center gap-1.5">
            <Button variant="outline" size="sm" className="h-8 px-2.5 text-xs" onClick={props.onSwitch}>
              Switch Advisor
            </Button>
            <Button variant="outline" size="sm" className="h-8 px-2.5 text-xs" onClick={props.onReset}>
              Reset
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" className="h-8" onClick={props.onSwitch}>
            <LayoutGrid aria-hidden="true" />
            Browse Other Advisors
          </Button>
        )}
      </div>
    </header>
  );
}
