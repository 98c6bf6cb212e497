import { BrainCircuit, Clock, Fingerprint, ShieldCheck } from 'lucide-react';
import { appName } from '../../../lib/env.ts';
import { CardsSkeleton, HomeSection } from './home-section.tsx';

const reasons = [
  {
    icon: BrainCircuit,
    title: 'Advanced intelligence',
    body: 'Modern language models, guided by each advisor’s own methods, so every conversation stays focused, thoughtful and grounded in approaches that work.',
  },
  {
    icon: Clock,
    title: 'Always available',
    body: 'Day or night, weekday or holiday. No waiting lists, no appointments, no squeezing yourself into someone else’s calendar.',
  },
  {
    icon: Fingerprint,
    title: 'Personalized to you',
    body: 'Advisors adapt to your goals and the way you like to talk. With Premium, they remember what matters to you from one conversation to the next.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    body: 'Your conversations stay between you and your advisor. Free chats aren’t saved at all, and Premium history is yours to keep or delete.',
  },
];

export function WhyChooseUsSection() {
  return (
    <HomeSection
      headingId="home-why-heading"
      eyebrow="Why choose us"
      title={`Why people choose ${appName}`}
      intro="Support that is thoughtful, steady and entirely yours."
      skeleton={<CardsSkeleton count={4} className="sm:grid-cols-2 md:grid-cols-2 lg:grid-cols-4" />}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li
            key={reason.title}
            className="group flex gap-4 rounded-xl border bg-card p-5 sm:block sm:p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary/20 to-teal-400/20 text-primary ring-1 ring-primary/20 ring-inset">
              <reason.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold sm:mt-5">{reason.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{reason.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
