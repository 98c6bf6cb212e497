import { describe, expect, it } from 'vitest';
import { flightEstimate, flightTitle, isGenericFlight } from './flight-text.ts';

const generic = { airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)' };

describe('how a flight reads', () => {
  it('titles a generic flight by its route, a model’s flight by its airline', () => {
    expect(isGenericFlight(generic)).toBe(true);
    expect(flightTitle(generic)).toBe('Flight Chicago (ORD) to Lisbon (LIS)');
    expect(flightTitle({ ...generic, airline: ' ', flightNumber: '' })).toBe('Flight Chicago (ORD) to Lisbon (LIS)');
    expect(flightTitle({ ...generic, airline: 'TAP Air Portugal', flightNumber: 'TP 1234' })).toBe('TAP Air Portugal TP 1234');
  });

  it('prices it per person in whole dollars, with the party’s total', () => {
    expect(flightEstimate(1_280_00, 2)).toEqual({ perPerson: 'estimated $640 per person', party: '$1,280 for 2 people' });
    expect(flightEstimate(1_919_97, 3)).toEqual({ perPerson: 'estimated $640 per person', party: '$1,920 for 3 people' });
    expect(flightEstimate(640_00, 1)).toEqual({ perPerson: 'estimated $640 per person' });
  });
});
