import { BookOpen, CreditCard, LifeBuoy, MessagesSquare, Plane, Rocket, UserCog, type LucideIcon } from 'lucide-react';
import { itineraryLimits } from '../../../../shared/itineraries/planner-options.ts';
import { appName } from '../../../lib/env.ts';

export interface HelpLink {
  label: string;
  to: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  links: HelpLink[];
}

/**
 * The spec's six topic cards, linking across the product's pages, plus the travel planner's
 * (issue 24: the spec's Help predates the planner, and a search for "trip" found nothing).
 */
export const helpTopics: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'New here? See how access works and find the advisor who fits you.',
    icon: Rocket,
    links: [
      { label: 'Browse the advisors', to: '/advisors' },
      { label: 'Request an invite', to: '/auth' },
      { label: 'Sign in to your account', to: '/auth?tab=signin' },
    ],
  },
  {
    id: 'account-management',
    title: 'Account Management',
    description: 'Update your name, photo and password, and choose which emails you get.',
    icon: UserCog,
    links: [
      { label: 'Edit your profile and photo', to: '/profile' },
      { label: 'Change your password', to: '/profile' },
      { label: 'Reset a forgotten password', to: '/reset-password' },
    ],
  },
  {
    id: 'using-advisors',
    title: 'Using Advisors',
    description: 'Start a conversation, switch advisors and get the most from each session.',
    icon: MessagesSquare,
    links: [
      { label: 'Find an advisor', to: '/advisors' },
      { label: 'Changing your advisor', to: '/faq#change-advisor' },
      { label: 'How our advisors are created', to: '/about' },
    ],
  },
  {
    id: 'travel-planner',
    title: 'Travel Planner',
    // The limits the server enforces (server/itineraries/saved-plans.ts); help-topics.test.ts holds the words to them.
    description: `Plan a trip with the AI travel planner and get a day-by-day itinerary. The Free plan includes one itinerary; Premium keeps up to ${itineraryLimits.savedItineraries}.`,
    icon: Plane,
    links: [
      { label: 'Plan a trip', to: '/planner' },
      { label: 'My saved itineraries', to: '/itineraries' },
      { label: 'Free and Premium itinerary limits', to: '/pricing' },
    ],
  },
  {
    id: 'billing-and-plans',
    title: 'Billing & Plans',
    description: 'Compare Free and Premium, and learn how billing and cancelling work.',
    icon: CreditCard,
    links: [
      { label: 'Compare plans and pricing', to: '/pricing' },
      { label: 'Billing and cancelling questions', to: '/faq#billing' },
      { label: 'Subscription terms', to: '/terms' },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    description: `Learn about our approach, our terms and how ${appName} handles your data.`,
    icon: BookOpen,
    links: [
      { label: `About ${appName}`, to: '/about' },
      { label: 'Frequently Asked Questions', to: '/faq' },
      { label: 'Terms of Use', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
  {
    id: 'still-need-help',
    title: 'Still Need Help?',
    description: "Can't find what you're looking for? Our team is happy to help.",
    icon: LifeBuoy,
    links: [
      { label: 'Contact support', to: '/contact' },
      { label: 'Send us feedback', to: '/feedback' },
    ],
  },
];
