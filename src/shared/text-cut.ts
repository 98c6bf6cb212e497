/**
 * The first `length` UTF-16 units of `text`, one fewer when the last would be the first half of a
 * surrogate pair: a cut text never ends in half an emoji, which databases and JSON encoders turn
 * into U+FFFD or refuse.
 */
export function cutText(text: string, length: number): string {
  if (text.length <= length) return text;
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
