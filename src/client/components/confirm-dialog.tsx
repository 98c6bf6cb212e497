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
} from './ui/alert-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** What the confirm button says while the action runs; without it, its label stays. */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** For what cannot be undone: the confirm button is red. */
  destructive?: boolean;
  /**
   * The action. One that returns nothing runs as the dialog closes. One that returns a promise
   * keeps the dialog open until the server answered, its confirm button disabled meanwhile:
   * true closes the dialog, false leaves it open for another try (the caller says what went wrong).
   */
  onConfirm(): void | Promise<boolean>;
  /**
   * While a promised action runs, Cancel and Escape still close the dialog. By default they wait
   * for the answer, which decides what happens next.
   */
  dismissibleWhilePending?: boolean;
  /** Where focus goes once the dialog closed after the action: the button that opened it may be gone with its row. */
  onClosedAfterConfirm?(): void;
}

/**
 * The one confirmation before an action: a title, what will happen, Cancel and the action.
 * Focus starts on Cancel, Escape cancels, outside clicks do nothing (the alert dialog's rules).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  dismissibleWhilePending = false,
  onClosedAfterConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirmed = useRef(false);
  const locked = pending && !dismissibleWhilePending;

  const settle = async (answer: Promise<boolean>) => {
    setPending(true);
    try {
      if (await answer) {
        confirmed.current = true;
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
        if (!locked) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const afterConfirm = confirmed.current;
          confirmed.current = false;
          if (!afterConfirm || !onClosedAfterConfirm) return;
          event.preventDefault();
          onClosedAfterConfirm();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={locked}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
            onClick={(event) => {
              const answer = onConfirm();
              if (!(answer instanceof Promise)) return;
              // Stay open until the server has answered.
              event.preventDefault();
              void settle(answer);
            }}
          >
            {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
