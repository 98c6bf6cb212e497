import { describe, expect, it } from 'vitest';
import { airportByIata, distanceKm, findPlace, flightMinutes, nearestAirport, utcOffsetMinutes } from './index.ts';

function airportOf(text: string): string | undefined {
  const place = findPlace(text);
  if (!place) throw new Error(`${text} not found`);
  return nearestAirport(place)?.airport.iata;
}

describe('nearestAirport', () => {
  it('picks the main international airport of big cities', () => {
    expect(airportOf('Chicago')).toBe('ORD');
    expect(airportOf('London')).toBe('LHR');
    expect(['HND', 'NRT']).toContain(airportOf('Tokyo'));
    expect(airportOf('Lisbon')).toBe('LIS');
    expect(airportOf('New York')).toBe('JFK');
    expect(airportOf('Paris')).toBe('CDG');
    expect(airportOf('Phoenix')).toBe('PHX');
    expect(airportOf('Berlin')).toBe('BER');
  }, 20_000);

  it('sends a small place to a real airport nearby, with its zone', () => {
    const sintra = findPlace('Sintra')!;
    const found = nearestAirport(sintra)!;
    expect(found.airport.iata).toBe('LIS');
    expect(found.distanceKm).toBeLessThan(40);
    expect(found.airport.timeZone).toBe('Europe/Lisbon');
    const aspen = nearestAirport(findPlace('Aspen')!)!;
    expect(aspen.airport.countryCode).toBe('US');
    expect(aspen.distanceKm).toBeLessThan(150);
  });

  it('finds nothing for a place with no airport within 150 km', () => {
    const remote = { ...findPlace('Lisbon')!, name: 'Mid-Atlantic', lat: 40, lon: -40, countryCode: 'XX' };
    expect(nearestAirport(remote)).toBeUndefined();
  });
});

describe('distance and flight time', () => {
  const leg = (from: string, to: string) => distanceKm(airportByIata(from)!, airportByIata(to)!);

  it('measures the great circle', () => {
    // Chicago O'Hare to Lisbon is about 6,420 km.
    expect(Math.abs(leg('ORD', 'LIS') - 6420) / 6420).toBeLessThan(0.02);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 0 })).toBe(0);
  });

  it('gives block times near the published schedules', () => {
    const near = (minutes: number, target: number) => expect(Math.abs(minutes - target)).toBeLessThanOrEqual(30);
    near(flightMinutes(leg('ORD', 'LIS')), 8 * 60 + 30);
    near(flightMinutes(leg('LHR', 'HND')), 14 * 60);
    near(flightMinutes(leg('JFK', 'LAX')), 6 * 60);
    expect(flightMinutes(leg('ORD', 'LIS')) % 5).toBe(0);
    expect(flightMinutes(1000)).toBeLessThan(flightMinutes(2000));
    expect(flightMinutes(Number.NaN)).toBe(30);
  });
});

describe('utcOffsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(utcOffsetMinutes('Europe/Lisbon', '2026-07-01')).toBe(60);
    expect(utcOffsetMinutes('Europe/Lisbon', '2026-01-15')).toBe(0);
    expect(utcOffsetMinutes('America/Chicago', '2026-07-01')).toBe(-300);
    expect(utcOffsetMinutes('America/Chicago', '2026-12-01')).toBe(-360);
    expect(utcOffsetMinutes('America/Phoenix', '2026-07-01')).toBe(-420);
    expect(utcOffsetMinutes('Asia/Kolkata', '2026-07-01')).toBe(330);
    expect(utcOffsetMinutes('Australia/Sydney', '2026-01-15')).toBe(660);
    expect(utcOffsetMinutes('UTC', '2026-07-01')).toBe(0);
  });
});
