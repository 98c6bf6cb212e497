import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from './chat-markdown.tsx';

const render = (content: string) => renderToStaticMarkup(<ChatMarkdown content={content} />);

describe('ChatMarkdown', () => {
  it('renders Markdown', () => {
    const html = render('Some **bold** and *soft* words.\n\n- one\n- two');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('never renders raw HTML', () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b>\n\n<div onclick="alert(1)">x</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<div');
  });

  it('drops javascript: and other unsafe link targets', () => {
    const html = render('[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi) [w](vbscript:msgbox)');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('data:');
    expect(html).not.toContain('vbscript');
    expect(html).not.toContain('<a');
    expect(html).toContain('<span>x</span>');
  });

  it('opens safe links in a new tab without an opener', () => {
    const html = render('[findahelpline.com](https://findahelpline.com) or call [988](tel:988)');
    expect(html).toContain('href="https://findahelpline.com"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="tel:988"');
  });

  it('never loads images: they become a link with their alt text', () => {
    const html = render('![img](http://example.com/x.png) ![](http://example.com/y.png) ![bad](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="http://example.com/x.png"');
    expect(html).toContain('[img]');
    expect(html).toContain('[Image]');
    expect(html).not.toMatch(/javascript:/i);
  });
});
