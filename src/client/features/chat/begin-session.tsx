import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdvisorView } from '../../../shared/advisors/advisor-view.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../auth/index.ts';
import type { ChatPanelMode } from './components/chat-panel.tsx';
import type { ChatRequest } from './hooks/use-chat-session.ts';

// The panel (Markdown, streaming, dialogs) is its own chunk: the advisor pages stay light.
const loadChatPanel = () => import('./components/chat-panel.tsx');
const ChatPanel = lazy(loadChatPanel);

function preloadChatPanel(): void {
  void loadChatPanel().catch(() => {
    // A failed preload is retried by React.lazy when the panel is opened.
  });
}

/**
 * Begin Session and the chat panel behind it. `?session=<conversationId>` opens that saved
 * Premium conversation (the profile's Chat History links here) and `?chat=1` opens a session;
 * both are removed from the address once handled.
 */
export function BeginSession({ advisor, describedBy }: { advisor: AdvisorView; describedBy?: string }) {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<ChatPanelMode>('closed');
  const [request, setRequest] = useState<ChatRequest | null>(null);

  const sessionParam = searchParams.get('session');
  const urlRequest = sessionParam ? `session:${sessionParam}` : searchParams.get('chat') ? 'chat' : null;
  const [handledUrlRequest, setHandledUrlRequest] = useState<string | null>(null);
  if (urlRequest !== handledUrlRequest && user) {
    setHandledUrlRequest(urlRequest);
    if (urlRequest) {
      setRequest({ key: (request?.key ?? 0) + 1, conversation: sessionParam ?? 'resume' });
      setMode('open');
    }
  }

  useEffect(() => {
    if (!urlRequest || !user) return;
    setSearchParams(
      (params) => {
        params.delete('session');
        params.delete('chat');
        return params;
      },
      { replace: true },
    );
  }, [urlRequest, user, setSearchParams]);

  // Fetch the panel's code while the user reads the page, so opening it is instant.
  useEffect(() => {
    if (!user) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preloadChatPanel, { timeout: 4000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadChatPanel, 1500);
    return () => clearTimeout(timer);
  }, [user]);

  const begin = () => {
    if (mode === 'minimized' && request) {
      setMode('open');
      return;
    }
    setRequest((previous) => ({ key: (previous?.key ?? 0) + 1, conversation: 'resume' }));
    setMode('open');
  };

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" onClick={begin} onPointerEnter={preloadChatPanel} aria-describedby={describedBy}>
        Begin Session
      </Button>
      {user && request && (
        <Suspense fallback={null}>
          <ChatPanel advisor={advisor} user={user} mode={mode} request={request} onModeChange={setMode} />
        </Suspense>
      )}
    </>
  );
}
