/**
 * "Ada Lovelace!" becomes "ada-lovelace": lowercase ASCII letters and digits joined by single
 * hyphens, at most `maxLength` characters, never starting or ending with a hyphen. Accents are
 * dropped rather than turned into separators ("Crème brûlée" is "creme-brulee"); a text with no
 * letter or digit left gives '', for the caller to replace with its own fallback.
 */
export function slugify(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
