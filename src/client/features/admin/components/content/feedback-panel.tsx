import { Star } from 'lucide-react';
import { feedbackSortKeys, type AdminFeedbackRow } from '../../../../../shared/admin/content.schema.ts';
import { useFeedbackPage } from '../../api/content.ts';
import { formatDateTime } from './panel-parts.tsx';
import { InboxPanel, SenderCell, type Inbox } from './inbox-panel.tsx';

const feedbackInbox: Inbox<AdminFeedbackRow, (typeof feedbackSortKeys)[number]> = {
  kind: 'feedback',
  heading: { id: 'feedback-heading', title: 'Feedback inbox', text: 'Ratings and notes from the feedback form. Mark the ones you have answered.' },
  searchPlaceholder: 'Message, name or email',
  sortKeys: feedbackSortKeys,
  usePage: useFeedbackPage,
  columns: [
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
        row.original.wantReply ? <SenderCell name={row.original.name} email={row.original.email} /> : <span className="text-muted-foreground">No</span>,
    },
  ],
  who: (row) => (row.name ? `${row.name}'s feedback` : `the feedback of ${formatDateTime(row.createdAt)}`),
  loading: 'Loading feedback',
  what: 'the feedback',
  label: 'Feedback',
  minWidthClass: 'min-w-[56rem]',
  empty: { none: 'No feedback yet.', noMatch: 'No feedback matches.' },
};

/** The feedback tab: what people rated and wrote, with the 'replied' mark. */
export function FeedbackPanel() {
  return <InboxPanel inbox={feedbackInbox} />;
}
