/**
 * The crisis check's verdict on the user's turn, as it travels to the model in AI SDK
 * `providerOptions` (like the advisor, see advisor-facts.ts). The assistant flow screens each turn
 * once (safety/crisis-screen.ts) and passes what it found; the offline engine answers a crisis with
 * presence instead of a technique. llm/ never runs the check itself: one screening per turn, and
 * the model layer knows nothing of how it is done. The OpenAI-compatible provider ignores the key.
 */
export const crisisOptionsKey = 'wayfinderCrisis';

/** `providerOptions` entry saying the user's turn carries a crisis signal of this kind. */
export function crisisProviderOptions(kind: string): Record<string, { kind: string }> {
  return { [crisisOptionsKey]: { kind } };
}

/** The kind of crisis signal the call's turn carries, or undefined when none was passed. */
export function readCrisis(providerOptions: Record<string, unknown> | undefined): string | undefined {
  const raw = providerOptions?.[crisisOptionsKey];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const kind = (raw as { kind?: unknown }).kind;
  return typeof kind === 'string' && kind ? kind : undefined;
}
