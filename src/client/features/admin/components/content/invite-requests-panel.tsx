import { useState } from 'react';
import { Check, RotateCw, X } from 'lucide-react';
import { inviteRequestSortKeys } from '../../../../../shared/admin/content.schema.ts';
import { inviteRequestStatuses, type InviteRequestRow, type InviteRequestStatus } from '../../../../../shared/invites/invite-request.schema.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useInviteRequests, useReviewInviteRequest, type InviteDecision } from '../../api/invite-requests.ts';
import { useAdminList } from '../../hooks/use-admin-list.ts';
import type { AdminColumn } from '../admin-data-table.tsx';
import { AdminQueryTable } from '../admin-query-table.tsx';
import { AdminSearchBar } from '../admin-search-bar.tsx';
import { formatDateTime, PanelHeader } from './panel-parts.tsx';

const statusLabels: Record<InviteRequestStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

const doneMessages: Record<InviteDecision, (request: InviteRequestRow) => string> = {
  approve: (request) => `Invitation sent to ${request.email}`,
  decline: (request) => `Declined ${request.name}'s request`,
  resend: (request) => `A new invitation was sent to ${request.email}`,
};

/** Approve and decline a pending request; resend an approved one's invitation. */
function ReviewActions({ request }: { request: InviteRequestRow }) {
  const review = useReviewInviteRequest();
  const decide = (decision: InviteDecision) =>
    review.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => toast.success(doneMessages[decision](request)),
        onError: (error) => toast.error(error.message || 'Could not update the request. Please try again.'),
      },
    );
  if (request.status === 'pending') {
    return (
      <div className="flex gap-2">
        <Button size="sm" onClick={() => decide('approve')} disabled={review.isPending} aria-label={`Approve ${request.name}`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button size="sm" variant="outline" onClick={() => decide('decline')} disabled={review.isPending} aria-label={`Decline ${request.name}`}>
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={request.status === 'approved' ? 'default' : 'secondary'}>{statusLabels[request.status]}</Badge>
      {request.status === 'approved' && (
        <Button size="sm" variant="outline" onClick={() => decide('resend')} disabled={review.isPending} aria-label={`Resend the invitation to ${request.name}`}>
          <RotateCw aria-hidden="true" />
          Resend
        </Button>
      )}
    </div>
  );
}

const columns: AdminColumn<InviteRequestRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="flex max-w-60 flex-col">
        <span className="font-medium break-words">{row.original.name}</span>
        <span className="break-all text-muted-foreground">{row.original.email}</span>
      </span>
    ),
  },
  {
    id: 'advisors',
    header: 'Advisors',
    enableSorting: false,
    cell: ({ row }) => <span className="block max-w-48 break-words">{row.original.advisors.map((advisor) => advisor.name).join(', ') || '—'}</span>,
  },
  {
    id: 'howDidYouHear',
    header: 'How they heard of us',
    enableSorting: false,
    cell: ({ row }) => <p className="max-w-64 break-words whitespace-pre-wrap">{row.original.howDidYouHear}</p>,
  },
  {
    id: 'mailingList',
    header: 'Mailing list',
    enableSorting: false,
    cell: ({ row }) => (row.original.mailingList ? 'Yes' : 'No'),
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Requested',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    id: 'review',
    header: 'Review',
    enableSorting: false,
    cell: ({ row }) => <ReviewActions request={row.original} />,
  },
];

/** The invite requests tab: approve (emails a one-time sign-up link), decline, or resend an approved one's link; paged on the server. */
export function InviteRequestsPanel() {
  const [status, setStatus] = useState<InviteRequestStatus | undefined>('pending');
  const list = useAdminList({ defaultSort: { id: 'createdAt', desc: true }, sortKeys: inviteRequestSortKeys });
  const requests = useInviteRequests({ q: list.q, status, ...list.sortParams, ...list.pageParams });
  const shown = status ? statusLabels[status] : 'All';
  const choices: [InviteRequestStatus | undefined, string][] = [...inviteRequestStatuses.map((entry) => [entry, statusLabels[entry]] as [InviteRequestStatus, string]), [undefined, 'All']];

  return (
    <div className="space-y-4">
      <PanelHeader
        id="invites-heading"
        title="Invite requests"
        text="Approving sends the person a one-time sign-up link, valid for 7 days. Resending replaces the earlier link."
      />
      <AdminSearchBar list={list} placeholder="Name or email">
        <div role="group" aria-label="Show requests" className="inline-flex self-start rounded-lg bg-muted p-1 md:self-auto">
          {choices.map(([entry, label]) => (
            <Button
              key={label}
              size="sm"
              variant={entry === status ? 'secondary' : 'ghost'}
              aria-pressed={entry === status}
              onClick={() => (setStatus(entry), list.firstPage())}
              className={entry === status ? 'bg-background shadow-sm' : undefined}
            >
              {label}
            </Button>
          ))}
        </div>
      </AdminSearchBar>
      <AdminQueryTable
        result={requests}
        list={list}
        loading="Loading requests"
        announceLoading
        what="the requests"
        label={`${shown} requests`}
        noun={['request', 'requests']}
        columns={columns}
        minWidthClass="min-w-[60rem]"
        empty={list.q ? 'No requests match.' : status ? `No ${shown.toLowerCase()} requests.` : 'No requests yet.'}
      />
    </div>
  );
}
