import { useState } from 'react';
import { contactSortKeys, type AdminContactRow, type ContactListQuery } from '../../../../../shared/admin/content.schema.ts';
import { useContactPage } from '../../api/content.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';
import { RepliedFilter, RepliedToggle } from './replied-toggle.tsx';

const columns: AdminColumn<AdminContactRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'From',
    cell: ({ row }) => (
      <span className="flex max-w-56 flex-col">
        <span className="font-medium break-words">{row.original.name}</span>
        <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${row.original.email}`}>
          {row.original.email}
        </a>
      </span>
    ),
  },
  {
    id: 'subject',
    accessorKey: 'subject',
    header: 'Subject',
    cell: ({ row }) => <span className="block max-w-56 font-medium break-words">{row.original.subject}</span>,
  },
  {
    id: 'message',
    header: 'Message',
    enableSorting: false,
    cell: ({ row }) => <p className="max-w-md break-words whitespace-pre-wrap">{row.original.message}</p>,
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Date',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    id: 'replied',
    header: 'Replied',
    enableSorting: false,
    cell: ({ row }) => (
      <RepliedToggle kind="contact-messages" id={row.original.id} repliedAt={row.original.repliedAt} who={`${row.original.name}'s message`} />
    ),
  },
];

/** The contact tab: what people sent from /contact, with the 'replied' mark. */
export function ContactPanel() {
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: contactSortKeys });
  const [replied, setReplied] = useState<ContactListQuery['replied']>();
  const messages = useContactPage({ q: list.q, replied, ...list.sortParams, ...list.pageParams });

  return (
    <div className="space-y-4">
      <PanelHeader id="contact-heading" title="Contact messages" text="Messages from the contact form; a copy went to the team's inbox with the sender as reply-to." />
      <AdminSearchBar list={list} placeholder="Name, email, subject or message">
        <RepliedFilter value={replied} onChange={(value) => (setReplied(value), list.firstPage())} />
      </AdminSearchBar>
      <AdminQueryTable
        result={messages}
        list={list}
        loading="Loading messages"
        announceLoading
        what="the messages"
        label="Contact messages"
        noun={['message', 'messages']}
        columns={columns}
        minWidthClass="min-w-[60rem]"
        empty={list.q || replied ? 'No messages match.' : 'No messages yet.'}
      />
    </div>
  );
}
