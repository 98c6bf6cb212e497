// The invites feature's public entry: the Request Invite form (a tab of the auth dialog and of
// /auth) and the invitation a sign-up link carries.
export { useInvitation } from './api/get-invitation.ts';
export { RequestInviteForm } from './components/request-invite-form.tsx';
