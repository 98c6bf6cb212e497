import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { chatCopy } from '../chat-copy.ts';

/** Free users confirm before closing: their chat is not saved. */
export function EndSessionDialog({ open, onOpenChange, onEnd }: { open: boolean; onOpenChange: (open: boolean) => void; onEnd: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{chatCopy.endConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{chatCopy.endConfirmBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay in Session</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onEnd}>
            End Session
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
