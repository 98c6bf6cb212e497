import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { inviteRequestStatuses, type InviteRequestRow, type InviteRequestStatus } from '../../../../shared/invites/invite-request.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { useInviteRequests, useReviewInviteRequest } from '../api/invite-requests.ts';

const statusLabels: Record<InviteRequestStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function InviteRequestCard({ request }: { request: InviteRequestRow }) {
  const review = useReviewInviteRequest();
  const decide = (decision: 'approve' | 'decline') =>
    review.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => toast.success(decision === 'approve' ? `Invitation sent to ${request.email}` : `Declined ${request.name}'s request`),
        onError: (error) => toast.error(error.message || 'Could not update the request. Please try again.'),
      },
    );

  return (
    <li className="rounded-xl border bg-card p-4 md:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold">{request.name}</h3>
          <p className="truncate text-sm text-muted-foreground">{request.email}</p>
          <p className="text-xs text-muted-foreground">Requested {dateFormat.format(new Date(request.createdAt))}</p>
        </div>
        {request.status === 'pending' ? (
          <div className="flex shrink-0 gap-2">
            <Button size="sm" onClick={() => decide('approve')} disabled={review.isPending} aria-label={`Approve ${request.name}`}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => decide('decline')} disabled={review.isPending} aria-label={`Decline ${request.name}`}>
              <X aria-hidden="true" />
              Decline
            </Button>
          </div>
        ) : (
          <Badge variant={request.status === 'approved' ? 'default' : 'secondary'}>{statusLabels[request.status]}</Badge>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Advisors</dt>
          <dd>{request.advisors.map((advisor) => advisor.name).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">How they heard of us</dt>
          <dd className="break-words">{request.howDidYouHear}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Mailing list</dt>
          <dd>{request.mailingList ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** /admin/invite-requests: approve (emails a one-time sign-up link) or decline. */
export function InviteRequestsScreen() {
  const [status, setStatus] = useState<InviteRequestStatus>('pending');
  const requests = useInviteRequests(status);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Invite requests | ${appName}`}</title>
      <meta name="description" content="Review invite requests and send sign-up invitations." />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Invite requests</h1>
        <p className="mt-1 text-muted-foreground">Approving sends the person a one-time sign-up link, valid for 7 days.</p>
      </header>
      <div role="group" aria-label="Show requests" className="inline-flex rounded-lg bg-muted p-1">
        {inviteRequestStatuses.map((entry) => (
          <Button
            key={entry}
            size="sm"
            variant={entry === status ? 'secondary' : 'ghost'}
            aria-pressed={entry === status}
            onClick={() => setStatus(entry)}
            className={entry === status ? 'bg-background shadow-sm' : undefined}
          >
            {statusLabels[entry]}
          </Button>
        ))}
      </div>
      {requests.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading requests">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : requests.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-4 py-3 text-sm">
          Could not load the requests: {requests.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </p>
      ) : requests.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">No {statusLabels[status].toLowerCase()} requests.</p>
      ) : (
        <ul className="space-y-3" aria-label={`${statusLabels[status]} requests`}>
          {requests.data.map((request) => (
            <InviteRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
