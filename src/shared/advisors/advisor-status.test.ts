import { describe, expect, it } from 'vitest';
import { advisorStatuses } from './advisor.schema.ts';
import { advisorStatusDisplay, advisorStatusLabels, isAdvisorAvailable } from './advisor-status.ts';

describe('advisor status', () => {
  it('has the spec tooltips for the unavailable statuses', () => {
    expect(advisorStatusDisplay.training.tooltip).toBe('Advisor is in training mode');
    expect(advisorStatusDisplay.testing.tooltip).toBe('Advisor is in testing mode');
    expect(advisorStatusDisplay.developing.tooltip).toBe('Advisor is under development');
  });

  it('names each status as the badges do, in the order of the schema', () => {
    expect(Object.keys(advisorStatusLabels)).toEqual(advisorStatuses);
    expect(Object.values(advisorStatusLabels)).toEqual(['Available', 'Training', 'Testing', 'Developing']);
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
