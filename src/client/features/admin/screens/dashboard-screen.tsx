// Icons that no public page uses: one a public page shares would leave that page's chunk for one
// of its own, and every extra file costs the public pages' budget a little.
import {
  AtSign,
  BadgePlus,
  BotMessageSquare,
  DollarSign,
  Download,
  Gem,
  Inbox,
  MailPlus,
  MoveRight,
  ServerCrash,
  ShieldUser,
  ThumbsUp,
  UserRoundPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { premiumMonthlyPriceCents, type Dashboard, type DashboardActivityKind } from '../../../../shared/admin/dashboard.schema.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { appName } from '../../../lib/env.ts';
import { customersExportUrl } from '../api/customers.ts';
import { useDashboard } from '../api/dashboard.ts';

const whole = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const activityIcons: Record<DashboardActivityKind, { icon: LucideIcon; name: string; tone: string }> = {
  signup: { icon: UserRoundPlus, name: 'Sign-up', tone: 'bg-sky-500/15 text-sky-700 dark:text-sky-300' },
  invite_request: { icon: MailPlus, name: 'Invite request', tone: 'bg-violet-500/15 text-violet-700 dark:text-violet-300' },
  feedback: { icon: ThumbsUp, name: 'Feedback', tone: 'bg-rose-500/15 text-rose-700 dark:text-rose-300' },
  contact_message: { icon: AtSign, name: 'Contact message', tone: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' },
  admin_action: { icon: ShieldUser, name: 'Admin action', tone: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' },
};

function StatCard({ icon: Icon, label, value, children }: { icon: LucideIcon; label: string; value: string; children?: ReactNode }) {
  return (
    <Card className="gap-3 px-5 py-5">
      {/* Two lines for every label on wide screens, so that the figures line up across the row. */}
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-muted-foreground lg:min-h-10">
        {label}
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </dt>
      <dd className="space-y-1">
        <span className="block text-3xl font-bold tracking-tight tabular-nums">{value}</span>
        {children ? <span className="block text-sm text-muted-foreground">{children}</span> : null}
      </dd>
    </Card>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { users, content, premium, jobs } = data;
  // Premium neither paid nor granted: a Stripe trial (the server counts each user in one of the three).
  const trialing = premium.subscribers - premium.paidSubscribers - premium.grants;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard icon={UsersRound} label="Users" value={whole.format(users.total)}>
        +{whole.format(users.newThisWeek)} this week
      </StatCard>
      <StatCard icon={BotMessageSquare} label="Active advisors" value={whole.format(data.activeAdvisors)}>
        Available to chat
      </StatCard>
      <StatCard icon={Inbox} label="Content items" value={whole.format(content.total)}>
        {whole.format(content.feedback)} feedback · {whole.format(content.contactMessages)} contact ·{' '}
        {whole.format(content.pendingInviteRequests)} pending invites · {whole.format(content.faqEntries)} FAQ
      </StatCard>
      <StatCard icon={Gem} label="Premium subscribers" value={whole.format(premium.subscribers)}>
        {whole.format(premium.paidSubscribers)} paying · {whole.format(premium.grants)} by admin grant
        {trialing > 0 ? ` · ${whole.format(trialing)} in a trial` : ''}
      </StatCard>
      <StatCard icon={DollarSign} label="MRR" value={dollars.format(premium.monthlyRecurringRevenueCents / 100)}>
        Monthly recurring revenue, {dollars.format(premiumMonthlyPriceCents / 100)} per paying subscriber
      </StatCard>
      <StatCard icon={ServerCrash} label="Failed jobs" value={whole.format(jobs.failed)}>
        {whole.format(jobs.stuck)} stuck ·{' '}
        <Link to="/admin/content?tab=jobs" className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
          View jobs
        </Link>
      </StatCard>
    </dl>
  );
}

function RecentActivity({ activity }: { activity: Dashboard['activity'] }) {
  if (activity.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">No activity yet</p>
        <p className="text-sm text-muted-foreground">Sign-ups, invite requests, messages and admin actions will show here.</p>
      </div>
    );
  }
  return (
    <ol className="divide-y">
      {activity.map((event) => {
        const { icon: Icon, name, tone } = activityIcons[event.kind];
        return (
          <li key={event.id} className="flex items-center gap-3 px-5 py-3">
            <span className={cn('grid size-9 shrink-0 place-items-center rounded-full', tone)}>
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{name}:</span>
            </span>
            {/* wrap-anywhere, not break-words: a long email must also shrink the grid cell's minimum width. */}
            <span className="min-w-0 flex-1 text-sm wrap-anywhere">{event.label}</span>
            <RelativeTime longRange iso={event.at} className="shrink-0 text-xs whitespace-nowrap text-muted-foreground" />
          </li>
        );
      })}
    </ol>
  );
}

function QuickActions({ pendingInvites }: { pendingInvites: number | undefined }) {
  return (
    <Card className="gap-3 px-5 py-5">
      <h2 id="quick-actions" className="font-semibold">
        Quick actions
      </h2>
      <nav aria-labelledby="quick-actions" className="flex flex-col gap-2">
        <Button asChild variant="outline" className="justify-between">
          <Link to="/admin/content?tab=invites">
            <span className="flex items-center gap-2">
              <MailPlus aria-hidden="true" />
              Review invites
            </span>
            {pendingInvites ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground tabular-nums">
                {whole.format(pendingInvites)}
                <span className="sr-only"> pending</span>
              </span>
            ) : (
              <MoveRight aria-hidden="true" />
            )}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-between">
          <Link to="/admin/advisors?new=1">
            <span className="flex items-center gap-2">
              <BadgePlus aria-hidden="true" />
              Add advisor
            </span>
            <MoveRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-between">
          <a href={customersExportUrl({ sort: 'joined', dir: 'desc' })} download>
            <span className="flex items-center gap-2">
              <Download aria-hidden="true" />
              Export customers
            </span>
            <span className="text-xs text-muted-foreground">CSV</span>
          </a>
        </Button>
      </nav>
    </Card>
  );
}

function LoadingFigures() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} className="gap-3 px-5 py-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-4 w-32" />
        </Card>
      ))}
    </div>
  );
}

function LoadingActivity() {
  return (
    <div className="divide-y">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-5 py-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-3 w-16" />
        </div>
      ))}
    </div>
  );
}

/** /admin/dashboard: how the product is doing at a glance, what happened lately, and shortcuts. */
export function DashboardScreen() {
  const dashboard = useDashboard();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Dashboard | ${appName}`}</title>
      <meta name="description" content="Users, advisors, content, Premium subscribers, failed jobs and the latest activity." />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">How {appName} is doing, and what happened lately.</p>
      </header>
      {dashboard.isError ? (
        <LoadError message={`Could not load the dashboard: ${dashboard.error.message}`} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : null}
      <div aria-busy={dashboard.isPending}>
        {dashboard.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading the dashboard…
            </p>
            <LoadingFigures />
          </>
        ) : dashboard.data ? (
          <Figures data={dashboard.data} />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-start-3 lg:row-start-1">
          <QuickActions pendingInvites={dashboard.data?.content.pendingInviteRequests} />
        </div>
        <Card aria-labelledby="recent-activity" className="min-w-0 gap-0 py-0 lg:col-span-2 lg:col-start-1 lg:row-start-1" role="region">
          <h2 id="recent-activity" className="border-b px-5 py-4 font-semibold">
            Recent activity
          </h2>
          {dashboard.isPending ? (
            <LoadingActivity />
          ) : dashboard.data ? (
            <RecentActivity activity={dashboard.data.activity} />
          ) : (
            <p className="px-5 py-8 text-sm text-muted-foreground">The recent activity could not be loaded.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
