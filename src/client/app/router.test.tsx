import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../shared/site/public-pages.ts';
import { pageRouteFor } from './router.tsx';

describe('the router and the sitemap', () => {
  it('has a screen for every public page the sitemap lists, and for an advisor page', () => {
    for (const path of publicPagePaths) expect(pageRouteFor(path), path).not.toBeUndefined();
    expect(pageRouteFor('/advisors/ada')).toBe('advisors/:slug');
    expect(pageRouteFor('/no-such-page')).toBeUndefined();
  });
});
