import { describe, expect, it } from 'vitest';
import { effectivePlan } from './plan.ts';

describe('effectivePlan', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  it('is free for the free plan, whatever the end date says', () => {
    expect(effectivePlan({ plan: 'free', premiumUntil: '2031-01-01T00:00:00Z' }, now)).toBe('free');
  });
  it('is Premium for a grant without an end', () => {
    expect(effectivePlan({ plan: 'premium', premiumUntil: null }, now)).toBe('premium');
    expect(effectivePlan({ plan: 'premium' }, now)).toBe('premium');
  });
  it('is Premium until the end of a grant, free from that moment', () => {
    expect(effectivePlan({ plan: 'premium', premiumUntil: new Date('2030-06-01T12:00:01Z') }, now)).toBe('premium');
    expect(effectivePlan({ plan: 'premium', premiumUntil: new Date('2030-06-01T12:00:00Z') }, now)).toBe('free');
    expect(effectivePlan({ plan: 'premium', premiumUntil: '2029-01-01T00:00:00Z' }, now)).toBe('free');
  });
});
