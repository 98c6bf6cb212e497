/** The menu's main links, in the spec's order. */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/advisors', label: 'Advisors' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/feedback', label: 'Feedback' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/**
 * The travel planner's pages, in the menu for everyone (issue 24: visitors could not find the
 * planner). Both need an account: a visitor is sent to sign in and brought back (SignInRequired).
 */
export const travelNavLinks = [
  { to: '/planner', label: 'Planner' },
  { to: '/itineraries', label: 'My Itineraries' },
] as const;
