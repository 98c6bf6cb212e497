import { outboxSortKeys } from '../../../../../shared/admin/content.schema.ts';
import type { MailKind, OutboxMessage } from '../../../../../shared/mail/outbox.schema.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { useOutbox } from '../../api/outbox.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';

// Every kind the server sends has its label: a new kind without one fails the typecheck.
const kindLabels: Record<MailKind, string> = {
  invitation: 'Invitation',
  password_reset: 'Password reset',
  invite_request_notice: 'Invite request notice',
  contact_message: 'Contact message',
  billing_upgrade: 'Premium started',
  billing_cancellation: 'Premium cancelled',
  billing_payment_failed: 'Payment failed',
  account_deleted: 'Account deleted',
  data_export_ready: 'Data ready',
};

function Delivery({ message }: { message: OutboxMessage }) {
  if (message.error) return <Badge variant="destructive">Not sent</Badge>;
  if (message.sentAt) return <Badge variant="outline">Sent</Badge>;
  return <Badge variant="secondary">Kept</Badge>;
}

const columns: AdminColumn<OutboxMessage>[] = [
  {
    id: 'subject',
    header: 'Email',
    enableSorting: false,
    cell: ({ row }) => (
      <details className="max-w-xl">
        <summary className="cursor-pointer rounded font-medium break-words focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          {row.original.subject}
        </summary>
        <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">{row.original.text}</pre>
      </details>
    ),
  },
  {
    id: 'to',
    header: 'To',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex max-w-60 flex-col">
        <span className="break-all">{row.original.to}</span>
        {row.original.replyTo && <span className="break-all text-muted-foreground">Reply to {row.original.replyTo}</span>}
      </span>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    enableSorting: false,
    cell: ({ row }) => <span className="whitespace-nowrap">{Object.hasOwn(kindLabels, row.original.kind) ? kindLabels[row.original.kind as MailKind] : row.original.kind}</span>,
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Date',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    id: 'delivery',
    header: 'Delivery',
    enableSorting: false,
    cell: ({ row }) => <Delivery message={row.original} />,
  },
];

/** The outbox tab: every email the app wrote, newest first, paged on the server; links are redacted once sent over SMTP or expired. */
export function OutboxPanel() {
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: outboxSortKeys });
  const outbox = useOutbox({ q: list.q, ...list.sortParams, ...list.pageParams });

  return (
    <div className="space-y-4">
      <PanelHeader
        id="outbox-heading"
        title="Mail outbox"
        text="Emails the app wrote, newest first. Without SMTP (SMTP_URL) they are kept here; sign-up and reset links are hidden once sent or expired."
      />
      <AdminSearchBar list={list} placeholder="Recipient or subject" />
      <AdminQueryTable
        result={outbox}
        list={list}
        loading="Loading the outbox"
        announceLoading
        what="the outbox"
        label="Emails"
        noun={['email', 'emails']}
        columns={columns}
        minWidthClass="min-w-[56rem]"
        empty={list.q ? 'No emails match.' : 'No emails yet.'}
      />
    </div>
  );
}
