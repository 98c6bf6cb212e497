import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AnalyticsQuery, analyticsQuerySchema } from '../../../../shared/admin/analytics.schema.ts';
import {
  analyticsMaxRangeDays,
  analyticsPresetDays,
  analyticsPresets,
  utcIsoDate,
  type AnalyticsRangeKind,
} from '../../../../shared/admin/analytics-range.ts';
import { addDays } from '../../../../shared/itineraries/trip-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { AnalyticsRangeQuery } from '../api/analytics.ts';

/** The custom range as the form holds it: a date not picked yet is ''. */
interface CustomRange {
  range: 'custom';
  from: string;
  to: string;
}

/**
 * The route's own schema (analyticsQuerySchema), on the range with its unpicked dates left out.
 * The options only say how to report (field refs, criteria mode): the same for both shapes.
 */
const queryResolver = zodResolver(analyticsQuerySchema);
type CustomRangeResolution = Awaited<ReturnType<Resolver<CustomRange, unknown, AnalyticsQuery>>>;
const customRangeResolver: Resolver<CustomRange, unknown, AnalyticsQuery> = async (values, context, options) =>
  (await queryResolver({ range: 'custom', from: values.from || undefined, to: values.to || undefined }, context, options as unknown as Parameters<typeof queryResolver>[2])) as CustomRangeResolution;

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
  const form = useForm<CustomRange, unknown, AnalyticsQuery>({
    resolver: customRangeResolver,
    defaultValues: { range: 'custom', from: value.from ?? shown?.from ?? '', to: value.to ?? shown?.to ?? '' },
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.from ?? form.formState.errors.to;
  const problemField = form.formState.errors.from ? 'from' : 'to';
  const errorId = useId();
  const groupLabelId = useId();

  const submit = form.handleSubmit(({ from, to }) => {
    if (from && to) onChange({ range: 'custom', from, to });
  });
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
                    form.setValue('from', shown?.from ?? addDays(today, 1 - analyticsPresetDays['30d']));
                    form.setValue('to', shown?.to ?? today);
                  }
                  return;
                }
                setCustomOpen(false);
                form.clearErrors();
                onChange({ range: kind });
              }}
            >
              {kindLabels[kind]}
            </Button>
          );
        })}
      </div>
      {customOpen ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end">
          {(['from', 'to'] as const).map((field) => (
            <div key={field} className="sm:w-56">
              <Controller
                control={form.control}
                name={field}
                render={({ field: date }) => (
                  <DatePickerField
                    id={`analytics-${field}`}
                    label={field === 'from' ? 'Start date' : 'End date'}
                    value={date.value || undefined}
                    // A cleared date is '' in the form: react-hook-form reads undefined as "back to the default".
                    onChange={(next) => (date.onChange(next ?? ''), form.clearErrors())}
                    latest={today}
                    invalid={problem !== undefined && problemField === field}
                    describedBy={problem ? errorId : undefined}
                  />
                )}
              />
            </div>
          ))}
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
