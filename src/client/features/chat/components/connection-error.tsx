import { WifiOff } from 'lucide-react';
import { LoadError } from '../../../components/load-error.tsx';
import { chatCopy } from '../chat-copy.ts';

/** 'Connection Error' (the advisor is not available) or a start that failed; both can try again. */
export function ConnectionError({ advisorName, kind, onRetry }: { advisorName: string; kind: 'unavailable' | 'failed'; onRetry: () => void }) {
  return (
    <LoadError
      layout="block"
      className="my-auto gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-8 text-sm"
      title={
        <>
          <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10">
            <WifiOff aria-hidden="true" className="size-5 text-destructive" />
          </span>
          <h3 className="text-base font-semibold">{kind === 'unavailable' ? chatCopy.connectionErrorTitle : 'The chat could not start'}</h3>
        </>
      }
      message={kind === 'unavailable' ? chatCopy.connectionError(advisorName) : 'Something went wrong while starting your session.'}
      onRetry={onRetry}
    />
  );
}
