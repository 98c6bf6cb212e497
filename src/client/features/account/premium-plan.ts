/** What Premium costs and brings, as the spec states it (Stripe's price is premiumMonthlyPriceCents). */
export const premiumMonthlyPrice = '$5.99';

export const premiumBenefits = [
  'Your advisor remembers earlier conversations and preferences',
  'Save and continue conversations',
  'See your conversation history',
  'Switch advisors without losing progress',
  'Priority support',
  'Early access to new features',
] as const;

export const freeChatsNote = "Free chats aren't saved. Upgrade later to keep your sessions.";
