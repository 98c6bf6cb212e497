import type { SignIn } from '../../../../shared/auth/auth.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Better Auth's endpoints, called with plain fetch: the session is a cookie the browser keeps,
 * so no token handling (or auth client library) is needed here.
 */
export function signInWithEmail(credentials: SignIn): Promise<unknown> {
  return apiRequest('/auth/sign-in/email', { method: 'POST', body: { ...credentials, rememberMe: true } });
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  inviteToken?: string | undefined;
}

export function signUpWithEmail(request: SignUpRequest): Promise<unknown> {
  return apiRequest('/auth/sign-up/email', { method: 'POST', body: request });
}

export function signOutSession(): Promise<unknown> {
  return apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiRequest('/auth/change-password', { method: 'POST', body: { currentPassword, newPassword, revokeOtherSessions: true } });
}
