import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LifeBuoy, MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Me } from '../../../../shared/account/me.schema.ts';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { advisorQueryOptions } from '../../advisors/index.ts';
import { useConversations } from '../api/get-conversations.ts';
import { chatCopy } from '../chat-copy.ts';
import { useChatSession, type ChatRequest } from '../hooks/use-chat-session.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatInput } from './chat-input.tsx';
import { ConnectionError } from './connection-error.tsx';
import { CrisisBanner } from '../../../components/crisis-banner.tsx';
import { EndSessionDialog } from './end-session-dialog.tsx';
import { MessageList } from './message-list.tsx';
import { PastSessions } from './past-sessions.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { SwitchAdvisorDialog } from './switch-advisor-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

export type ChatPanelMode = 'open' | 'minimized' | 'closed';

export interface ChatPanelProps {
  advisor: AdvisorView;
  user: Me;
  mode: ChatPanelMode;
  request: ChatRequest;
  onModeChange: (mode: ChatPanelMode) => void;
}

/**
 * The chat panel: a full-height bottom drawer on phones, a right side sheet on wider screens.
 * Loaded on demand (see begin-session.tsx). It stays mounted while minimized so the session
 * survives; closing keeps it mounted too, and the next Begin Session starts a new request.
 */
export default function ChatPanel({ advisor, user, mode, request, onModeChange }: ChatPanelProps) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPremium = user.isSubscribed;
  const contentRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const [switchOpen, setSwitchOpen] = useState(false);
  const [endOpen, setEndOpen] = useState(false);

  // A free user may hold conversations saved while on Premium: Past sessions lists them to read.
  // Asked only for free users (Premium always shows the button), and cached for the list itself.
  const savedWithAdvisor = useConversations({ advisorId: advisor.id, enabled: !isPremium });
  const showHistory = isPremium || (savedWithAdvisor.data?.length ?? 0) > 0;

  const session = useChatSession({
    advisor: { id: advisor.id, name: advisor.name },
    userId: user.id,
    isPremium,
    request,
    onOtherAdvisorConversation: (conversation) =>
      void navigate(`/advisors/${encodeURIComponent(conversation.advisorSlug)}?session=${encodeURIComponent(conversation.id)}`, { replace: true }),
  });

  const requestClose = () => {
    // Premium conversations are saved as they happen, and a read-only one is already saved: closing loses nothing.
    if (isPremium || session.readOnly) {
      session.stop();
      onModeChange('closed');
    } else {
      setEndOpen(true);
    }
  };

  const endSession = () => {
    session.stop();
    setEndOpen(false);
    onModeChange('closed');
    toast.success(chatCopy.endedTitle, { description: chatCopy.endedBody });
  };

  const reset = () => {
    setView('chat');
    session.startNew();
  };

  const switchTo = (next: AdvisorView) => {
    setView('chat');
    // The page then renders the new advisor at once: no loading placeholder, the panel stays open.
    const key = advisorQueryOptions(next.slug).queryKey;
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, next);
    void navigate(`/advisors/${encodeURIComponent(next.slug)}`);
    if (!isPremium) toast.success(chatCopy.switchedTitle, { description: chatCopy.switchedBody });
  };

  const replacement =
    session.connection === 'unavailable' || session.connection === 'failed' ? (
      <ConnectionError advisorName={advisor.name} kind={session.connection} onRetry={session.retry} />
    ) : undefined;

  return (
    <>
      <Sheet open={mode === 'open'} onOpenChange={(open) => (open ? onModeChange('open') : requestClose())}>
        <SheetContent
          ref={contentRef}
          side={isMobile ? 'bottom' : 'right'}
          showCloseButton={false}
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            // Start on the panel itself; the message box takes focus once the chat is ready (not on phones).
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className={cn(
            'gap-0 overflow-hidden p-0',
            isMobile ? 'h-dvh max-h-dvh rounded-none border-t-0' : 'w-full max-w-full sm:max-w-[30rem]',
          )}
        >
          <ChatHeader
            layout={isMobile ? 'phone' : 'desktop'}
            advisorName={advisor.name}
            advisorImage={advisor.image}
            category={advisor.category}
            connection={session.connection}
            userName={user.name}
            userPhoto={user.photoURL}
            showHistory={showHistory}
            historyOpen={view === 'history'}
            onToggleHistory={() => setView((current) => (current === 'history' ? 'chat' : 'history'))}
            onReset={reset}
            onSwitch={() => setSwitchOpen(true)}
            onMinimize={() => onModeChange('minimized')}
            onClose={requestClose}
          />

          {session.crisis === 'shown' && (
            <div className="border-b px-4 py-3 sm:px-5">
              <CrisisBanner onDismiss={session.dismissCrisis} />
            </div>
          )}
          {session.crisis === 'dismissed' && (
            <div className="flex justify-end border-b px-3 py-1 sm:px-4">
              <Button variant="ghost" size="sm" className="h-8" onClick={session.showCrisis}>
                <LifeBuoy aria-hidden="true" className="text-warning" />
                Crisis resources
              </Button>
            </div>
          )}

          {view === 'history' ? (
            <PastSessions
              advisorId={advisor.id}
              advisorName={advisor.name}
              currentConversationId={session.conversationId}
              premiumEnded={!isPremium}
              onOpen={(id) => {
                setView('chat');
                session.openConversation(id);
              }}
              onNew={reset}
              onBack={() => setView('chat')}
            />
          ) : (
            <>
              <MessageList
                messages={session.messages}
                advisorName={advisor.name}
                advisorImage={advisor.image}
                offline={session.offline}
                replacement={replacement}
                origin={session.readOnly ? chatCopy.savedWhilePremium : undefined}
              />
              {session.readOnly ? (
                <ReadOnlyNotice onNewChat={reset} />
              ) : (
                <ChatInput
                  advisorName={advisor.name}
                  enabled={session.ready}
                  streaming={session.streaming}
                  autoFocus={!isMobile}
                  onSend={session.send}
                  onStop={session.stop}
                />
              )}
            </>
          )}

          {/* The finished reply is announced once, not chunk by chunk. */}
          <div aria-live="polite" aria-atomic="true" className="sr-only">
            {session.announcement}
          </div>

          <SwitchAdvisorDialog
            open={switchOpen}
            onOpenChange={setSwitchOpen}
            currentAdvisorId={advisor.id}
            // Nothing unsaved to lose when leaving a read-only conversation.
            confirm={!isPremium && !session.readOnly}
            onSwitch={switchTo}
          />
          <EndSessionDialog open={endOpen} onOpenChange={setEndOpen} onEnd={endSession} />
        </SheetContent>
      </Sheet>

      {mode === 'minimized' && (
        <button
          type="button"
          onClick={() => onModeChange('open')}
          className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex cursor-pointer items-center gap-2.5 rounded-full border bg-popover py-1.5 pr-4 pl-1.5 text-sm font-medium text-popover-foreground shadow-lg transition-transform outline-none hover:scale-[1.02] focus-visible:ring-[3px] focus-visible:ring-ring/50 animate-pop-in"
        >
          <span className="relative">
            <PersonAvatar name={advisor.name} image={advisor.image} className="size-9 text-xs" />
            <span aria-hidden="true" className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-popover bg-success" />
          </span>
          <MessageCircle aria-hidden="true" className="size-4 text-primary" />
          Return to chat
        </button>
      )}
    </>
  );
}
