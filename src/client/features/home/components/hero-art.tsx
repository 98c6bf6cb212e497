import { cn } from '../../../lib/cn.ts';

/**
 * The hero's four illustrations. They are SVG files in `public/hero/`, not components: as images
 * they cost the page no script to download, parse or hydrate, and the browser caches them. Each
 * panel carries its own deep gradient, which reads well on both the dark and the light theme.
 * Purely decorative: the slide's title and text say everything the picture does.
 */
export type HeroArtKind = 'advisor' | 'journey' | 'performance' | 'insights';

const panelClasses: Record<HeroArtKind, string> = {
  advisor: 'from-violet-600 via-indigo-700 to-slate-900',
  journey: 'from-amber-400 via-rose-500 to-purple-900',
  performance: 'from-teal-500 via-emerald-700 to-slate-900',
  insights: 'from-sky-500 via-indigo-700 to-slate-950',
};

/** `first`: the slide the page opens on, often its largest paint: fetched first; the others wait for the layout. */
export function HeroArt({ kind, className, first = false }: { kind: HeroArtKind; className?: string; first?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative overflow-hidden rounded-3xl bg-gradient-to-br shadow-2xl ring-1 ring-white/10',
        panelClasses[kind],
        className,
      )}
    >
      <img
        src={`/hero/${kind}.svg`}
        alt=""
        width={400}
        height={320}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
