import { describe, expect, it } from 'vitest';
import { isServerRenderedEntry } from './first-page.ts';

describe('the page the server rendered', () => {
  it('on the server, every render is of a server-rendered page (so its skeleton moments are skipped)', () => {
    expect(typeof document).toBe('undefined');
    expect(isServerRenderedEntry('default')).toBe(true);
    expect(isServerRenderedEntry('a1b2c3')).toBe(true);
  });
});
