import { cn } from '../../../lib/cn.ts';

/**
 * The hero's four illustrations: inline SVG, so they ship with the page and fetch nothing. Each
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

export function HeroArt({ kind, className }: { kind: HeroArtKind; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative overflow-hidden rounded-3xl bg-gradient-to-br shadow-2xl ring-1 ring-white/10',
        panelClasses[kind],
        className,
      )}
    >
      <svg viewBox="0 0 400 320" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" focusable="false">
        {kind === 'advisor' && <AdvisorArt />}
        {kind === 'journey' && <JourneyArt />}
        {kind === 'performance' && <PerformanceArt />}
        {kind === 'insights' && <InsightsArt />}
      </svg>
    </div>
  );
}

/** A glowing advisor at the centre of a quiet constellation, with a conversation under way. */
function AdvisorArt() {
  const stars = [
    [40, 50],
    [90, 250],
    [330, 40],
    [360, 270],
    [60, 170],
    [300, 150],
    [180, 30],
    [230, 290],
  ] as const;
  return (
    <>
      <defs>
        <radialGradient id="hero-advisor-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f5f3ff" stopOpacity="0.95" />
          <stop offset="45%" stopColor="#c4b5fd" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
      </defs>
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#fff" opacity="0.6" />
      ))}
      <g stroke="#e9d5ff" strokeOpacity="0.35" strokeWidth="1.5" strokeDasharray="3 6" fill="none">
        <path d="M200 160 L86 92" />
        <path d="M200 160 L318 84" />
        <path d="M200 160 L104 248" />
        <path d="M200 160 L308 236" />
      </g>
      <circle cx="200" cy="160" r="92" fill="url(#hero-advisor-glow)" />
      <circle cx="200" cy="160" r="40" fill="#ede9fe" />
      <circle cx="200" cy="160" r="40" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="6" />
      <path d="M182 158 q18 20 36 0" stroke="#6d28d9" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="186" cy="146" r="4" fill="#6d28d9" />
      <circle cx="214" cy="146" r="4" fill="#6d28d9" />
      {/* the people around the advisor */}
      <circle cx="86" cy="92" r="16" fill="#a78bfa" />
      <circle cx="318" cy="84" r="13" fill="#5eead4" />
      <circle cx="104" cy="248" r="12" fill="#fda4af" />
      <circle cx="308" cy="236" r="17" fill="#fcd34d" />
      {/* the conversation */}
      <g>
        <rect x="236" y="104" width="120" height="44" rx="16" fill="#fff" fillOpacity="0.92" />
        <path d="M246 148 l-6 14 l18 -14 z" fill="#fff" fillOpacity="0.92" />
        <rect x="250" y="118" width="76" height="6" rx="3" fill="#7c3aed" fillOpacity="0.7" />
        <rect x="250" y="130" width="52" height="6" rx="3" fill="#7c3aed" fillOpacity="0.4" />
      </g>
      <g>
        <rect x="40" y="176" width="104" height="38" rx="15" fill="#c4b5fd" fillOpacity="0.35" stroke="#fff" strokeOpacity="0.4" />
        <circle cx="72" cy="195" r="4" fill="#fff" />
        <circle cx="92" cy="195" r="4" fill="#fff" fillOpacity="0.75" />
        <circle cx="112" cy="195" r="4" fill="#fff" fillOpacity="0.5" />
      </g>
    </>
  );
}

/** First light over layered hills, and a path that winds toward it. */
function JourneyArt() {
  return (
    <>
      <defs>
        <radialGradient id="hero-journey-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fffbeb" />
          <stop offset="60%" stopColor="#fde68a" />
          <stop offset="100%" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-journey-path" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0%" stopColor="#fff7ed" stopOpacity="0.95" />
          <stop offset="100%" stopColor="#fff7ed" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="150" r="110" fill="url(#hero-journey-sun)" opacity="0.7" />
      <circle cx="250" cy="150" r="44" fill="#fffbeb" />
      <g stroke="#fef3c7" strokeOpacity="0.5" strokeWidth="3" strokeLinecap="round">
        <path d="M250 80 v-22" />
        <path d="M196 100 l-14 -14" />
        <path d="M304 100 l14 -14" />
        <path d="M176 150 h-22" />
        <path d="M324 150 h22" />
      </g>
      <path d="M0 190 C70 150 130 170 200 160 S330 130 400 165 V320 H0 Z" fill="#9f1239" fillOpacity="0.55" />
      <path d="M0 225 C80 190 160 215 230 200 S350 180 400 205 V320 H0 Z" fill="#701a75" fillOpacity="0.75" />
      <path d="M0 265 C90 240 180 262 260 248 S360 236 400 250 V320 H0 Z" fill="#3b0764" />
      <path
        d="M150 320 C170 290 250 280 235 250 S215 215 248 200"
        stroke="url(#hero-journey-path)"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      <g stroke="#fff7ed" strokeOpacity="0.8" strokeWidth="2.5" strokeLinecap="round" fill="none">
        <path d="M84 70 q8 -8 16 0 q8 -8 16 0" />
        <path d="M126 98 q6 -6 12 0 q6 -6 12 0" />
      </g>
    </>
  );
}

/** Steps that climb, a trend line that keeps rising, and a flag at the top. */
function PerformanceArt() {
  const bars = [
    { x: 60, height: 50 },
    { x: 120, height: 85 },
    { x: 180, height: 120 },
    { x: 240, height: 155 },
    { x: 300, height: 190 },
  ];
  return (
    <>
      <defs>
        <linearGradient id="hero-performance-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ccfbf1" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#5eead4" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <g stroke="#fff" strokeOpacity="0.08">
        {[70, 120, 170, 220, 270].map((y) => (
          <path key={y} d={`M0 ${y} H400`} />
        ))}
      </g>
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={290 - bar.height} width="40" height={bar.height} rx="8" fill="url(#hero-performance-bar)" />
      ))}
      <path
        d="M40 262 C90 250 120 220 150 216 S210 176 240 156 S276 124 292 112"
        stroke="#fef08a"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M278 104 l20 4 l-8 18" stroke="#fef08a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <path d="M326 100 V60" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M326 60 l32 10 l-32 12 z" fill="#fb7185" />
      <g fill="#fff">
        <path d="M96 110 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 z" opacity="0.85" />
        <path d="M200 70 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 z" opacity="0.6" />
      </g>
    </>
  );
}

/** A compass among orbits: finding your bearings, and the small discoveries along the way. */
function InsightsArt() {
  const ticks = Array.from({ length: 24 }, (_, index) => index * 15);
  return (
    <>
      <defs>
        <radialGradient id="hero-insights-face" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#e0f2fe" />
          <stop offset="100%" stopColor="#93c5fd" />
        </radialGradient>
      </defs>
      <g fill="none" stroke="#bae6fd" strokeOpacity="0.3">
        <ellipse cx="200" cy="160" rx="170" ry="64" transform="rotate(-18 200 160)" />
        <ellipse cx="200" cy="160" rx="150" ry="110" transform="rotate(24 200 160)" strokeDasharray="4 8" />
      </g>
      <circle cx="58" cy="118" r="10" fill="#f0abfc" />
      <circle cx="352" cy="206" r="7" fill="#fde68a" />
      <circle cx="300" cy="48" r="6" fill="#5eead4" />
      <circle cx="200" cy="160" r="86" fill="#0c4a6e" fillOpacity="0.55" stroke="#e0f2fe" strokeOpacity="0.7" strokeWidth="3" />
      <circle cx="200" cy="160" r="70" fill="url(#hero-insights-face)" />
      <g stroke="#1e3a8a" strokeOpacity="0.5" strokeWidth="2">
        {ticks.map((angle) => (
          <path key={angle} d={`M200 90 V${angle % 90 === 0 ? 102 : 96}`} transform={`rotate(${angle} 200 160)`} />
        ))}
      </g>
      <path d="M200 104 L216 160 L200 216 L184 160 Z" fill="#1e3a8a" fillOpacity="0.25" />
      <path d="M200 104 L216 160 H184 Z" fill="#e11d48" />
      <path d="M200 216 L216 160 H184 Z" fill="#1e3a8a" />
      <circle cx="200" cy="160" r="7" fill="#fff" stroke="#1e3a8a" strokeWidth="2" />
      <g fill="#fff">
        <path d="M90 236 l3 9 l9 3 l-9 3 l-3 9 l-3 -9 l-9 -3 l9 -3 z" opacity="0.8" />
        <path d="M322 110 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 z" opacity="0.7" />
        <circle cx="120" cy="46" r="1.8" opacity="0.7" />
        <circle cx="356" cy="284" r="1.8" opacity="0.7" />
        <circle cx="40" cy="280" r="1.8" opacity="0.7" />
      </g>
    </>
  );
}
