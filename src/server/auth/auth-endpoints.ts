import { admin } from 'better-auth/plugins';

/**
 * The only header Better Auth reads the client address from. The Fastify bridge overwrites it
 * with `request.ip` (the socket address, or X-Forwarded-For only from TRUSTED_PROXIES), so a
 * client cannot pick its own rate-limit bucket.
 */
export const clientIpHeader = 'x-wayfinder-client-ip';

/**
 * The Better Auth endpoints the product serves over HTTP; every other one answers 404 before
 * Better Auth sees the request. Profile changes go through PATCH /api/me, admin actions through
 * /api/admin (audited, with the last-admin rule, no impersonation), so Better Auth's own
 * update-user, delete-user and /admin/* endpoints would be a second, unguarded way in.
 */
export const servedAuthEndpoints: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/change-password' },
];

/** The admin plugin is kept for its roles and bans (the user columns and the ban check at sign-in), never for its endpoints. */
export const adminPlugin = admin({ defaultRole: 'user', adminRoles: ['admin'] });

/** Every endpoint of the admin plugin, disabled inside Better Auth too, in case a request ever reaches it by another route. */
export const adminPluginPaths: readonly string[] = Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path);

/**
 * Endpoints disabled inside Better Auth as well as in the HTTP bridge: profile changes go through
 * PATCH /api/me (validated, trimmed); email changes are not offered.
 */
export const disabledAuthPaths: readonly string[] = ['/update-user', '/change-email', '/delete-user', ...adminPluginPaths];
