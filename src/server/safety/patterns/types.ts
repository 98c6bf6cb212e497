export type CrisisKind = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse' | 'third_party';

export interface CrisisPattern {
  kind: CrisisKind;
  pattern: RegExp;
  /** The match does not count when any of these is found in the message. */
  unless?: RegExp[];
  /** The match does not count when one of these words comes just before it ("I would never kill myself"). */
  negatable?: boolean;
}

export const alt = (...parts: string[]) => `(?:${parts.join('|')})`;
export const re = (source: string) => new RegExp(source);
