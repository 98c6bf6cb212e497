import { premiumMonthlyPriceCents } from '../../shared/admin/dashboard.schema.ts';
import { itineraryLimits } from '../../shared/itineraries/planner-options.ts';

export interface FaqSeedEntry {
  slug: string;
  question: string;
  /** Paragraphs; `[label](/path)` links and `**bold**` (the client's RichText). */
  answer: string[];
}

/**
 * The FAQ shipped with the app, as the /faq page showed it before it was served from the
 * database (decision 0192). The two spec documents list nine and six questions; five are the same
 * topic (what it is, getting started, privacy, changing advisor, cancelling). This is their union,
 * each topic once, in the order a newcomer asks them, and the free plan's one itinerary (issue 24:
 * an entry of its own, so that a running install gains it on its next start; seedFaq adds missing
 * slugs only). The app's name and the Premium price are
 * written in when the entries are seeded; from then on the text is the admin's to edit.
 */
export function shippedFaqEntries(appName: string, premiumMonthlyPrice = `$${(premiumMonthlyPriceCents / 100).toFixed(2)}`): FaqSeedEntry[] {
  return [
    {
      slug: 'what-is',
      question: `What is ${appName}?`,
      answer: [
        `${appName} gives you AI advisors for different parts of life: emotional support, clarity, confidence, connection and critical thinking. Each advisor is a coaching-style conversation partner built on evidence-based, therapy-informed methods, and it's there whenever you need it.`,
        "Advisors complement human support; they don't replace a therapist, a doctor or a crisis service.",
      ],
    },
    {
      slug: 'getting-started',
      question: 'How do I get started?',
      answer: [
        `Access is by invitation. [Request an invite](/auth) and tell us which advisors interest you. Once your request is approved, we email you a link to create your free account.`,
        'Then [browse the advisors](/advisors), open the one that fits what you are working through, and start chatting.',
      ],
    },
    {
      slug: 'free-plan',
      question: 'Is there a free plan?',
      answer: [
        "Yes. With a free account you can chat with any advisor for as long as you like. Free chats aren't saved, so each one starts fresh; upgrade to Premium whenever you want to keep your sessions.",
        'The free plan also includes **one itinerary** in the [AI travel planner](/planner).',
      ],
    },
    {
      slug: 'travel-planner',
      question: 'How many trips can I plan on the free plan?',
      answer: [
        'One. The free plan includes **one itinerary** in the [AI travel planner](/planner), and the planner shows how many you have used before you fill in the form. You can edit that itinerary and plan it again whenever you like.',
        `To plan another trip, delete the one you have in [My Itineraries](/itineraries), or upgrade to Premium, which keeps up to ${itineraryLimits.savedItineraries} itineraries. If you reach the limit while planning, what you typed in the form is kept for when you come back.`,
      ],
    },
    {
      slug: 'cost',
      question: `How much does ${appName} cost?`,
      answer: [
        `Creating an account and chatting with the advisors is free. Premium costs **${premiumMonthlyPrice} a month** and adds saved conversations, an advisor who remembers you, priority support and early access to new features.`,
        'The [pricing page](/pricing) compares both plans side by side.',
      ],
    },
    {
      slug: 'billing',
      question: 'How does billing work?',
      answer: [
        `Premium is billed monthly at ${premiumMonthlyPrice}, starting on the day you upgrade, and renews each month until you cancel. There are no setup fees and no long-term contract.`,
        'Online checkout is coming soon. Until it opens, upgrading is not available and nobody is charged.',
      ],
    },
    {
      slug: 'cancel',
      question: "What if I'm not satisfied? Can I cancel?",
      answer: [
        "Yes, at any time, from your [account settings](/account). You won't be charged again, and Premium stays active until the end of the billing period you've already paid for. After that your account simply returns to the Free plan.",
      ],
    },
    {
      slug: 'memory',
      question: 'Do advisors get better at helping me with Premium?',
      answer: [
        'Yes. On Premium, after each session your advisor keeps a short summary of what matters to you (your goals, your preferences, what you have talked about) and uses it the next time you talk, and you can continue earlier conversations where you left off, so each session builds on the last.',
        'You can see, edit or delete what an advisor remembers at any time on your [profile](/profile), or turn memory off altogether. On the Free plan every chat starts fresh.',
      ],
    },
    {
      slug: 'inviting-others',
      question: 'Can I invite others to a session?',
      answer: [
        "Not yet. Inviting others to join a session is coming soon as part of Premium. If you're on our mailing list, you'll hear about it as soon as it's ready.",
      ],
    },
    {
      slug: 'privacy',
      question: 'Are my conversations private?',
      answer: [
        "Yes. Free chats aren't stored on our servers: your browser sends the conversation along with each message, and we don't keep it (we only count how many messages you send each day, for the daily limit). Premium conversations and your advisors' memory are stored so that you can come back to them, and you can delete them for good whenever you like.",
        'We never sell your data. The [Privacy Policy](/privacy) explains exactly what we keep and why.',
      ],
    },
    {
      slug: 'change-advisor',
      question: 'Can I change my advisor?',
      answer: [
        'Yes, at any time. Go back to the [advisors](/advisors) and start a session with someone else.',
        'On Premium you switch without losing your progress: each conversation is saved and waiting when you return. On the Free plan, leaving a chat ends it, so we ask you to confirm first.',
      ],
    },
  ];
}
