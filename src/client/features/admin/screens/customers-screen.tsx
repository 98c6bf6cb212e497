import { useMemo, useState } from 'react';
import { Download, MoreHorizontal, Search } from 'lucide-react';
import {
  customerSortKeys,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerSortKey,
} from '../../../../shared/admin/customers.schema.ts';
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
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { customersExportUrl, useCustomers } from '../api/customers.ts';
import { AdminDataTable, type AdminColumn, type PaginationState, type SortingState } from '../components/admin-data-table.tsx';
import { AdminSelect } from '../components/admin-select.tsx';
import { CustomerActionDialog, type PendingAction } from '../components/customer-action-dialogs.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

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

const isSortKey = (id: string | undefined): id is CustomerSortKey => (customerSortKeys as readonly string[]).includes(id ?? '');

/** /admin/customers: find a customer, and act on them (Premium, admin, ban, password reset), each action audited. */
export function CustomersScreen() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [plan, setPlan] = useState<CustomerListQuery['plan']>();
  const [role, setRole] = useState<CustomerListQuery['role']>();
  const [status, setStatus] = useState<CustomerListQuery['status']>();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'joined', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [pending, setPending] = useState<PendingAction>();

  const sortId = sorting[0]?.id;
  const filters = {
    q: q || undefined,
    plan,
    role,
    status,
    sort: isSortKey(sortId) ? sortId : 'joined',
    dir: sorting[0]?.desc === false ? 'asc' : 'desc',
  } as const;
  const query: CustomerListQuery = { ...filters, page: pagination.pageIndex + 1, pageSize: pagination.pageSize };
  const customers = useCustomers(query);
  const columns = useMemo(() => columnsFor(setPending), []);

  // A new search, filter or sort starts again on the first page.
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const [lastQ, setLastQ] = useState(q);
  if (lastQ !== q) {
    setLastQ(q);
    firstPage();
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Customers | ${appName}`}</title>
      <meta name="description" content="Find customers, grant Premium, manage admins and bans." />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Customers</h1>
          <p className="mt-1 text-muted-foreground">Every action here is recorded in the audit log.</p>
        </div>
        <Button asChild variant="outline">
          <a href={customersExportUrl(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </header>
      <div role="search" className="flex flex-col gap-3 md:flex-row md:items-end">
        <label className="flex-1 space-y-1.5 text-sm font-medium">
          <span>Search</span>
          <span className="relative block">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Name or email"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </span>
        </label>
        <div className="grid grid-cols-3 gap-3">
          <AdminSelect
            label="Plan"
            value={plan}
            options={{ free: 'Free', premium: 'Premium' }}
            onChange={(value) => (setPlan(value), firstPage())}
          />
          <AdminSelect
            label="Role"
            value={role}
            options={{ user: 'User', admin: 'Admin' }}
            onChange={(value) => (setRole(value), firstPage())}
          />
          <AdminSelect
            label="Status"
            value={status}
            options={{ active: 'Active', banned: 'Banned' }}
            onChange={(value) => (setStatus(value), firstPage())}
          />
        </div>
      </div>
      {customers.isPending ? (
        <Skeleton className="h-80 rounded-xl" aria-label="Loading customers" />
      ) : customers.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-4 py-3 text-sm">
          Could not load the customers: {customers.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void customers.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <AdminDataTable
          label="Customers"
          noun={customers.data.total === 1 ? 'customer' : 'customers'}
          columns={columns}
          rows={customers.data.rows}
          total={customers.data.total}
          getRowId={(row) => row.id}
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next.length ? next : [{ id: 'joined', desc: true }]);
            firstPage();
          }}
          pagination={pagination}
          onPaginationChange={setPagination}
          busy={customers.isPlaceholderData}
          minWidthClass="min-w-[60rem]"
          empty="No customers match."
        />
      )}
      {pending && <CustomerActionDialog pending={pending} onClose={() => setPending(undefined)} />}
    </div>
  );
}
