import { useState } from 'react';
import { UserX } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { accountDeletionMessages } from '../../../../shared/account/account-deletion.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AccountCard } from './account-card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** "Delete account" on /account: what goes and what stays, then the confirming dialog. */
export function DeleteAccountCard({ user, className }: { user: Me; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountCard title={accountDeletionMessages.title} icon={UserX} description="Leave for good, with everything you keep here." className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{accountDeletionMessages.explanation}</p>
        <Button type="button" variant="destructive" className="shrink-0" onClick={() => setOpen(true)}>
          {accountDeletionMessages.title}
        </Button>
      </div>
      <DeleteAccountDialog user={user} open={open} onOpenChange={setOpen} />
    </AccountCard>
  );
}
