import type { HeroArtKind } from './components/hero-art.tsx';

/**
 * The spec's four hero slides, in order. `secondary: 'account'` is the spec's "Sign In/Up",
 * which signed-in people see as My Profile instead.
 */
export interface HeroLink {
  label: string;
  to: string;
}

export interface HeroSlide {
  title: string;
  eyebrow: string;
  description: string;
  art: HeroArtKind;
  primary: HeroLink;
  secondary: HeroLink | 'account';
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'Meet Your New AI Advisor',
    eyebrow: 'Evidence-based · Therapy-informed · Private',
    description:
      'Talk things through with an advisor grounded in proven coaching methods. Find clarity when your thoughts are crowded, confidence when you doubt yourself, and connection when you need it most.',
    art: 'advisor',
    primary: { label: 'Browse Advisors', to: '/advisors' },
    secondary: 'account',
  },
  {
    title: 'Start Your Journey Today',
    eyebrow: 'Your first session is free',
    description:
      'Whether you want to feel calmer, sleep better or simply be heard, a wellness advisor meets you where you are. It starts with one honest conversation, at your pace.',
    art: 'journey',
    primary: { label: 'Meet Wellness Advisors', to: '/advisors' },
    secondary: { label: 'Learn More', to: '/pricing' },
  },
  {
    title: 'Boost Your Performance',
    eyebrow: 'Focus · Habits · Decisions',
    description:
      'Set goals that stick, get past procrastination and make decisions with a clear head. A coach who is ready whenever you are helps turn good intentions into steady, daily progress.',
    art: 'performance',
    primary: { label: 'Find Your Coach', to: '/advisors' },
    secondary: { label: 'See Plans', to: '/pricing' },
  },
  {
    title: 'Discover New Insights',
    eyebrow: 'For curious minds',
    description:
      'Question an assumption, look at a problem from a new angle and notice the patterns that shape your days. Every conversation leaves you with something worth thinking about.',
    art: 'insights',
    primary: { label: 'Start Exploring', to: '/advisors' },
    secondary: 'account',
  },
];
