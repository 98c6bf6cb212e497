import { contactSortKeys, type AdminContactRow } from '../../../../../shared/admin/content.schema.ts';
import { useContactPage } from '../../api/content.ts';
import { InboxPanel, SenderCell, type Inbox } from './inbox-panel.tsx';
import { formatDateTime } from './panel-parts.tsx';

const contactInbox: Inbox<AdminContactRow, (typeof contactSortKeys)[number]> = {
  kind: 'contact-messages',
  heading: { id: 'contact-heading', title: 'Contact messages', text: "Messages from the contact form; a copy went to the team's inbox with the sender as reply-to." },
  searchPlaceholder: 'Name, email, subject or message',
  sortKeys: contactSortKeys,
  usePage: useContactPage,
  columns: [
    { id: 'name', accessorKey: 'name', header: 'From', cell: ({ row }) => <SenderCell name={row.original.name} email={row.original.email} /> },
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
  ],
  who: (row) => (row.name ? `${row.name}'s message` : `the message of ${formatDateTime(row.createdAt)}`),
  loading: 'Loading messages',
  what: 'the messages',
  label: 'Contact messages',
  minWidthClass: 'min-w-[60rem]',
  empty: { none: 'No messages yet.', noMatch: 'No messages match.' },
};

/** The contact tab: what people sent from /contact, with the 'replied' mark. */
export function ContactPanel() {
  return <InboxPanel inbox={contactInbox} />;
}
