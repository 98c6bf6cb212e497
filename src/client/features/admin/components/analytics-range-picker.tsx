import { useId, useState, type FormEvent } from 'react';
import {
  analyticsMaxRangeDays,
  analyticsPresetDays,
  analyticsPresets,
  customRangeProblem,
  utcIsoDate,
  type AnalyticsRangeKind,
} from '../../../../shared/admin/analytics-range.ts';
import { addDays } from '../../../../shared/itineraries/trip-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { AnalyticsRangeQuery } from '../api/analytics.ts';

const kindLabels: Record<AnalyticsRangeKind, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days', custom: 'Custom' };

/**
 * The range: three presets ending today (UTC) and a custom range picked on two calendars. The
 * chosen range is the page's URL (`?range=7d`, `?range=custom&from=...&to=...`), so it can be shared.
 */
export function AnalyticsRangePicker({
  value,
  shown,
  onChange,
}: {
  value: AnalyticsRangeQuery;
  /** The range the figures on screen cover (the custom form starts from it). */
  shown: { from: string; to: string } | undefined;
  onChange(next: AnalyticsRangeQuery): void;
}) {
  const today = utcIsoDate(new Date());
  const [customOpen, setCustomOpen] = useState(value.range === 'custom');
  const [from, setFrom] = useState<string | undefined>(value.from ?? shown?.from);
  const [to, setTo] = useState<string | undefined>(value.to ?? shown?.to);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const errorId = useId();
  const groupLabelId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!from) return setProblem({ field: 'from', message: 'Please pick a start date.' });
    if (!to) return setProblem({ field: 'to', message: 'Please pick an end date.' });
    const found = customRangeProblem(from, to, today);
    setProblem(found);
    if (!found) onChange({ range: 'custom', from, to });
  }

  return (
    <div className="space-y-3">
      <div role="group" aria-labelledby={groupLabelId} className="flex flex-wrap items-center gap-2">
        <span id={groupLabelId} className="mr-1 text-sm font-medium">
          Range
        </span>
        {[...analyticsPresets, 'custom' as const].map((kind) => {
          const active = kind === 'custom' ? customOpen || value.range === 'custom' : value.range === kind && !customOpen;
          return (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => {
                if (kind === 'custom') {
                  setCustomOpen(true);
                  // From a preset, the custom range starts as the range on screen.
                  if (value.range !== 'custom') {
                    setFrom(shown?.from ?? addDays(today, 1 - analyticsPresetDays['30d']));
                    setTo(shown?.to ?? today);
                  }
                  return;
                }
                setCustomOpen(false);
                setProblem(null);
                onChange({ range: kind });
              }}
            >
              {kindLabels[kind]}
            </Button>
          );
        })}
      </div>
      {customOpen ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end">
          <div className="sm:w-56">
            <DatePickerField
              id="analytics-from"
              label="Start date"
              value={from}
              onChange={(next) => (setFrom(next), setProblem(null))}
              latest={today}
              invalid={problem?.field === 'from'}
              describedBy={problem ? errorId : undefined}
            />
          </div>
          <div className="sm:w-56">
            <DatePickerField
              id="analytics-to"
              label="End date"
              value={to}
              onChange={(next) => (setTo(next), setProblem(null))}
              latest={today}
              invalid={problem?.field === 'to'}
              describedBy={problem ? errorId : undefined}
            />
          </div>
          <Button type="submit">Apply</Button>
          <p
            id={errorId}
            role={problem ? 'alert' : undefined}
            className={cn('text-sm sm:self-center', problem ? 'text-destructive' : 'text-muted-foreground')}
          >
            {problem ? problem.message : `Up to ${analyticsMaxRangeDays} days, in UTC.`}
          </p>
        </form>
      ) : null}
    </div>
  );
}
