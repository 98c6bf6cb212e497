import { useState } from 'react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { advisorStatusDisplay, isAdvisorAvailable } from '../../../../shared/advisors/advisor-status.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAdvisors } from '../../advisors/index.ts';
import { chatCopy } from '../chat-copy.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

interface SwitchAdvisorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentAdvisorId: string;
  /** Free users confirm first: their session and history will be cleared. */
  confirm: boolean;
  onSwitch: (advisor: AdvisorView) => void;
}

/** The other advisors (list at most 400 px high); free users confirm 'Switch to {advisor}?'. */
export function SwitchAdvisorDialog({ open, onOpenChange, currentAdvisorId, confirm, onSwitch }: SwitchAdvisorDialogProps) {
  const advisorsQuery = useAdvisors();
  const [pending, setPending] = useState<AdvisorView | null>(null);
  const others = (advisorsQuery.data ?? []).filter((advisor) => advisor.id !== currentAdvisorId);

  const choose = (advisor: AdvisorView) => {
    if (confirm) {
      setPending(advisor);
      return;
    }
    onOpenChange(false);
    onSwitch(advisor);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="gap-3 p-0 sm:max-w-md">
          <DialogHeader className="px-6 pt-6">
            <DialogTitle>Switch Advisor</DialogTitle>
            <DialogDescription>Choose who you would like to talk to next.</DialogDescription>
          </DialogHeader>
          <div className="max-h-[400px] overflow-y-auto px-3 pb-4">
            {advisorsQuery.isPending ? (
              <div className="space-y-2 px-3" aria-busy="true" aria-label="Loading advisors">
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} className="h-14 rounded-lg" />
                ))}
              </div>
            ) : others.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">No advisors found</p>
            ) : (
              <ul className="space-y-1" aria-label="Advisors">
                {others.map((advisor) => {
                  const available = isAdvisorAvailable(advisor.status);
                  return (
                    <li key={advisor.id}>
                      <button
                        type="button"
                        onClick={() => choose(advisor)}
                        className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <PersonAvatar name={advisor.name} image={advisor.image} className="size-10 text-sm" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{advisor.name}</span>
                          <span className="block truncate text-xs text-muted-foreground">{advisor.category}</span>
                        </span>
                        {!available && advisor.status && (
                          <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-[0.6875rem] text-muted-foreground">
                            {advisorStatusDisplay[advisor.status].label}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </DialogContent>
      </Dialog>

      {/* Stay Here (or Escape) keeps the current advisor: the list closes too. */}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setPending(null);
          onOpenChange(false);
        }}
        title={pending ? chatCopy.switchConfirmTitle(pending.name) : ''}
        description={chatCopy.switchConfirmBody}
        cancelLabel="Stay Here"
        confirmLabel="Switch Advisor"
        onConfirm={() => {
          const advisor = pending;
          setPending(null);
          onOpenChange(false);
          if (advisor) onSwitch(advisor);
        }}
      />
    </>
  );
}
