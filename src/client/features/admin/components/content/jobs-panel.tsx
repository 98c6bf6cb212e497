import { RotateCw } from 'lucide-react';
import { jobSortKeys, type ProblemJob } from '../../../../../shared/admin/jobs.schema.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useJobs, useRetryJob } from '../../api/jobs.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';

// The kinds the server runs, in words; a kind without a label shows its name (a new one is still listed).
const kindLabels: Record<string, string> = {
  'mail-delivery': 'Mail delivery',
  'memory-rewrite': 'Advisor memory update',
  'newsletter-webhook': 'Newsletter webhook',
  'billing-reconcile': 'Nightly billing check',
  'nightly-pruning': 'Nightly clean-up',
};
const kindLabel = (kind: string) => (Object.hasOwn(kindLabels, kind) ? kindLabels[kind] : kind);

const stateLabels: Record<ProblemJob['state'], string> = {
  failed: 'Failed',
  active: 'Running too long',
  created: 'Not started',
  retry: 'Retry not started',
};

function Status({ job }: { job: ProblemJob }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge variant={job.problem === 'failed' ? 'destructive' : 'secondary'}>{job.problem === 'failed' ? 'Failed' : 'Stuck'}</Badge>
      {job.problem === 'stuck' && <span className="text-xs whitespace-nowrap text-muted-foreground">{stateLabels[job.state]}</span>}
    </span>
  );
}

function Times({ job }: { job: ProblemJob }) {
  const line = (label: string, iso: string | null) =>
    iso && (
      <span className="whitespace-nowrap">
        <span className="text-muted-foreground">{label} </span>
        {formatDateTime(iso)}
      </span>
    );
  return (
    <span className="flex flex-col text-sm">
      {line('Created', job.createdAt)}
      {line('Started', job.startedAt)}
      {line('Failed', job.failedAt)}
    </span>
  );
}

function RetryButton({ job }: { job: ProblemJob }) {
  const retry = useRetryJob();
  if (job.problem !== 'failed') return <span className="text-sm text-muted-foreground">Waits for an instance</span>;
  const name = kindLabel(job.kind);
  const run = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`${name} job queued again`),
      onError: (error) => toast.error(error.message || 'Could not retry the job. Please try again.'),
    });
  return (
    <Button size="sm" variant="outline" onClick={run} disabled={retry.isPending} aria-label={`Retry the ${name} job created ${formatDateTime(job.createdAt)}`}>
      <RotateCw aria-hidden="true" className={retry.isPending ? 'animate-spin' : undefined} />
      Retry
    </Button>
  );
}

const columns: AdminColumn<ProblemJob>[] = [
  {
    id: 'kind',
    header: 'Job',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex max-w-72 flex-col gap-1">
        <span className="font-medium">{kindLabel(row.original.kind)}</span>
        {row.original.error && <span className="text-sm break-words text-muted-foreground">{row.original.error}</span>}
      </span>
    ),
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <Status job={row.original} /> },
  {
    id: 'attempts',
    header: 'Attempts',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.attempts} of {row.original.maxAttempts}
      </span>
    ),
  },
  { id: 'since', accessorKey: 'since', header: 'When', cell: ({ row }) => <Times job={row.original} /> },
  { id: 'retry', header: 'Action', enableSorting: false, cell: ({ row }) => <RetryButton job={row.original} /> },
];

/**
 * The jobs tab: background work that needs an admin. A failed job is out of retries and can be run
 * once more; a stuck one is running past its time limit or was never started, which a retry cannot
 * fix (no instance is working it). What a job carries is never shown.
 */
export function JobsPanel() {
  const list = useAdminList({ defaultSort: { id: 'since', desc: true }, sortKeys: jobSortKeys });
  const jobs = useJobs({ ...list.sortParams, ...list.pageParams });

  return (
    <div className="space-y-4">
      <PanelHeader
        id="jobs-heading"
        title="Failed and stuck jobs"
        text="Background work (such as sending mail) that ran out of retries, or that no instance has run in time. A failed job is kept a day; Retry runs it once more."
      />
      <AdminQueryTable
        result={jobs}
        list={list}
        loading="Loading the jobs"
        announceLoading
        what="the jobs"
        label="Failed and stuck jobs"
        noun={['job', 'jobs']}
        columns={columns}
        minWidthClass="min-w-[52rem]"
        empty="No failed or stuck jobs"
      />
    </div>
  );
}
