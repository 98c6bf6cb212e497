import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

export interface LoadErrorProps {
  /** What could not load, in the screen's words: "We couldn't load your billing details." */
  message: ReactNode;
  /** Asks again. */
  onRetry(): void;
  /** A retry under way: the button waits for it. */
  retrying?: boolean;
  /** What the button says while retrying, with its icon turning; without it, it keeps saying Try again. */
  retryingLabel?: string;
  /**
   * `inline`: one line of text ending in a link-style button, for a small part of a page.
   * `banner`: a bordered strip, the message beside the button (above it on a phone).
   * `block`: the message and the button under each other, centred, for what fills a screen or dialog.
   */
  layout?: 'inline' | 'banner' | 'block';
  /** Above the message in a block: a heading at the level the screen needs, an icon. */
  title?: ReactNode;
  /**
   * What screen readers announce at once: the whole panel with its button (the default), or only
   * the message, where the panel also holds the screen's heading.
   */
  alert?: 'panel' | 'message';
  className?: string;
}

const layouts = {
  inline: 'text-sm',
  banner: 'flex flex-col items-start gap-3 rounded-xl border border-destructive/40 px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between',
  block: 'flex flex-col items-center gap-4 text-center',
};

/** The one way a screen says that what it shows could not load, with a Try again button. */
export function LoadError({ message, onRetry, retrying = false, retryingLabel, layout = 'banner', title, alert = 'panel', className }: LoadErrorProps) {
  const panelRole = alert === 'panel' ? 'alert' : undefined;
  const messageRole = alert === 'message' ? 'alert' : undefined;

  if (layout === 'inline') {
    return (
      <p role="alert" className={cn(layouts.inline, className)}>
        {message}{' '}
        <Button variant="link" className="h-auto p-0" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <div role={panelRole} className={cn(layouts[layout], className)}>
      {title}
      <p role={messageRole} className={layout === 'block' ? 'text-muted-foreground' : undefined}>
        {message}
      </p>
      <Button type="button" variant="outline" size={layout === 'banner' ? 'sm' : 'default'} onClick={onRetry} disabled={retrying}>
        {retryingLabel !== undefined && <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />}
        {retrying && retryingLabel !== undefined ? retryingLabel : 'Try again'}
      </Button>
    </div>
  );
}
