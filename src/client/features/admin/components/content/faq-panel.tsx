import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminFaqEntry } from '../../../../../shared/admin/content.schema.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useAdminFaq, useFaqChange } from '../../api/content.ts';
import { FaqEntryDialog, type FaqEditing } from './faq-entry-dialog.tsx';
import { FaqEntryItem } from './faq-entry-item.tsx';
import { PanelHeader } from './panel-parts.tsx';

function DeleteFaqDialog({ entry, onClose }: { entry: AdminFaqEntry; onClose(): void }) {
  const change = useFaqChange();
  const confirm = async () => {
    try {
      await change.mutateAsync({ kind: 'delete', id: entry.id });
      toast.success('FAQ entry deleted');
      return true;
    } catch (error) {
      toast.error((error instanceof Error && error.message) || 'Could not delete the entry. Please try again.');
      return false;
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete this FAQ entry?"
      description={`“${entry.question}” leaves the FAQ page at once. The audit log keeps its text.`}
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
      dismissibleWhilePending
    />
  );
}

/** The FAQ tab: the public /faq page's entries, in their order; add, edit, delete and reorder. */
export function FaqPanel() {
  const faq = useAdminFaq();
  const [editing, setEditing] = useState<FaqEditing>();
  const [deleting, setDeleting] = useState<AdminFaqEntry>();
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="space-y-4">
      <PanelHeader
        id="faq-heading"
        title="FAQ entries"
        text={
          <>
            The questions of the public{' '}
            <a href="/faq" className="text-primary underline underline-offset-4">
              FAQ page
            </a>
            , in the order shown there. Changes show at once.
          </>
        }
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add entry
          </Button>
        }
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {faq.isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading FAQ entries">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : faq.isError ? (
        <LoadError message={`Could not load the FAQ entries: ${faq.error.message}`} onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">No FAQ entries. The FAQ page says so until you add one.</p>
      ) : (
        <ol className="space-y-3" aria-label="FAQ entries">
          {faq.data.map((entry, index) => (
            <FaqEntryItem
              key={entry.id}
              entry={entry}
              place={index + 1}
              count={faq.data.length}
              onEdit={() => setEditing({ mode: 'edit', entry })}
              onDelete={() => setDeleting(entry)}
              onMoved={setAnnouncement}
            />
          ))}
        </ol>
      )}
      {editing && <FaqEntryDialog key={editing.mode === 'edit' ? editing.entry.id : 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteFaqDialog entry={deleting} onClose={() => setDeleting(undefined)} />}
    </div>
  );
}
