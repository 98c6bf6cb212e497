import { useRef, useState, type ReactNode } from 'react';
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** Deletes; resolves true when it worked (the dialog closes), false to stay open for another try. */
  onConfirm(): Promise<boolean>;
  /**
   * Where focus goes once the dialog closed after a delete: the deleted row, and with it the
   * button that opened the dialog, is gone.
   */
  onDeletedFocus(): void;
}

/**
 * The confirmation before deleting for good. It lives beside the list, not in a row, so it stays
 * mounted (and can close properly) when the deleted row leaves the list.
 */
export function ConfirmDeleteDialog({ open, onOpenChange, title, description, onConfirm, onDeletedFocus }: ConfirmDeleteDialogProps) {
  const [pending, setPending] = useState(false);
  const deleted = useRef(false);

  const confirm = async () => {
    setPending(true);
    try {
      if (await onConfirm()) {
        deleted.current = true;
        onOpenChange(false);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeletedFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              void confirm();
            }}
          >
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
