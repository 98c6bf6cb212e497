/**
 * Distances and flight times. The block time (gate to gate) is worked out from the great-circle
 * distance in three parts:
 * - 30 min on the ground and in the terminal area (taxi-out, take-off, taxi-in);
 * - the distance at 780 km/h, the average over the whole flight (a jet cruises near 850 km/h; climb,
 *   descent, airways that are not great circles and headwinds bring the average down);
 * - 3 min more for every 100 km beyond 7,000 km, because the longest routes bend furthest from the
 *   great circle (closed airspace, polar and oceanic track systems).
 * The figures were fitted to published schedules, and are good to about half an hour: Chicago-
 * Lisbon (6,435 km) comes out 8 h 45 min against 8 h 30 min scheduled, New York JFK-Los Angeles
 * (3,975 km) 5 h 35 min against 6 h westbound and 5 h 20 min eastbound, London Heathrow-Tokyo Haneda
 * (9,590 km) 14 h 5 min against about 14 h on today's routes.
 */

const earthRadiusKm = 6371.0088;
const groundMinutes = 30;
const averageKmPerHour = 780;
const longHaulFromKm = 7000;
const longHaulMinutesPerKm = 0.03;

/** Great-circle distance (haversine), km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Scheduled block time in minutes, rounded to 5 minutes. */
export function flightMinutes(distance: number): number {
  const km = Number.isFinite(distance) ? Math.max(0, distance) : 0;
  const minutes = groundMinutes + (km / averageKmPerHour) * 60 + Math.max(0, km - longHaulFromKm) * longHaulMinutesPerKm;
  return Math.round(minutes / 5) * 5;
}
