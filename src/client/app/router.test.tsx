import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../shared/site/public-pages.ts';
import { isServerRenderedPage, pageRouteFor } from './router.tsx';

describe('the router and the sitemap', () => {
  it('has a screen for every public page the sitemap lists, and for an advisor page', () => {
    for (const path of publicPagePaths) expect(pageRouteFor(path), path).not.toBeUndefined();
    expect(pageRouteFor('/advisors/ada')).toBe('advisors/:slug');
    expect(pageRouteFor('/no-such-page')).toBeUndefined();
  });

  it('renders every page the sitemap lists on the server, and no signed-in screen', () => {
    for (const path of [...publicPagePaths, '/advisors/ada']) expect(isServerRenderedPage(path), path).toBe(true);
    for (const path of ['/planner', '/itineraries', '/profile', '/account', '/admin/dashboard', '/auth', '/no-such-page']) {
      expect(isServerRenderedPage(path), path).toBe(false);
    }
  });
});
