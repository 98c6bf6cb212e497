import * as React from 'react';
import { Loader2 } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Announced to screen readers. Default "Loading". */
  label?: string;
};

/** Size with `size-*` and color with `text-*` on the wrapper (default 16px, currentColor). */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex size-4 shrink-0 items-center justify-center', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
