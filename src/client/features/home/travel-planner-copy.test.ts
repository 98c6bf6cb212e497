import { describe, expect, it } from 'vitest';
import { freeItineraryLimit, itineraryLimits } from '../../../shared/itineraries/planner-options.ts';
import { itineraryLimitsNote } from './travel-planner-copy.ts';

describe("the home page's planner limits", () => {
  it('say what the server enforces', () => {
    expect(freeItineraryLimit).toBe(1);
    expect(itineraryLimitsNote).toContain('The Free plan includes one itinerary');
    expect(itineraryLimitsNote).toContain(`Premium keeps up to ${itineraryLimits.savedItineraries}.`);
  });
});
