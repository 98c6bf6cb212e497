import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './sign-in-redirect.ts';

describe('sign-in redirect', () => {
  it('sends to the Sign In tab with where to come back', () => {
    expect(signInPath('/itineraries')).toBe('/auth?tab=signin&next=%2Fitineraries');
    expect(signInPath('/planner?x=1')).toBe('/auth?tab=signin&next=%2Fplanner%3Fx%3D1');
  });

  it('follows only paths on this site', () => {
    expect(safeNextPath('/itineraries')).toBe('/itineraries');
    expect(safeNextPath('/planner?x=1#top')).toBe('/planner?x=1#top');
    for (const bad of [null, undefined, '', 'itineraries', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(safeNextPath(bad)).toBeUndefined();
    }
  });
});
