const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

export interface MailContent {
  paragraphs: string[];
  action?: { label: string; url: string };
  /** After the action: expiry notes, "ignore this mail if..." */
  closing?: string[];
  signature: string;
}

/** The plain-text and HTML bodies of one mail, from the same words. Every value is escaped. */
export function composeMail({ paragraphs, action, closing = [], signature }: MailContent): { text: string; html: string } {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...closing, signature].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 18px; background: #111; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action.label)}</a></p>`,
          `<p style="font-size: 13px; color: #555">${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...closing.map((paragraph) => `<p style="font-size: 13px; color: #555">${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
