import { APIError, type createAuthMiddleware } from 'better-auth/api';

/** What Better Auth hands a before or after hook: the endpoint's path, body, request and context. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A 400 in the shape Better Auth answers its own validation errors with. */
export function badRequest(message: string, code = 'VALIDATION_ERROR'): APIError {
  return APIError.from('BAD_REQUEST', { message, code });
}

export const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? 'Some fields are not valid.';

/** The request body as Better Auth parsed it (whatever its encoding or content type). */
export const bodyOf = (ctx: AuthHookContext) => (ctx.body ?? {}) as Record<string, unknown>;
