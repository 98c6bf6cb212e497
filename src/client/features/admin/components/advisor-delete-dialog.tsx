import { archivesOnDelete, type AdminAdvisorRow } from '../../../../shared/admin/advisors.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteAdvisor, useAdvisorMutation } from '../api/advisors.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What refers to the advisor, as the dialog says it: "2 saved conversations and 1 memory". */
function referencesOf(advisor: AdminAdvisorRow): string {
  const parts = [
    advisor.conversations > 0 ? plural(advisor.conversations, 'saved conversation') : null,
    advisor.memories > 0 ? plural(advisor.memories, 'memory', 'memories') : null,
  ].filter((part) => part !== null);
  return parts.join(' and ');
}

/**
 * The confirmation before a delete. An advisor that conversations or memories refer to is
 * archived instead: the dialog says so before (the row counts both), and the result says what
 * happened (the server decides, decision 0191).
 */
export function AdvisorDeleteDialog({ advisor, onClose }: { advisor: AdminAdvisorRow; onClose(): void }) {
  const remove = useAdvisorMutation(deleteAdvisor);
  const archives = archivesOnDelete(advisor);
  const confirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(advisor.id);
      toast.success(
        outcome === 'archived'
          ? `${advisor.name} is archived: hidden from the directory, their conversations and memories kept`
          : `${advisor.name} is deleted`,
      );
      return true;
    } catch (error) {
      toast.error(serverMessage(error, 'Could not delete the advisor. Please try again.'));
      return false;
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={archives ? `Archive ${advisor.name}?` : `Delete ${advisor.name}?`}
      description={
        archives
          ? `${advisor.name} has ${referencesOf(advisor)}, so they will be archived instead of deleted: gone from the directory and their page at once, while users keep what refers to them. You can restore them later.`
          : `${advisor.name} will be deleted for good and disappear from the directory at once. No saved conversation or memory refers to them.`
      }
      confirmLabel={archives ? 'Archive advisor' : 'Delete advisor'}
      destructive
      onConfirm={confirm}
    />
  );
}
