import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { freeChatsNote, premiumBenefits, premiumMonthlyPrice } from '../../account/index.ts';
import { HomeSection } from './home-section.tsx';

const freeFeatures = [
  'Chat with any advisor, for as long as you like',
  'Evidence-based, therapy-informed guidance',
  'Private conversations',
];

/** The spec's "pricing anchor" (/#pricing), filled with a true summary of both plans. */
export function PricingSummarySection() {
  return (
    <HomeSection
      id="pricing"
      headingId="home-pricing-heading"
      eyebrow="Pricing"
      title="Simple, honest pricing"
      intro="Start free with any advisor. Upgrade when you want your advisor to remember the journey with you."
      className="bg-muted/30"
      skeleton={<PlansSkeleton />}
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          price="$0"
          cadence="forever"
          summary="Everything you need to start talking things through."
          features={freeFeatures}
          note={freeChatsNote}
          action={
            <Button asChild size="lg" variant="outline" className="w-full">
              <Link to="/pricing">Compare plans</Link>
            </Button>
          }
        />
        <PlanCard
          name="Premium"
          highlighted
          price={premiumMonthlyPrice}
          cadence="per month"
          summary="For ongoing support that picks up right where you left off."
          features={premiumBenefits}
          note="Cancel any time. Premium stays active until the end of your billing period."
          action={
            <Button asChild size="lg" className="w-full">
              <Link to="/pricing">
                Explore Premium
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      </div>
    </HomeSection>
  );
}

interface PlanCardProps {
  name: string;
  price: string;
  cadence: string;
  summary: string;
  features: readonly string[];
  note: string;
  action: ReactNode;
  highlighted?: boolean;
}

function PlanCard({ name, price, cadence, summary, features, note, action, highlighted = false }: PlanCardProps) {
  const headingId = `home-plan-${name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm md:p-8',
        highlighted && 'border-primary/50 bg-gradient-to-b from-primary/10 to-card shadow-lg ring-1 ring-primary/30',
      )}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-sm text-muted-foreground">{cadence}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{summary}</p>
      <ul className="mt-6 space-y-2.5 text-sm" aria-label={`${name} includes`}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto space-y-4 pt-6">
        <p className="text-xs text-muted-foreground">{note}</p>
        {action}
      </div>
    </article>
  );
}

function PlansSkeleton() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <Skeleton className="h-[26rem] rounded-2xl" />
      <Skeleton className="h-[26rem] rounded-2xl" />
    </div>
  );
}
