import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MoreHorizontal, Plus } from 'lucide-react';
import { advisorSortKeys, archivesOnDelete, type AdminAdvisorListQuery, type AdminAdvisorRow } from '../../../../shared/admin/advisors.schema.ts';
import { advisorStatusLabels } from '../../../../shared/advisors/advisor-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { appName } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { restoreAdvisor, useAdminAdvisors, useAdvisorMutation } from '../api/advisors.ts';
import type { AdminColumn } from '../components/admin-data-table.tsx';
import { AdminQueryTable } from '../components/admin-query-table.tsx';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdvisorDeleteDialog } from '../components/advisor-delete-dialog.tsx';
import { AdvisorFormDialog } from '../components/advisor-form-dialog.tsx';
import { AdminSearchBar } from '../components/admin-search-bar.tsx';
import { useAdminList } from '../hooks/use-admin-list.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What is open: the form (for a new advisor, or one to edit) or the delete confirmation. */
type Open = { dialog: 'form'; advisor: AdminAdvisorRow | undefined } | { dialog: 'delete'; advisor: AdminAdvisorRow } | undefined;

function AdvisorActionsMenu({ advisor, onOpen, onRestore }: { advisor: AdminAdvisorRow; onOpen(open: Open): void; onRestore(advisor: AdminAdvisorRow): void }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="outline" size="sm" onClick={() => onOpen({ dialog: 'form', advisor })} aria-label={`Edit ${advisor.name}`}>
        Edit
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${advisor.name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="max-w-56 truncate">{advisor.name}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {advisor.archivedAt === null && (
            <DropdownMenuItem asChild>
              <a href={`/advisors/${advisor.slug}`} target="_blank" rel="noreferrer">
                View public page
              </a>
            </DropdownMenuItem>
          )}
          {advisor.archivedAt !== null ? (
            <DropdownMenuItem onSelect={() => onRestore(advisor)}>Restore to the directory</DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" onSelect={() => onOpen({ dialog: 'delete', advisor })}>
              {archivesOnDelete(advisor) ? 'Archive' : 'Delete'}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function columnsFor(onOpen: (open: Open) => void, onRestore: (advisor: AdminAdvisorRow) => void): AdminColumn<AdminAdvisorRow>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Advisor',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <PersonAvatar name={row.original.name} image={row.original.avatarUrl} className="size-9" />
          <span className="flex flex-col">
            <span className="font-medium whitespace-nowrap">{row.original.name}</span>
            <span className="max-w-56 truncate text-xs text-muted-foreground">{row.original.shortDescription ?? row.original.ethos ?? ''}</span>
          </span>
        </span>
      ),
    },
    { id: 'slug', accessorKey: 'slug', header: 'Slug', cell: ({ row }) => <code className="text-xs whitespace-nowrap">{row.original.slug}</code> },
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <Badge variant={row.original.status === 'available' ? 'default' : 'secondary'}>{advisorStatusLabels[row.original.status]}</Badge>
          {row.original.archivedAt && <Badge variant="outline">Archived</Badge>}
        </span>
      ),
    },
    {
      id: 'tags',
      header: 'Tags',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.tags.length ? (
          <span className="flex max-w-56 flex-wrap gap-1">
            {row.original.tags.map((tag) => (
              <Badge key={tag} variant="outline" className="font-normal">
                {tag}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-muted-foreground">None</span>
        ),
    },
    {
      id: 'methods',
      header: 'Methods',
      enableSorting: false,
      cell: ({ row }) => <span className="tabular-nums">{row.original.methods.length}</span>,
    },
    {
      id: 'conversations',
      header: 'Conversations',
      enableSorting: false,
      cell: ({ row }) => <span className="tabular-nums">{row.original.conversations}</span>,
    },
    {
      id: 'updated',
      accessorKey: 'updatedAt',
      header: 'Updated',
      cell: ({ row }) => <span className="whitespace-nowrap">{dateFormat.format(new Date(row.original.updatedAt))}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => <AdvisorActionsMenu advisor={row.original} onOpen={onOpen} onRestore={onRestore} />,
    },
  ];
}

/** /admin/advisors: find, add, edit, delete or archive the advisors of the public directory, each change audited. */
export function AdvisorsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useAdminList({ defaultSort: { id: 'name', desc: false }, sortKeys: advisorSortKeys });
  const [status, setStatus] = useState<AdminAdvisorListQuery['status']>();
  const [tag, setTag] = useState<string>();
  const [state, setState] = useState<AdminAdvisorListQuery['state']>();
  const [open, setOpen] = useState<Open>();
  const restore = useAdvisorMutation(restoreAdvisor);

  // The dashboard's "Add advisor" opens the form: /admin/advisors?new=1.
  const openedFromLink = searchParams.get('new') === '1';
  const shown: Open = open ?? (openedFromLink ? { dialog: 'form', advisor: undefined } : undefined);
  const close = () => {
    setOpen(undefined);
    if (openedFromLink) setSearchParams({}, { replace: true });
  };

  const advisors = useAdminAdvisors({ q: list.q, status, tag, state, ...list.sortParams, ...list.pageParams });
  const columns = useMemo(
    () =>
      columnsFor(setOpen, (advisor) =>
        restore.mutate(advisor.id, {
          onSuccess: () => toast.success(`${advisor.name} is back in the directory`),
          onError: (error) => toast.error(serverMessage(error, 'Could not restore the advisor. Please try again.')),
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore.mutate is stable
    [],
  );

  const tagOptions = Object.fromEntries((advisors.data?.tags ?? (tag ? [tag] : [])).map((name) => [name, name]));
  const filtered = Boolean(list.q || status || tag || state);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Advisors | ${appName}`}</title>
      <meta name="description" content="Add, edit and archive the advisors of the directory." />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Advisors</h1>
          <p className="mt-1 text-muted-foreground">Changes show on the public directory at once. Every change is recorded in the audit log.</p>
        </div>
        <Button onClick={() => setOpen({ dialog: 'form', advisor: undefined })}>
          <Plus aria-hidden="true" />
          Add advisor
        </Button>
      </header>
      <AdminSearchBar list={list} placeholder="Name or slug">
        <div className="grid grid-cols-3 gap-3">
          <AdminSelect label="Status" value={status} options={advisorStatusLabels} onChange={(value) => (setStatus(value), list.firstPage())} />
          <AdminSelect label="Tag" value={tag} options={tagOptions} onChange={(value) => (setTag(value), list.firstPage())} />
          <AdminSelect
            label="Directory"
            value={state}
            options={{ live: 'Listed', archived: 'Archived' }}
            onChange={(value) => (setState(value), list.firstPage())}
          />
        </div>
      </AdminSearchBar>
      <AdminQueryTable
        result={advisors}
        list={list}
        loading="Loading advisors"
        what="the advisors"
        label="Advisors"
        noun={['advisor', 'advisors']}
        columns={columns}
        minWidthClass="min-w-[64rem]"
        empty={filtered ? 'No advisors match.' : 'No advisors yet. Add the first one.'}
      />
      {shown?.dialog === 'form' && <AdvisorFormDialog advisor={shown.advisor} onClose={close} />}
      {shown?.dialog === 'delete' && <AdvisorDeleteDialog advisor={shown.advisor} onClose={close} />}
    </div>
  );
}
