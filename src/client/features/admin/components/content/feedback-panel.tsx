import { useState } from 'react';
import { Star } from 'lucide-react';
import { feedbackSortKeys, type AdminFeedbackRow, type FeedbackListQuery } from '../../../../../shared/admin/content.schema.ts';
import { useFeedbackPage } from '../../api/content.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';
import { RepliedFilter, RepliedToggle } from './replied-toggle.tsx';

const who = (row: AdminFeedbackRow) => (row.name ? `${row.name}'s feedback` : `the feedback of ${formatDateTime(row.createdAt)}`);

const columns: AdminColumn<AdminFeedbackRow>[] = [
  {
    id: 'rating',
    accessorKey: 'rating',
    header: 'Rating',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1 whitespace-nowrap" aria-label={`${row.original.rating} out of 5`}>
        <Star aria-hidden="true" className="size-4 fill-current text-amber-500 dark:text-amber-400" />
        {row.original.rating}/5
      </span>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.partingThoughts ? (
        <p className="max-w-md break-words whitespace-pre-wrap">{row.original.partingThoughts}</p>
      ) : (
        <span className="text-muted-foreground">No message</span>
      ),
  },
  {
    id: 'reply',
    header: 'Reply wanted',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.wantReply ? (
        <span className="flex max-w-56 flex-col">
          <span className="font-medium break-words">{row.original.name}</span>
          <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${row.original.email ?? ''}`}>
            {row.original.email}
          </a>
        </span>
      ) : (
        <span className="text-muted-foreground">No</span>
      ),
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
    cell: ({ row }) => <RepliedToggle kind="feedback" id={row.original.id} repliedAt={row.original.repliedAt} who={who(row.original)} />,
  },
];

/** The feedback tab: what people rated and wrote, with the 'replied' mark. */
export function FeedbackPanel() {
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: feedbackSortKeys });
  const [replied, setReplied] = useState<FeedbackListQuery['replied']>();
  const feedback = useFeedbackPage({ q: list.q, replied, ...list.sortParams, ...list.pageParams });

  return (
    <div className="space-y-4">
      <PanelHeader id="feedback-heading" title="Feedback inbox" text="Ratings and notes from the feedback form. Mark the ones you have answered." />
      <AdminSearchBar list={list} placeholder="Message, name or email">
        <RepliedFilter value={replied} onChange={(value) => (setReplied(value), list.firstPage())} />
      </AdminSearchBar>
      <AdminQueryTable
        result={feedback}
        list={list}
        loading="Loading feedback"
        announceLoading
        what="the feedback"
        label="Feedback"
        noun={['message', 'messages']}
        columns={columns}
        minWidthClass="min-w-[56rem]"
        empty={list.q || replied ? 'No feedback matches.' : 'No feedback yet.'}
      />
    </div>
  );
}
