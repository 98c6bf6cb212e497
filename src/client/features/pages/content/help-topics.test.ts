import { describe, expect, it } from 'vitest';
import { freeItineraryLimit, itineraryLimits } from '../../../../shared/itineraries/planner-options.ts';
import { helpTopics } from './help-topics.ts';
import { searchHelpTopics } from './help-search.ts';

describe('the Help Center topics', () => {
  it('find the travel planner by the words people search for', () => {
    for (const query of ['trip', 'itinerary', 'planner', 'Itinerary', 'TRIP']) {
      const ids = searchHelpTopics(helpTopics, query).map((result) => result.topic.id);
      expect(ids, query).toContain('travel-planner');
    }
  });

  it('state the limits the server enforces', () => {
    const planner = helpTopics.find((topic) => topic.id === 'travel-planner');
    // The card says "one itinerary" in words: it must change if the free limit does.
    expect(freeItineraryLimit).toBe(1);
    expect(planner?.description).toContain('The Free plan includes one itinerary');
    expect(planner?.description).toContain(`Premium keeps up to ${itineraryLimits.savedItineraries}`);
  });

  it('link the travel planner topic to the planner, the saved itineraries and the plans', () => {
    const planner = helpTopics.find((topic) => topic.id === 'travel-planner');
    expect(planner?.links.map((link) => link.to)).toEqual(['/planner', '/itineraries', '/pricing']);
  });
});
