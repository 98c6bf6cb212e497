import { Link } from 'react-router';
import { ArrowRight, Check, CircleCheck, Clock, Info } from 'lucide-react';
import { freeItineraryLimit, itineraryLimits } from '../../../../shared/itineraries/planner-options.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { freeChatsNote, premiumBenefits, premiumMonthlyPrice } from '../../account/index.ts';
import { useAuthDialog, useSession, type Session } from '../../auth/index.ts';
import { UpgradeAction } from '../../billing/index.ts';
import { pickFaqEntries, useFaq } from '../api/faq.ts';
import { FaqGrid } from '../components/faq-list.tsx';
import { PlanCard, PlanFeature } from '../components/plan-card.tsx';
import { CardsSkeleton, StaticPage } from '../components/static-page.tsx';

const freeFeatures = [
  'Chat with any advisor, for as long as you like',
  'Evidence-based, therapy-informed guidance',
  'Available whenever you need it, day or night',
  'Switch advisors whenever you want',
  // The limit the server enforces, stated where the plans are compared (issue 24).
  `${freeItineraryLimit === 1 ? 'One itinerary' : `${freeItineraryLimit} itineraries`} with the AI Travel Planner`,
];

/** Premium's side of the planner's limit; the benefits above it are the spec's, shared with Home. */
const premiumItineraries = `Up to ${itineraryLimits.savedItineraries} itineraries with the AI Travel Planner`;

/** The plan questions people ask here; the footer's "FAQs" link lands on this page. */
const planQuestionSlugs = ['travel-planner', 'billing', 'cancel', 'memory', 'privacy', 'change-advisor'];

/** The plan questions from the FAQ (GET /api/faq); while they load, their shape. */
function PlanQuestions() {
  const faq = useFaq();
  if (faq.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the plan questions" className="grid gap-x-10 gap-y-8 md:grid-cols-2">
        {planQuestionSlugs.map((slug) => (
          <div key={slug} className="space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    );
  }
  if (faq.isError) {
    return <LoadError layout="inline" className="text-muted-foreground" message="We couldn't load the plan questions." onRetry={() => void faq.refetch()} />;
  }
  return <FaqGrid entries={pickFaqEntries(faq.data, planQuestionSlugs)} />;
}

const checkIcon = <Check aria-hidden="true" className="text-success" />;

/** /pricing: Free and Premium side by side, and the plan questions. */
export function PricingScreen() {
  const session = useSession();
  const isPremium = session.isSubscribed;
  const onFree = Boolean(session.user) && !isPremium;

  return (
    <StaticPage
      title="Choose Your Plan"
      documentTitle="Pricing"
      description={`Chat with any AI advisor for free, or go Premium for ${premiumMonthlyPrice} a month to keep your conversations and have your advisor remember you. Cancel any time.`}
      intro="Chat with any advisor for free. Go Premium when you want to keep your conversations and have your advisor remember you."
      align="center"
      skeleton={<CardsSkeleton count={2} className="mx-auto max-w-4xl md:grid-cols-2 [&>*]:h-[30rem]" />}
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          summary="Everything you need to start talking."
          price="$0"
          period="/month"
          billingNote="No card needed, no time limit."
          current={onFree}
          action={<FreePlanAction session={session} />}
        >
          <ul aria-label="Free includes" className="space-y-3">
            {freeFeatures.map((feature) => (
              <PlanFeature key={feature} icon={checkIcon}>
                {feature}
              </PlanFeature>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {freeChatsNote}
          </p>
        </PlanCard>

        <PlanCard
          name="Premium"
          summary="For ongoing support that builds on itself."
          price={premiumMonthlyPrice}
          period="/month"
          billingNote="Billed monthly. Cancel any time; Premium stays active until the end of your billing period."
          current={isPremium}
          featured
          action={<PremiumPlanAction session={session} />}
        >
          <p className="mb-3 text-sm font-medium">Everything in Free, plus:</p>
          <ul aria-label="Premium includes" className="space-y-3">
            {premiumBenefits.map((benefit) => (
              <PlanFeature key={benefit} icon={checkIcon}>
                {benefit}
              </PlanFeature>
            ))}
            <PlanFeature icon={checkIcon}>{premiumItineraries}</PlanFeature>
            <PlanFeature icon={<Clock aria-hidden="true" />} muted>
              Inviting others to a session{' '}
              <Badge variant="outline" className="ml-1 align-middle text-muted-foreground">
                Coming soon
              </Badge>
            </PlanFeature>
          </ul>
        </PlanCard>
      </div>

      <section aria-labelledby="plan-questions-heading" className="mx-auto mt-16 max-w-4xl md:mt-20">
        <h2 id="plan-questions-heading" className="text-2xl font-semibold tracking-tight">
          Plan questions
        </h2>
        <div className="mt-6">
          <PlanQuestions />
        </div>
        <div className="mt-8 flex flex-col gap-3 rounded-2xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Something else on your mind?</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/faq">
                Read all FAQs
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </section>
    </StaticPage>
  );
}

function FreePlanAction({ session }: { session: Session }) {
  const { openAuthDialog } = useAuthDialog();
  // Until we know who is here, hold the place rather than offer a visitor's button to a member.
  if (session.loading) return <Skeleton className="h-11 w-full" />;
  if (!session.user) {
    return (
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => openAuthDialog('request')}>
        Get Access
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      <Link to="/advisors">Browse advisors</Link>
    </Button>
  );
}

/** A subscriber's plan; a free user's way to Premium (Checkout, or the honest word without Stripe); a visitor signs in first. */
function PremiumPlanAction({ session }: { session: Session }) {
  const { openAuthDialog } = useAuthDialog();
  if (session.loading) return <Skeleton className="h-11 w-full" />;
  if (session.isSubscribed) {
    return (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="size-4 text-success" />
          Your Premium plan is active.
        </p>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to="/account">Go to your account</Link>
        </Button>
      </div>
    );
  }
  if (!session.user) {
    return (
      <div className="space-y-2">
        <Button type="button" size="lg" className="w-full" onClick={() => openAuthDialog('signin')}>
          Sign in to upgrade
        </Button>
        <p className="text-center text-xs text-muted-foreground">Premium is for members: sign in, or request an invitation first.</p>
      </div>
    );
  }
  return <UpgradeAction size="lg" block />;
}
