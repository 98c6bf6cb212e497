import { Info } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** Said where a list shows its built-in preview because the live data could not be loaded. */
export function FallbackNotice({ className }: { className?: string }) {
  return (
    <p role="status" className={cn('flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Temporarily showing a preview. Live data will appear shortly.
    </p>
  );
}
