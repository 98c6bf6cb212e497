import { Check, Undo2 } from 'lucide-react';
import type { repliedFilters } from '../../../../../shared/admin/content.schema.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useRepliedMark } from '../../api/content.ts';
import { AdminSelect } from '../admin-select.tsx';
import { formatDateTime } from './panel-parts.tsx';

/** The 'replied' cell of an inbox row: the mark, and the button that sets or clears it. */
export function RepliedToggle({ kind, id, repliedAt, who }: { kind: 'feedback' | 'contact-messages'; id: string; repliedAt: string | null; who: string }) {
  const mark = useRepliedMark(kind);
  const replied = repliedAt !== null;
  const toggle = () =>
    mark.mutate(
      { id, replied: !replied },
      {
        onSuccess: () => toast.success(replied ? `Replied mark cleared for ${who}` : `Marked ${who} as replied`),
        onError: (error) => toast.error(error.message || 'Could not change the mark. Please try again.'),
      },
    );
  return (
    <div className="flex min-w-36 flex-col items-start gap-1.5">
      {replied ? (
        <Badge variant="default" title={formatDateTime(repliedAt)}>
          Replied
        </Badge>
      ) : (
        <Badge variant="outline">Not replied</Badge>
      )}
      <Button
        size="sm"
        variant={replied ? 'ghost' : 'outline'}
        onClick={toggle}
        disabled={mark.isPending}
        aria-label={replied ? `Clear the replied mark of ${who}` : `Mark ${who} as replied`}
      >
        {replied ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
        {replied ? 'Clear mark' : 'Mark replied'}
      </Button>
    </div>
  );
}

type Replied = (typeof repliedFilters)[number];

/** The inboxes' filter on the mark. */
export function RepliedFilter({ value, onChange }: { value: Replied | undefined; onChange(value: Replied | undefined): void }) {
  return (
    <div className="md:w-48">
      <AdminSelect label="Replied" value={value} options={{ yes: 'Replied', no: 'Not replied' }} onChange={onChange} />
    </div>
  );
}
