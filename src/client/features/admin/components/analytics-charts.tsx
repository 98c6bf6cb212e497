import { useId, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '../../../../shared/admin/analytics.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '../../../components/ui/chart.tsx';
import { cn } from '../../../lib/cn.ts';

const whole = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 3" for a YYYY-MM-DD (a UTC day). */
export const formatShortDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/**
 * A chart with the same figures as a table. The table is always there for screen readers (the
 * chart is one labelled image); "Show table" puts it on screen for everyone.
 */
export function ChartCard<Row>({
  title,
  description,
  total,
  children,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  description: ReactNode;
  /** The range's total, beside the title. */
  total?: string | undefined;
  children: ReactNode;
  rows: Row[];
  columns: Column<Row>[];
  rowKey(row: Row): string;
}) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="min-w-0 gap-4 px-4 py-5 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-semibold">
            {title}
            {total !== undefined ? <span className="ml-2 font-normal text-muted-foreground tabular-nums">{total}</span> : null}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-pressed={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </Button>
      </div>
      {children}
      <div
        id={tableId}
        className={cn(showTable ? 'max-h-80 overflow-auto rounded-lg border' : 'sr-only')}
        // A scrolling table must be reachable by keyboard.
        tabIndex={showTable ? 0 : undefined}
        role={showTable ? 'group' : undefined}
        aria-label={showTable ? `${title}: table` : undefined}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-card">
            <tr className="border-b">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium whitespace-nowrap text-muted-foreground',
                    column.numeric ? 'text-right' : 'text-left',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b last:border-0">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.header} scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={cn('px-3 py-1.5 whitespace-nowrap', column.numeric && 'text-right tabular-nums')}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

type Day = Analytics['days'][number];

/** Bars per day for one or more series (stacked when several). */
export function DailyBarChart({ data, config, label }: { data: Record<string, number | string>[]; config: ChartConfig; label: string }) {
  const keys = Object.keys(config);
  return (
    <div>
      <ChartContainer config={config} aria-label={label}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tickFormatter={formatShortDay} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
          <Tooltip content={<ChartTooltipContent formatLabel={formatLongDay} />} />
          {keys.map((key, index) => (
            <Bar
              key={key}
              dataKey={key}
              stackId={keys.length > 1 ? 'day' : undefined}
              fill={`var(--color-${key})`}
              radius={index === keys.length - 1 ? [3, 3, 0, 0] : 0}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartContainer>
      {keys.length > 1 ? <ChartLegend config={config} /> : null}
    </div>
  );
}

/** Horizontal bars with a name per row (the funnel, advisors). */
export function NamedBarChart({
  data,
  config,
  label,
  height,
}: {
  data: Record<string, number | string>[];
  config: ChartConfig;
  label: string;
  height: number;
}) {
  const keys = Object.keys(config);
  return (
    <div>
      <ChartContainer config={config} aria-label={label} height={height}>
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} width={110} />
          <Tooltip content={<ChartTooltipContent />} />
          {keys.map((key) => (
            <Bar key={key} dataKey={key} fill={`var(--color-${key})`} radius={[0, 3, 3, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartContainer>
      {keys.length > 1 ? <ChartLegend config={config} /> : null}
    </div>
  );
}

export const dayColumn: Column<Day> = { header: 'Day (UTC)', cell: (day) => formatLongDay(day.date) };
export const countColumn = (header: string, value: (day: Day) => number): Column<Day> => ({
  header,
  numeric: true,
  cell: (day) => whole.format(value(day)),
});
export { whole };
