import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { repliedFilters } from '../../../../../shared/admin/content.schema.ts';
import type { SortDirection } from '../../../../../shared/admin/list-query.schema.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';
import { RepliedFilter, RepliedToggle } from './replied-toggle.tsx';

type Replied = (typeof repliedFilters)[number];

/** What an inbox asks the server for: the search, the 'replied' filter, the sort and the page. */
export interface InboxQuery<Key extends string> {
  q: string | undefined;
  replied: Replied | undefined;
  sort: Key;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

interface InboxRow {
  id: string;
  createdAt: string;
  repliedAt: string | null;
}

/** One inbox's words, columns and request; the panel adds the search, the filter, the date and the 'replied' mark. */
export interface Inbox<Row extends InboxRow, Key extends string> {
  /** Where the 'replied' mark is set: /api/admin/{kind}/:id/replied. */
  kind: 'feedback' | 'contact-messages';
  heading: { id: string; title: string; text: string };
  searchPlaceholder: string;
  /** What the server sorts by; every inbox sorts by date, and opens newest first. */
  sortKeys: readonly (Key | 'createdAt')[];
  /** The hook that asks for one page. */
  usePage(query: InboxQuery<Key | 'createdAt'>): UseQueryResult<{ rows: Row[]; total: number }, Error>;
  /** The columns before the date and the mark. */
  columns: AdminColumn<Row>[];
  /** Whose message a row is, for the mark's button and message: "Ada's message". */
  who(row: Row): string;
  loading: string;
  what: string;
  label: string;
  minWidthClass: string;
  empty: { none: string; noMatch: string };
}

/** A sender to write back to: the name, and the address as a mail link. */
export function SenderCell({ name, email }: { name: string | null; email: string | null }) {
  // Both are null once the sender deleted their account (decision 0222): the message stays, unsigned.
  if (!name && !email) return <span className="text-muted-foreground">Deleted account</span>;
  return (
    <span className="flex max-w-56 flex-col">
      <span className="font-medium break-words">{name}</span>
      {email && (
        <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </span>
  );
}

function inboxColumns<Row extends InboxRow>({ kind, columns, who }: Pick<Inbox<Row, string>, 'kind' | 'columns' | 'who'>): AdminColumn<Row>[] {
  return [
    ...columns,
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
      cell: ({ row }) => <RepliedToggle kind={kind} id={row.original.id} repliedAt={row.original.repliedAt} who={who(row.original)} />,
    },
  ];
}

/** The feedback and contact tabs: what people sent, searched, filtered and sorted, with the 'replied' mark. */
export function InboxPanel<Row extends InboxRow, Key extends string>({ inbox }: { inbox: Inbox<Row, Key> }) {
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: inbox.sortKeys });
  const [replied, setReplied] = useState<Replied>();
  const messages = inbox.usePage({ q: list.q, replied, ...list.sortParams, ...list.pageParams });
  const columns = useMemo(() => inboxColumns(inbox), [inbox]);

  return (
    <div className="space-y-4">
      <PanelHeader id={inbox.heading.id} title={inbox.heading.title} text={inbox.heading.text} />
      <AdminSearchBar list={list} placeholder={inbox.searchPlaceholder}>
        <RepliedFilter value={replied} onChange={(value) => (setReplied(value), list.firstPage())} />
      </AdminSearchBar>
      <AdminQueryTable
        result={messages}
        list={list}
        loading={inbox.loading}
        announceLoading
        what={inbox.what}
        label={inbox.label}
        noun={['message', 'messages']}
        columns={columns}
        minWidthClass={inbox.minWidthClass}
        empty={list.q || replied ? inbox.empty.noMatch : inbox.empty.none}
      />
    </div>
  );
}
