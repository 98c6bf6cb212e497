/**
 * What the planner says when a departure or destination is not a place it can find. Shared so the
 * form could say the same before asking the server.
 */
export function unknownPlaceMessage(text: string): string {
  return `We could not find “${text.trim()}”. Please check the spelling, or add the country (for example “Lisbon, Portugal”).`;
}
