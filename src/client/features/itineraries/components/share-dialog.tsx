import { useId, useRef, useState } from 'react';
import { Check, Copy, Link2, Link2Off, Loader2, Share2 } from 'lucide-react';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateShareLink, useRevokeShareLink, useShareLink } from '../api/share-links.ts';

/** Share: one live link per itinerary that anyone can open without signing in, with or without costs. */
export function ShareDialog({ itineraryId, disabled }: { itineraryId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this trip</DialogTitle>
          <DialogDescription>Anyone with the link can view this itinerary without signing in. You can turn the link off at any time.</DialogDescription>
        </DialogHeader>
        {open && <ShareLinkPanel itineraryId={itineraryId} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinkPanel({ itineraryId }: { itineraryId: string }) {
  const link = useShareLink(itineraryId);
  const create = useCreateShareLink(itineraryId);
  const revoke = useRevokeShareLink(itineraryId);
  const [hideCosts, setHideCosts] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const inputId = useId();

  if (link.isPending) return <Spinner label="Loading the share link" className="mx-auto my-4 size-6" />;
  if (link.isError) {
    return <LoadError alert="message" message="We couldn't load the share link." onRetry={() => void link.refetch()} />;
  }

  const current = link.data;
  if (!current) {
    return (
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          <Checkbox id={checkboxId} checked={hideCosts} onCheckedChange={setHideCosts} />
          <Label htmlFor={checkboxId} className="font-normal">
            Hide costs
          </Label>
        </div>
        <Button
          className="w-full sm:w-auto"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(hideCosts, {
              onSuccess: () => toast.success('Share link created'),
              onError: (error) => toast.error(serverMessage(error, 'Could not create the link. Please try again.')),
            })
          }
        >
          {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Link2 aria-hidden="true" />}
          {create.isPending ? 'Creating link...' : 'Create link'}
        </Button>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.url);
      setCopied(true);
      toast.success('Link copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      inputRef.current?.select();
      toast.error('Could not copy. Select the link and copy it.');
    }
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>Share link</Label>
        <div className="flex gap-2">
          <Input ref={inputRef} id={inputId} readOnly value={current.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{current.hideCosts ? 'Costs are hidden on this link.' : 'Costs are shown on this link.'}</p>
      </div>
      <Button
        variant="outline"
        className="w-full text-destructive hover:text-destructive sm:w-auto"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () => toast.success('The link has been turned off.'),
            onError: (error) => toast.error(serverMessage(error, 'Could not turn the link off. Please try again.')),
          })
        }
      >
        <Link2Off aria-hidden="true" />
        {revoke.isPending ? 'Turning off...' : 'Turn off link'}
      </Button>
    </div>
  );
}
