import { describe, expect, it } from 'vitest';
import { continueHref, messageCountLabel } from './saved-session.ts';

describe('continueHref', () => {
  it("opens the advisor's page with the conversation as the session", () => {
    expect(continueHref({ id: '0b7c6f1e-2d1a-4f57-9a39-0c6d0d3c1a11', advisorSlug: 'atlyss' })).toBe(
      '/advisors/atlyss?session=0b7c6f1e-2d1a-4f57-9a39-0c6d0d3c1a11',
    );
  });

  it('escapes what does not belong in a path or a query', () => {
    expect(continueHref({ id: 'a&b=c', advisorSlug: 'x/y' })).toBe('/advisors/x%2Fy?session=a%26b%3Dc');
  });
});

describe('messageCountLabel', () => {
  it('says message in the singular and messages otherwise', () => {
    expect(messageCountLabel(0)).toBe('0 messages');
    expect(messageCountLabel(1)).toBe('1 message');
    expect(messageCountLabel(2)).toBe('2 messages');
    expect(messageCountLabel(1200)).toBe('1,200 messages');
  });
});
