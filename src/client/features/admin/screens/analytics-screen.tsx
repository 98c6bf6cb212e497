import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { analyticsRangeKinds, type AnalyticsRangeKind } from '../../../../shared/admin/analytics-range.ts';
import type { Analytics } from '../../../../shared/admin/analytics.schema.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ChartConfig } from '../../../components/ui/chart.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { analyticsSearch, useAnalytics, type AnalyticsRangeQuery } from '../api/analytics.ts';
import { ChartCard, countColumn, dayColumn, DailyBarChart, formatLongDay, NamedBarChart, whole } from '../components/analytics-charts.tsx';
import { AnalyticsRangePicker } from '../components/analytics-range-picker.tsx';

const signupsConfig = { signups: { label: 'Sign-ups', color: 'var(--chart-1)' } } satisfies ChartConfig;
const chatConfig = { chatMessages: { label: 'Messages', color: 'var(--chart-2)' } } satisfies ChartConfig;
const itinerariesConfig = { itineraries: { label: 'Itineraries', color: 'var(--chart-5)' } } satisfies ChartConfig;
const conversionsConfig = { conversions: { label: 'Conversions', color: 'var(--chart-3)' } } satisfies ChartConfig;
// Low ratings warm, high ratings cool.
const ratingsConfig = {
  r1: { label: '1 star', color: 'var(--chart-4)' },
  r2: { label: '2 stars', color: 'var(--chart-3)' },
  r3: { label: '3 stars', color: 'var(--chart-5)' },
  r4: { label: '4 stars', color: 'var(--chart-2)' },
  r5: { label: '5 stars', color: 'var(--chart-1)' },
} satisfies ChartConfig;
const funnelConfig = { count: { label: 'Invite requests', color: 'var(--chart-1)' } } satisfies ChartConfig;
const advisorsConfig = {
  messages: { label: 'Messages', color: 'var(--chart-2)' },
  conversations: { label: 'Conversations', color: 'var(--chart-1)' },
} satisfies ChartConfig;

/** How many advisors the chart shows; the table lists them all. */
const advisorChartLimit = 10;

function readRange(params: URLSearchParams): AnalyticsRangeQuery {
  const range = params.get('range');
  const kind = analyticsRangeKinds.includes(range as AnalyticsRangeKind) ? (range as AnalyticsRangeKind) : '30d';
  if (kind !== 'custom') return { range: kind };
  return { range: kind, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const average = (value: number | null) => (value === null ? '–' : value.toFixed(2));

function Totals({ data }: { data: Analytics }) {
  const { totals, funnel } = data;
  const items = [
    ['Sign-ups', whole.format(totals.signups)],
    ['Chat messages', whole.format(totals.chatMessages)],
    ['Itineraries', whole.format(totals.itineraries)],
    ['Average rating', totals.feedback === 0 ? '–' : `${average(totals.averageRating)} / 5`],
    ['Conversions', whole.format(totals.conversions)],
    ['Invite requests', whole.format(funnel.requested)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <Card key={label} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Charts({ data }: { data: Analytics }) {
  const { days, totals, funnel, advisors } = data;
  const rows = useMemo(
    () =>
      days.map((day) => ({
        date: day.date,
        signups: day.signups,
        chatMessages: day.chatMessages,
        itineraries: day.itineraries,
        conversions: day.conversions,
        ...Object.fromEntries(day.feedback.counts.map((count, index) => [`r${index + 1}`, count])),
      })),
    [days],
  );
  const funnelRows = [
    { name: 'Requested', count: funnel.requested },
    { name: 'Approved', count: funnel.approved },
    { name: 'Signed up', count: funnel.signedUp },
  ];
  const topAdvisors = advisors
    .slice(0, advisorChartLimit)
    .map((advisor) => ({ name: advisor.name, messages: advisor.messages, conversations: advisor.conversations }));
  const nothing = (what: string, count: number) => (count === 0 ? ` No ${what} in this range.` : '');

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <ChartCard
        title="Sign-ups per day"
        total={whole.format(totals.signups)}
        description={`New accounts.${nothing('sign-ups', totals.signups)}`}
        rows={days}
        rowKey={(day) => day.date}
        columns={[dayColumn, countColumn('Sign-ups', (day) => day.signups)]}
      >
        <DailyBarChart
          data={rows}
          config={signupsConfig}
          label={`Bar chart of sign-ups per day, ${whole.format(totals.signups)} in all.`}
        />
      </ChartCard>
      <ChartCard
        title="Chat messages per day"
        total={whole.format(totals.chatMessages)}
        description={`Messages users sent to advisors, on every plan.${nothing('messages', totals.chatMessages)}`}
        rows={days}
        rowKey={(day) => day.date}
        columns={[dayColumn, countColumn('Messages', (day) => day.chatMessages)]}
      >
        <DailyBarChart
          data={rows}
          config={chatConfig}
          label={`Bar chart of chat messages per day, ${whole.format(totals.chatMessages)} in all.`}
        />
      </ChartCard>
      <ChartCard
        title="Itineraries generated per day"
        total={whole.format(totals.itineraries)}
        description={`Trips planned and saved.${nothing('itineraries', totals.itineraries)}`}
        rows={days}
        rowKey={(day) => day.date}
        columns={[dayColumn, countColumn('Itineraries', (day) => day.itineraries)]}
      >
        <DailyBarChart
          data={rows}
          config={itinerariesConfig}
          label={`Bar chart of itineraries generated per day, ${whole.format(totals.itineraries)} in all.`}
        />
      </ChartCard>
      <ChartCard
        title="Feedback ratings per day"
        total={totals.feedback === 0 ? undefined : `${whole.format(totals.feedback)} · average ${average(totals.averageRating)}`}
        description={`How many of each rating, per day; the table adds each day's average.${nothing('feedback', totals.feedback)}`}
        rows={days}
        rowKey={(day) => day.date}
        columns={[
          dayColumn,
          ...[1, 2, 3, 4, 5].map((rating) => countColumn(`${rating}★`, (day) => day.feedback.counts[rating - 1] ?? 0)),
          { header: 'Average', numeric: true, cell: (day) => average(day.feedback.average) },
        ]}
      >
        <DailyBarChart
          data={rows}
          config={ratingsConfig}
          label={`Stacked bar chart of feedback ratings per day, ${whole.format(totals.feedback)} in all.`}
        />
      </ChartCard>
      <ChartCard
        title="Free-to-Premium conversions"
        total={whole.format(totals.conversions)}
        description={`Free users granted Premium, per day.${nothing('conversions', totals.conversions)}`}
        rows={days}
        rowKey={(day) => day.date}
        columns={[dayColumn, countColumn('Conversions', (day) => day.conversions)]}
      >
        <DailyBarChart
          data={rows}
          config={conversionsConfig}
          label={`Bar chart of free-to-Premium conversions per day, ${whole.format(totals.conversions)} in all.`}
        />
      </ChartCard>
      <ChartCard
        title="Invite funnel"
        description="Invite requests made in this range, and how many have been approved and used to sign up since."
        rows={funnelRows}
        rowKey={(row) => row.name}
        columns={[
          { header: 'Step', cell: (row) => row.name },
          { header: 'Requests', numeric: true, cell: (row) => whole.format(row.count) },
          { header: 'Of requested', numeric: true, cell: (row) => percent(row.count, funnel.requested) },
        ]}
      >
        <NamedBarChart
          data={funnelRows}
          config={funnelConfig}
          height={176}
          label={`Bar chart of the invite funnel: ${whole.format(funnel.requested)} requested, ${whole.format(funnel.approved)} approved, ${whole.format(funnel.signedUp)} signed up.`}
        />
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard
          title="Popular advisors"
          description="Messages users sent to each advisor on every plan, and saved (Premium) conversations started, most messages first. Free chats are counted, never stored, so they have no conversations."
          rows={advisors}
          rowKey={(advisor) => advisor.id}
          columns={[
            { header: 'Advisor', cell: (advisor) => advisor.name },
            { header: 'Messages', numeric: true, cell: (advisor) => whole.format(advisor.messages) },
            { header: 'Conversations', numeric: true, cell: (advisor) => whole.format(advisor.conversations) },
          ]}
        >
          {advisors.length === 0 ? (
            <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              No saved conversations in this range.
            </p>
          ) : (
            <NamedBarChart
              data={topAdvisors}
              config={advisorsConfig}
              height={48 + topAdvisors.length * 44}
              label={`Bar chart of messages and conversations for the ${topAdvisors.length} most popular advisors; the top is ${advisors[0]?.name}.`}
            />
          )}
        </ChartCard>
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Loading the analytics…
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} className="gap-2 px-4 py-4">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-7 w-12" />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="gap-4 px-5 py-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-64 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** /admin/analytics: counts per UTC day over a range, as charts with tables. Never anyone's words. */
export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const query = readRange(params);
  const analytics = useAnalytics(query);
  const data = analytics.data;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Analytics | ${appName}`}</title>
      <meta name="description" content="Sign-ups, chat messages, itineraries, feedback, conversions and invites over time." />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
        <p className="text-muted-foreground">
          Counts per day, in UTC. Only counts: no one&apos;s conversations, itineraries or feedback text are shown here.
        </p>
      </header>
      <AnalyticsRangePicker
        // A new range in the URL (a link, the back button) starts the custom form afresh.
        key={analyticsSearch(query)}
        value={query}
        shown={data?.range}
        onChange={(next) => setParams(new URLSearchParams(analyticsSearch(next)))}
      />
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatLongDay(data.range.from)} to {formatLongDay(data.range.to)} (UTC), {whole.format(data.range.days)}{' '}
          {data.range.days === 1 ? 'day' : 'days'}
          {analytics.isPlaceholderData ? ' – updating…' : ''}
        </p>
      ) : null}
      {analytics.isError ? (
        <LoadError message={`Could not load the analytics: ${analytics.error.message}`} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />
      ) : null}
      <div aria-busy={analytics.isFetching} className="space-y-6">
        {analytics.isPending ? (
          <Loading />
        ) : data && !analytics.isError ? (
          <>
            <Totals data={data} />
            <Charts data={data} />
          </>
        ) : null}
      </div>
    </div>
  );
}
