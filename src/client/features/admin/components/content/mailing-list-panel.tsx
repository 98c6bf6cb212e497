import { useMemo, useState } from 'react';
import { MailX } from 'lucide-react';
import { subscriberSortKeys, type SubscriberListQuery, type SubscriberRow } from '../../../../../shared/admin/content.schema.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { mailingListExportUrl, useMailingList, useUnsubscribe } from '../../api/content.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSelect } from '../admin-select.tsx';
import { ExportCsvLink } from '../export-csv-link.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';

const sourceLabels: Record<string, string> = { footer: 'Footer form', account: 'Account page', invite: 'Invite request' };

function columnsFor(onUnsubscribe: (row: SubscriberRow) => void): AdminColumn<SubscriberRow>[] {
  return [
    { id: 'email', accessorKey: 'email', header: 'Email', cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
    { id: 'source', accessorKey: 'source', header: 'Source', cell: ({ row }) => sourceLabels[row.original.source] ?? row.original.source },
    {
      id: 'createdAt',
      accessorKey: 'createdAt',
      header: 'Subscribed',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === 'subscribed' ? (
          <Badge variant="outline">Subscribed</Badge>
        ) : (
          <span className="flex flex-col items-start gap-0.5">
            <Badge variant="secondary">Unsubscribed</Badge>
            {row.original.unsubscribedAt && <span className="text-xs whitespace-nowrap text-muted-foreground">{formatDateTime(row.original.unsubscribedAt)}</span>}
          </span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === 'subscribed' ? (
          <Button size="sm" variant="outline" onClick={() => onUnsubscribe(row.original)} aria-label={`Unsubscribe ${row.original.email}`}>
            <MailX aria-hidden="true" />
            Unsubscribe
          </Button>
        ) : null,
    },
  ];
}

function UnsubscribeDialog({ subscriber, onClose }: { subscriber: SubscriberRow; onClose(): void }) {
  const unsubscribe = useUnsubscribe();
  const confirm = async () => {
    try {
      await unsubscribe.mutateAsync(subscriber.id);
      toast.success(`${subscriber.email} is unsubscribed`);
      return true;
    } catch (error) {
      toast.error((error instanceof Error && error.message) || 'Could not unsubscribe the address. Please try again.');
      return false;
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Unsubscribe this address?"
      description={`${subscriber.email} gets no more mailings. The row stays on the list, marked unsubscribed. The forms cannot put it back: only its owner can, signed in, from My Account.`}
      confirmLabel="Unsubscribe"
      destructive
      onConfirm={confirm}
      dismissibleWhilePending
    />
  );
}

/** The mailing list tab: subscribers, their CSV export, and unsubscribing an address. */
export function MailingListPanel() {
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: subscriberSortKeys });
  const [status, setStatus] = useState<SubscriberListQuery['status']>();
  const [source, setSource] = useState<SubscriberListQuery['source']>();
  const [pending, setPending] = useState<SubscriberRow>();
  const filters = { q: list.q, status, source, ...list.sortParams };
  const subscribers = useMailingList({ ...filters, ...list.pageParams });
  const columns = useMemo(() => columnsFor(setPending), []);

  return (
    <div className="space-y-4">
      <PanelHeader
        id="mailing-list-heading"
        title="Mailing list"
        text="Everyone who signed up for news. The export holds the rows the filters match."
        actions={<ExportCsvLink href={mailingListExportUrl(filters)} />}
      />
      <AdminSearchBar list={list} placeholder="Email">
        <div className="grid grid-cols-2 gap-3 md:w-96">
          <AdminSelect label="Status" value={status} options={{ subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' }} onChange={(value) => (setStatus(value), list.firstPage())} />
          <AdminSelect
            label="Source"
            value={source}
            options={{ footer: 'Footer form', account: 'Account page', invite: 'Invite request' }}
            onChange={(value) => (setSource(value), list.firstPage())}
          />
        </div>
      </AdminSearchBar>
      <AdminQueryTable
        result={subscribers}
        list={list}
        loading="Loading subscribers"
        announceLoading
        what="the mailing list"
        label="Mailing list"
        noun={['address', 'addresses']}
        columns={columns}
        minWidthClass="min-w-[44rem]"
        empty={list.q || status || source ? 'No addresses match.' : 'Nobody has signed up yet.'}
      />
      {pending && <UnsubscribeDialog subscriber={pending} onClose={() => setPending(undefined)} />}
    </div>
  );
}
