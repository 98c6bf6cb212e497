import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.tsx';

const retry = () => {};

describe('LoadError', () => {
  it('announces the whole panel, Try again included, by default', () => {
    const html = renderToStaticMarkup(<LoadError message="Could not load the dashboard: Something went wrong." onRetry={retry} />);
    expect(html).toMatch(/^<div role="alert"[^>]*><p>Could not load the dashboard: Something went wrong.<\/p><button[^>]*>Try again<\/button><\/div>$/);
  });

  it('announces only the message where the panel also holds the heading', () => {
    const html = renderToStaticMarkup(
      <LoadError layout="block" alert="message" title={<h1>My Itineraries</h1>} message="We couldn't load your itineraries." onRetry={retry} />,
    );
    expect(html).toMatch(/^<div class="[^"]*"><h1>My Itineraries<\/h1><p role="alert" class="text-muted-foreground">We couldn&#x27;t load your itineraries.<\/p><button/);
  });

  it('inline: one alert paragraph ending in the link-style button', () => {
    const html = renderToStaticMarkup(<LoadError layout="inline" message="We couldn't load your billing details." onRetry={retry} />);
    expect(html).toMatch(/^<p role="alert" class="text-sm">We couldn&#x27;t load your billing details. <button[^>]*>Try again<\/button><\/p>$/);
  });

  it('waits while a retry runs, and says so only where the screen has the words', () => {
    const plain = renderToStaticMarkup(<LoadError message="x" onRetry={retry} retrying />);
    expect(plain).toContain('disabled=""');
    expect(plain).toMatch(/>Try again<\/button>/);
    expect(plain).not.toContain('<svg');
    const worded = renderToStaticMarkup(<LoadError message="x" onRetry={retry} retrying retryingLabel="Retrying..." />);
    expect(worded).toContain('disabled=""');
    expect(worded).toMatch(/<svg[^>]*animate-spin[^>]*aria-hidden="true"[^>]*>.*<\/svg>Retrying...<\/button>/);
    const idle = renderToStaticMarkup(<LoadError message="x" onRetry={retry} retryingLabel="Retrying..." />);
    expect(idle).not.toContain('disabled=""');
    expect(idle).toMatch(/<\/svg>Try again<\/button>/);
  });
});
