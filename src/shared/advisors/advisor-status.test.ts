import { describe, expect, it } from 'vitest';
import { advisorStatusDisplay, isAdvisorAvailable } from './advisor-status.ts';

describe('advisor status', () => {
  it('has the spec tooltips for the unavailable statuses', () => {
    expect(advisorStatusDisplay.training.tooltip).toBe('Advisor is in training mode');
    expect(advisorStatusDisplay.testing.tooltip).toBe('Advisor is in testing mode');
    expect(advisorStatusDisplay.developing.tooltip).toBe('Advisor is under development');
  });

  it('counts a missing status as Available and every other status as unavailable', () => {
    expect(isAdvisorAvailable(null)).toBe(true);
    expect(isAdvisorAvailable(undefined)).toBe(true);
    expect(isAdvisorAvailable('available')).toBe(true);
    expect(isAdvisorAvailable('training')).toBe(false);
    expect(isAdvisorAvailable('testing')).toBe(false);
    expect(isAdvisorAvailable('developing')).toBe(false);
  });
});
