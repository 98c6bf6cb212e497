/** Unicode tag characters, zero-width space/joiners, word joiner and BOM: invisible, and a prompt-injection channel. */
const invisible = /[\u{E0000}-\u{E007F}\u200B-\u200D\u2060\uFEFF]/gu;

export function removeInvisible(text: string): string {
  return text.replace(invisible, '');
}
