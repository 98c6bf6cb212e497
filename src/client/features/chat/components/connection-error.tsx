import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { chatCopy } from '../chat-copy.ts';

/** 'Connection Error' (the advisor is not available) or a start that failed; both can try again. */
export function ConnectionError({ advisorName, kind, onRetry }: { advisorName: string; kind: 'unavailable' | 'failed'; onRetry: () => void }) {
  return (
    <div className="my-auto flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-8 text-center" role="alert">
      <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10">
        <WifiOff aria-hidden="true" className="size-5 text-destructive" />
      </span>
      <h3 className="font-semibold">{kind === 'unavailable' ? chatCopy.connectionErrorTitle : 'The chat could not start'}</h3>
      <p className="max-w-xs text-sm text-muted-foreground">
        {kind === 'unavailable' ? chatCopy.connectionError(advisorName) : 'Something went wrong while starting your session.'}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
