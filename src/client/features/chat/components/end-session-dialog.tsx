import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { chatCopy } from '../chat-copy.ts';

/** Free users confirm before closing: their chat is not saved. */
export function EndSessionDialog({ open, onOpenChange, onEnd }: { open: boolean; onOpenChange: (open: boolean) => void; onEnd: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={chatCopy.endConfirmTitle}
      description={chatCopy.endConfirmBody}
      cancelLabel="Stay in Session"
      confirmLabel="End Session"
      destructive
      onConfirm={onEnd}
    />
  );
}
