/**
 * What a saved itinerary's text may hold. Control characters (C0, DEL and C1: `\p{Cc}`) never
 * reach the database or a file written from it: a lone carriage return in a description became
 * a line of its own in the calendar export (issue 22), and no field has a use for a NUL or an
 * escape. Line breaks (CR, LF, CRLF, NEL, and the Unicode line and paragraph separators) and tabs
 * become a space, or one `\n` where a field keeps lines; every other control goes.
 */

const lineBreak = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
// Tabs and breaks are handled first; this takes what is left of \p{Cc}.
const otherControls = /\p{Cc}/gu;

/** A one-line field (a name, a description, a city): breaks and tabs become spaces, other controls go. */
export function oneLineText(text: string): string {
  return text.replace(lineBreak, ' ').replace(/\t/g, ' ').replace(otherControls, '');
}

/** A field that keeps its lines (other preferences): every break becomes `\n`, tabs a space, other controls go. */
export function multiLineText(text: string): string {
  return text.replace(lineBreak, '\n').replace(/\t/g, ' ').replace(/[^\n\P{Cc}]/gu, '');
}
