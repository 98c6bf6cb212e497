import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The page texts live in data modules as plain strings; two marks are understood so that they can
 * still link and stress: `[label](/path)` (in-app links only) and `**bold**`.
 */
const token = /\[([^\]]+)\]\((\/[^)\s]*)\)|\*\*([^*]+)\*\*/g;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const [whole, label, to, bold] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (label !== undefined && to !== undefined) {
      parts.push(
        <Link key={match.index} to={to} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <strong key={match.index} className="font-semibold text-foreground">
          {bold}
        </strong>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
