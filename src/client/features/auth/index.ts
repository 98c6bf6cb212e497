// The auth feature's public entry: the session, the auth dialog, and the Better Auth calls the
// account screens make.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that
// each stays its own chunk; they are not re-exported here (docs/architecture.md).
export { changePassword } from './api/auth-requests.ts';
export { meQueryKey } from './api/get-me.ts';
export { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider.tsx';
export { useSignOut } from './hooks/use-auth-actions.ts';
export { useSession, type Session } from './hooks/use-session.ts';
export { useSessionSync } from './hooks/use-session-sync.ts';
export { announceSessionChange } from './session-sync.ts';
export { SignInRequired } from './components/sign-in-required.tsx';
