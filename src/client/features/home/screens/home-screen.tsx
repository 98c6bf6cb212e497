import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { ClosingCtaSection } from '../components/closing-cta-section.tsx';
import { FeaturedAdvisorsSection } from '../components/featured-advisors-section.tsx';
import { FounderStorySection } from '../components/founder-story-section.tsx';
import { HeroCarousel } from '../components/hero-carousel.tsx';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { PricingSummarySection } from '../components/pricing-summary-section.tsx';
import { TravelPlannerSection } from '../components/travel-planner-section.tsx';
import { WhyChooseUsSection } from '../components/why-choose-us-section.tsx';

/** The spec holds the whole page on a skeleton for 500 ms; each section then takes its own 300 ms. */
const pageDelayMs = 500;

/** `/`: the hero carousel, featured advisors, how it works, the travel planner, the founder, why us, pricing, and a last call. */
export function HomeScreen() {
  const ready = useDelayedReady(pageDelayMs);
  return (
    <div>
      <PageMeta
        title={`${appName} | AI advisors for clarity, confidence and connection`}
        description={`${appName} pairs you with AI advisors for clarity, confidence and connection: evidence-based, therapy-informed conversations, private and available 24/7. Your first session is free, and the AI travel planner plans your trips day by day.`}
      />
      {ready ? (
        <>
          <HeroCarousel />
          <FeaturedAdvisorsSection />
          <HowItWorksSection />
          <TravelPlannerSection />
          <FounderStorySection />
          <WhyChooseUsSection />
          <PricingSummarySection />
          <ClosingCtaSection />
        </>
      ) : (
        <HomeSkeleton />
      )}
    </div>
  );
}
