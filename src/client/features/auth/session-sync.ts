/**
 * Tells the other tabs that the session changed (sign-in, sign-out, profile edits) so they refetch
 * it at once. The cookie is shared already; this only removes the wait.
 */
const channelName = 'wayfinder-session';
let channel: BroadcastChannel | undefined;

function getChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(channelName);
  return channel;
}

export function announceSessionChange(): void {
  getChannel()?.postMessage('session-changed');
}

export function onSessionChangeElsewhere(listener: () => void): () => void {
  const current = getChannel();
  if (!current) return () => {};
  const handler = () => listener();
  current.addEventListener('message', handler);
  return () => current.removeEventListener('message', handler);
}
