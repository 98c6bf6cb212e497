import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The signed-out call to action; the signed-in "Ready when you are" card comes with accounts. */
export function AdvisorCallToAction({ advisor }: { advisor: AdvisorView }) {
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
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/auth">Get Access</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
