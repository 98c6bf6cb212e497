import { useMemo, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { customerSortKeys, type CustomerListQuery, type CustomerRow } from '../../../../shared/admin/customers.schema.ts';
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
import { appName } from '../../../lib/env.ts';
import { customersExportUrl, useCustomers } from '../api/customers.ts';
import type { AdminColumn } from '../components/admin-data-table.tsx';
import { AdminQueryTable } from '../components/admin-query-table.tsx';
import { AdminSelect } from '../components/admin-select.tsx';
import { CustomerActionDialog, type PendingAction } from '../components/customer-action-dialogs.tsx';
import { ExportCsvLink } from '../components/export-csv-link.tsx';
import { AdminSearchBar } from '../components/admin-search-bar.tsx';
import { useAdminList } from '../hooks/use-admin-list.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

function CustomerActionsMenu({ customer, onPick }: { customer: CustomerRow; onPick(pending: PendingAction): void }) {
  const pick = (action: PendingAction['action']) => () => onPick({ action, customer });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${customer.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-56 truncate">{customer.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {customer.plan === 'premium' ? (
          <DropdownMenuItem onSelect={pick('revoke-premium')}>Revoke Premium</DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={pick('grant-premium')}>Grant Premium</DropdownMenuItem>
        )}
        {customer.role === 'admin' ? (
          <DropdownMenuItem onSelect={pick('remove-admin')}>Remove admin</DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={pick('make-admin')}>Make admin</DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={pick('send-password-reset')}>Send password reset</DropdownMenuItem>
        <DropdownMenuSeparator />
        {customer.status === 'banned' ? (
          <DropdownMenuItem onSelect={pick('unban')}>Unban</DropdownMenuItem>
        ) : (
          <DropdownMenuItem variant="destructive" onSelect={pick('ban')}>
            Ban
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={pick('delete')}>
          Delete account
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function columnsFor(onPick: (pending: PendingAction) => void): AdminColumn<CustomerRow>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => <span className="font-medium whitespace-nowrap">{row.original.name}</span>,
    },
    {
      id: 'email',
      accessorKey: 'email',
      header: 'Email',
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.email}</span>,
    },
    {
      id: 'plan',
      accessorKey: 'plan',
      header: 'Plan',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <Badge variant={row.original.plan === 'premium' ? 'default' : 'secondary'}>
            {row.original.plan === 'premium' ? 'Premium' : 'Free'}
          </Badge>
          {row.original.premiumUntil && (
            <span className="text-xs text-muted-foreground">until {formatDate(row.original.premiumUntil)}</span>
          )}
        </span>
      ),
    },
    { id: 'role', accessorKey: 'role', header: 'Role', cell: ({ row }) => (row.original.role === 'admin' ? 'Admin' : 'User') },
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.status === 'banned' ? (
          <span className="flex max-w-48 flex-col items-start gap-0.5">
            <Badge variant="destructive">Banned</Badge>
            {row.original.banReason && <span className="text-xs break-words text-muted-foreground">{row.original.banReason}</span>}
            <span className="text-xs text-muted-foreground">
              {row.original.banExpires ? `until ${formatDate(row.original.banExpires)}` : 'no end date'}
            </span>
          </span>
        ) : (
          <Badge variant="outline">Active</Badge>
        ),
    },
    {
      id: 'joined',
      accessorKey: 'joined',
      header: 'Joined',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.joined)}</span>,
    },
    {
      id: 'lastSeen',
      accessorKey: 'lastSeen',
      header: 'Last seen',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.lastSeen ? dateTimeFormat.format(new Date(row.original.lastSeen)) : 'Never'}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => <CustomerActionsMenu customer={row.original} onPick={onPick} />,
    },
  ];
}

/** /admin/customers: find a customer, and act on them (Premium, admin, ban, password reset), each action audited. */
export function CustomersScreen() {
  const list = useAdminList({ defaultSort: { id: 'joined', desc: true }, sortKeys: customerSortKeys });
  const [plan, setPlan] = useState<CustomerListQuery['plan']>();
  const [role, setRole] = useState<CustomerListQuery['role']>();
  const [status, setStatus] = useState<CustomerListQuery['status']>();
  const [pending, setPending] = useState<PendingAction>();

  const filters = { q: list.q, plan, role, status, ...list.sortParams };
  const customers = useCustomers({ ...filters, ...list.pageParams });
  const columns = useMemo(() => columnsFor(setPending), []);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Customers | ${appName}`}</title>
      <meta name="description" content="Find customers, grant Premium, manage admins and bans." />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Customers</h1>
          <p className="mt-1 text-muted-foreground">Every action here is recorded in the audit log.</p>
        </div>
        <ExportCsvLink href={customersExportUrl(filters)} />
      </header>
      <AdminSearchBar list={list} placeholder="Name or email">
        <div className="grid grid-cols-3 gap-3">
          <AdminSelect
            label="Plan"
            value={plan}
            options={{ free: 'Free', premium: 'Premium' }}
            onChange={(value) => (setPlan(value), list.firstPage())}
          />
          <AdminSelect
            label="Role"
            value={role}
            options={{ user: 'User', admin: 'Admin' }}
            onChange={(value) => (setRole(value), list.firstPage())}
          />
          <AdminSelect
            label="Status"
            value={status}
            options={{ active: 'Active', banned: 'Banned' }}
            onChange={(value) => (setStatus(value), list.firstPage())}
          />
        </div>
      </AdminSearchBar>
      <AdminQueryTable
        result={customers}
        list={list}
        loading="Loading customers"
        what="the customers"
        label="Customers"
        noun={['customer', 'customers']}
        columns={columns}
        minWidthClass="min-w-[60rem]"
        empty="No customers match."
      />
      {pending && <CustomerActionDialog pending={pending} onClose={() => setPending(undefined)} />}
    </div>
  );
}
