import { MessageCircle, Sparkles } from 'lucide-react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { isAdvisorAvailable } from '../../../../shared/advisors/advisor-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuthDialog, useSession } from '../../auth/index.ts';
import { BeginSession } from '../begin-session.tsx';

/**
 * The advisor page's invitation to chat. Signed out: Get Access opens the auth dialog on Request
 * Invite. Signed in: Begin Session and the chat panel behind it.
 */
export function AdvisorCallToAction({ advisor }: { advisor: AdvisorView }) {
  const { user, loading, isSubscribed } = useSession();
  const { openAuthDialog } = useAuthDialog();

  if (loading) return <Skeleton className="h-36 rounded-xl" />;

  if (!user) {
    return (
      <Card className="border-primary/30 bg-gradient-to-br from-primary/10 via-card to-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            Step in and say hello to {advisor.name}
          </CardTitle>
          <CardDescription>Your first session is free. Create an account to begin.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="lg" className="w-full sm:w-auto" onClick={() => openAuthDialog('request')}>
            Get Access
          </Button>
        </CardContent>
      </Card>
    );
  }

  const available = isAdvisorAvailable(advisor.status);
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-primary/10 via-card to-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <MessageCircle aria-hidden="true" className="size-5 text-primary" />
          Ready when you are
        </CardTitle>
        <CardDescription>Start your session with {advisor.name}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <BeginSession advisor={advisor} describedBy={available ? undefined : 'begin-session-note'} />
        {!available && (
          <p id="begin-session-note" className="text-sm text-muted-foreground">
            {advisor.name} is not taking sessions yet.
          </p>
        )}
        {!isSubscribed && <p className="text-sm text-muted-foreground">Free chats aren't saved. Upgrade later to keep your sessions.</p>}
      </CardContent>
    </Card>
  );
}
