import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { createContext, useContext, useId } from 'react';
import { ResponsiveContainer, type TooltipContentProps } from 'recharts';
import { cn } from '../../lib/cn.ts';

/*
 * Themed charts on Recharts, after shadcn/ui's chart pattern: a config names each series and its
 * colour (a theme token such as var(--chart-1)); the container turns it into CSS variables
 * (--color-<key>) that the series read, and styles Recharts' axes, grid and cursor with the design
 * tokens, so every chart follows the light and dark themes. Only admin screens import this file,
 * so Recharts stays out of the public pages' JavaScript.
 */

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('Chart parts must be inside a <ChartContainer>.');
  return config;
}

interface ChartContainerProps {
  config: ChartConfig;
  /** One Recharts chart (BarChart, LineChart, ...). */
  children: ReactElement;
  className?: string;
  /** A fixed height in pixels instead of the default 16rem (a bar per row, for example). */
  height?: number;
  /**
   * What the chart shows. The chart is one image to assistive technology (its figures are in the
   * table view beside it), so charts are drawn with Recharts' accessibilityLayer off.
   */
  'aria-label': string;
}

export function ChartContainer({ config, children, className, height, 'aria-label': ariaLabel }: ChartContainerProps) {
  const id = useId();
  const colours = Object.fromEntries(Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color])) as CSSProperties;
  if (height !== undefined) colours.height = height;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-chart={id}
        role="img"
        aria-label={ariaLabel}
        style={colours}
        className={cn(
          // Clipped: an axis label or a tooltip that pokes past the chart must never widen a phone's page.
          'aspect-auto h-64 w-full overflow-hidden text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border',
          '[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border',
          '[&_.recharts-surface]:outline-hidden [&_.recharts-layer]:outline-hidden',
          className,
        )}
      >
        <ResponsiveContainer initialDimension={{ width: 320, height: 200 }}>{children}</ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** The tooltip's box: the hovered day (or name) and each series' value, in the popover's colours. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatLabel,
}: Partial<TooltipContentProps<number, string>> & { formatLabel?: (label: string) => ReactNode }) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-medium">{formatLabel ? formatLabel(String(label)) : label}</p>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name);
        return (
          <div key={key} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-[2px]" style={{ background: `var(--color-${key})` }} />
            <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">{item.value}</span>
          </div>
        );
      })}
    </div>
  );
}

/** A legend of the config's series, as HTML under the chart (readable and wrapping on a phone). */
export function ChartLegend({ config, keys, className }: { config: ChartConfig; keys?: string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-3 text-xs', className)}>
      {(keys ?? Object.keys(config)).map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-[2px]" style={{ background: config[key]?.color }} />
          {config[key]?.label}
        </li>
      ))}
    </ul>
  );
}
