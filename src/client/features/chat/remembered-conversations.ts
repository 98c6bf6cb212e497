/**
 * Which Premium conversation the user last had with each advisor in this tab, so switching
 * advisors (or closing and coming back) continues it instead of starting over. Kept in
 * sessionStorage: it is only a pointer; the conversation itself lives on the server.
 */
const storageKey = 'wayfinder.chat.conversations';

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(map: Record<string, string>): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(map));
  } catch {
    // Storage full or blocked: switching then starts a new conversation, nothing is lost on the server.
  }
}

const keyOf = (userId: string, advisorId: string) => `${userId}:${advisorId}`;

export function rememberedConversation(userId: string, advisorId: string): string | null {
  return read()[keyOf(userId, advisorId)] ?? null;
}

export function rememberConversation(userId: string, advisorId: string, conversationId: string): void {
  write({ ...read(), [keyOf(userId, advisorId)]: conversationId });
}

export function forgetConversation(userId: string, advisorId: string): void {
  const map = read();
  delete map[keyOf(userId, advisorId)];
  write(map);
}
