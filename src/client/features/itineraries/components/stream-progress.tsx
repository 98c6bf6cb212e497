import { Loader2 } from 'lucide-react';

/** The stream's progress line: 'Writing day 3 of 6…', read out as it changes. */
export function StreamProgress({ written, total }: { written: number; total: number }) {
  const text = written >= total ? 'Finishing your itinerary…' : `Writing day ${written + 1} of ${total}…`;
  const percent = total > 0 ? Math.min(100, Math.round((written / total) * 100)) : 0;
  return (
    <div className="rounded-xl border border-primary/30 bg-primary/5 p-4">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
        {text}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-primary/15" aria-hidden="true">
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${Math.max(percent, 4)}%` }} />
      </div>
    </div>
  );
}
