import { useMemo, useState } from 'react';
import { auditActionLabels, auditActions, auditSortKeys, type AuditRow } from '../../../../shared/admin/audit.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { appName } from '../../../lib/env.ts';
import { useAudit } from '../api/audit.ts';
import type { AdminColumn } from '../components/admin-data-table.tsx';
import { AdminQueryTable } from '../components/admin-query-table.tsx';
import { AdminSelect } from '../components/admin-select.tsx';
import { useAdminList } from '../hooks/use-admin-list.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The words for the fields a customer action changes. */
const fieldLabels: Record<string, string> = {
  plan: 'Plan',
  premiumUntil: 'Premium until',
  role: 'Role',
  banned: 'Banned',
  banReason: 'Ban reason',
  banExpires: 'Ban ends',
  passwordResetSent: 'Password reset email',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return dateTimeFormat.format(new Date(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What changed, field by field: "Plan: free → premium". */
function Changes({ row }: { row: AuditRow }) {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'email' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return (
    <div className="space-y-1">
      {keys.length === 0 ? (
        <p className="text-muted-foreground">No change</p>
      ) : (
        <ul className="space-y-0.5">
          {keys.map((key) => (
            <li key={key}>
              <span className="text-muted-foreground">{fieldLabels[key] ?? key}:</span> {show(before[key])} →{' '}
              <span className="font-medium">{show(after[key])}</span>
            </li>
          ))}
        </ul>
      )}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">Full record</summary>
        <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap">
          {JSON.stringify({ before: row.before, after: row.after }, null, 2)}
        </pre>
      </details>
    </div>
  );
}

const columns: AdminColumn<AuditRow>[] = [
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'When',
    cell: ({ row }) => <span className="whitespace-nowrap">{dateTimeFormat.format(new Date(row.original.createdAt))}</span>,
  },
  {
    id: 'actor',
    accessorKey: 'actorEmail',
    header: 'Admin',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.actorEmail}</span>,
  },
  {
    id: 'action',
    accessorKey: 'action',
    header: 'Action',
    cell: ({ row }) => auditActionLabels[row.original.action] ?? row.original.action,
  },
  {
    id: 'target',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {typeof row.original.before?.email === 'string' ? row.original.before.email : `${row.original.targetType} ${row.original.targetId}`}
      </span>
    ),
  },
  { id: 'changes', header: 'Change', enableSorting: false, cell: ({ row }) => <Changes row={row.original} /> },
  {
    id: 'requestId',
    header: 'Request',
    enableSorting: false,
    cell: ({ row }) => <code className="text-xs">{row.original.requestId}</code>,
  },
];

/** /admin/audit: every admin action, who did it, when and what changed. */
export function AuditScreen() {
  const [actorId, setActorId] = useState<string>();
  const [action, setAction] = useState<string>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: auditSortKeys });
  const audit = useAudit({ ...list.pageParams, ...list.sortParams, actorId, action, from: from || undefined, to: to || undefined });
  const { firstPage } = list;
  const actorOptions = useMemo(
    () => Object.fromEntries((audit.data?.actors ?? []).map((actor) => [actor.id, actor.email])),
    [audit.data?.actors],
  );
  const actionOptions = Object.fromEntries(auditActions.map((entry) => [entry, auditActionLabels[entry] ?? entry]));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Audit log | ${appName}`}</title>
      <meta name="description" content="Every admin action: who, when and what changed." />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
        <p className="mt-1 text-muted-foreground">Every admin action, newest first, with what it changed.</p>
      </header>
      <div role="search" aria-label="Filter the audit log" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <AdminSelect label="Admin" value={actorId} options={actorOptions} onChange={(value) => (setActorId(value), firstPage())} />
        <AdminSelect label="Action" value={action} options={actionOptions} onChange={(value) => (setAction(value), firstPage())} />
        <label className="space-y-1.5 text-sm font-medium">
          <span className="block">From</span>
          <Input type="date" value={from} max={to || undefined} onChange={(event) => (setFrom(event.target.value), firstPage())} />
        </label>
        <label className="space-y-1.5 text-sm font-medium">
          <span className="block">To</span>
          <Input type="date" value={to} min={from || undefined} onChange={(event) => (setTo(event.target.value), firstPage())} />
        </label>
      </div>
      <AdminQueryTable
        result={audit}
        list={list}
        loading="Loading the audit log"
        what="the audit log"
        label="Audit log"
        noun={['entry', 'entries']}
        columns={columns}
        minWidthClass="min-w-[64rem]"
        empty="No admin actions match."
      />
    </div>
  );
}
