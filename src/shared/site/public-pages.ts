/**
 * The pages anyone can read without an account, which search engines may list: the sitemap names
 * them (with each advisor's page, /advisors/:slug), and the client's router has a screen for each
 * (router.test.tsx checks both).
 */
export const publicPagePaths = ['/', '/advisors', '/pricing', '/faq', '/help', '/about', '/terms', '/privacy', '/contact', '/feedback'] as const;

/** Pages that are private or personal: robots.txt asks crawlers to stay out. */
export const privatePagePrefixes = ['/api/', '/admin', '/account', '/profile', '/itineraries', '/trips/', '/auth', '/signup', '/reset-password'] as const;
