import * as React from 'react';

import { cn } from '../../lib/cn.ts';

/** Decorative placeholder; announce loading separately (e.g. <Spinner /> or aria-busy). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-foreground/10', className)}
      {...props}
    />
  );
}
