/**
 * Whether a trip needs flights, and the airports at each end. A small table of well-known cities
 * (coordinates, country, time zone offset, main airport) answers for the pairs it knows: a flight
 * when they are more than `flightDistanceKm` apart, a distance past which a day's drive or train
 * stops being the obvious way. For anything else the planner cannot measure, so it guesses from the
 * place names: two places in different countries, or a pair it cannot place at all, count as far
 * (a wrong flight is easy to ignore, a missing one leaves the traveller stranded); the same city,
 * two places in the same US state, or two in one smaller country (by its name after the comma),
 * count as near.
 */

export const flightDistanceKm = 500;

export interface KnownCity {
  name: string;
  country: string;
  lat: number;
  lon: number;
  /** Standard time offset from UTC, in hours. */
  utcOffset: number;
  airport: string;
}

const cities: KnownCity[] = [
  { name: 'Phoenix', country: 'US', lat: 33.45, lon: -112.07, utcOffset: -7, airport: 'Phoenix Sky Harbor (PHX)' },
  { name: 'Tucson', country: 'US', lat: 32.22, lon: -110.97, utcOffset: -7, airport: 'Tucson International (TUS)' },
  { name: 'Los Angeles', country: 'US', lat: 34.05, lon: -118.24, utcOffset: -8, airport: 'Los Angeles International (LAX)' },
  { name: 'San Diego', country: 'US', lat: 32.72, lon: -117.16, utcOffset: -8, airport: 'San Diego International (SAN)' },
  { name: 'San Francisco', country: 'US', lat: 37.77, lon: -122.42, utcOffset: -8, airport: 'San Francisco International (SFO)' },
  { name: 'Las Vegas', country: 'US', lat: 36.17, lon: -115.14, utcOffset: -8, airport: 'Harry Reid International (LAS)' },
  { name: 'Seattle', country: 'US', lat: 47.61, lon: -122.33, utcOffset: -8, airport: 'Seattle-Tacoma International (SEA)' },
  { name: 'Denver', country: 'US', lat: 39.74, lon: -104.99, utcOffset: -7, airport: 'Denver International (DEN)' },
  { name: 'Chicago', country: 'US', lat: 41.88, lon: -87.63, utcOffset: -6, airport: "Chicago O'Hare (ORD)" },
  { name: 'Dallas', country: 'US', lat: 32.78, lon: -96.8, utcOffset: -6, airport: 'Dallas/Fort Worth (DFW)' },
  { name: 'Austin', country: 'US', lat: 30.27, lon: -97.74, utcOffset: -6, airport: 'Austin-Bergstrom (AUS)' },
  { name: 'Houston', country: 'US', lat: 29.76, lon: -95.37, utcOffset: -6, airport: 'Houston Bush Intercontinental (IAH)' },
  { name: 'New Orleans', country: 'US', lat: 29.95, lon: -90.07, utcOffset: -6, airport: 'Louis Armstrong New Orleans (MSY)' },
  { name: 'Atlanta', country: 'US', lat: 33.75, lon: -84.39, utcOffset: -5, airport: 'Hartsfield-Jackson Atlanta (ATL)' },
  { name: 'Miami', country: 'US', lat: 25.76, lon: -80.19, utcOffset: -5, airport: 'Miami International (MIA)' },
  { name: 'Orlando', country: 'US', lat: 28.54, lon: -81.38, utcOffset: -5, airport: 'Orlando International (MCO)' },
  { name: 'Washington', country: 'US', lat: 38.91, lon: -77.04, utcOffset: -5, airport: 'Washington Dulles (IAD)' },
  { name: 'New York', country: 'US', lat: 40.71, lon: -74.01, utcOffset: -5, airport: 'New York JFK (JFK)' },
  { name: 'Boston', country: 'US', lat: 42.36, lon: -71.06, utcOffset: -5, airport: 'Boston Logan (BOS)' },
  { name: 'Honolulu', country: 'US', lat: 21.31, lon: -157.86, utcOffset: -10, airport: 'Daniel K. Inouye International (HNL)' },
  { name: 'Toronto', country: 'CA', lat: 43.65, lon: -79.38, utcOffset: -5, airport: 'Toronto Pearson (YYZ)' },
  { name: 'Vancouver', country: 'CA', lat: 49.28, lon: -123.12, utcOffset: -8, airport: 'Vancouver International (YVR)' },
  { name: 'Montreal', country: 'CA', lat: 45.5, lon: -73.57, utcOffset: -5, airport: 'Montréal-Trudeau (YUL)' },
  { name: 'Mexico City', country: 'MX', lat: 19.43, lon: -99.13, utcOffset: -6, airport: 'Mexico City International (MEX)' },
  { name: 'Cancun', country: 'MX', lat: 21.16, lon: -86.85, utcOffset: -5, airport: 'Cancún International (CUN)' },
  { name: 'London', country: 'GB', lat: 51.51, lon: -0.13, utcOffset: 0, airport: 'London Heathrow (LHR)' },
  { name: 'Edinburgh', country: 'GB', lat: 55.95, lon: -3.19, utcOffset: 0, airport: 'Edinburgh (EDI)' },
  { name: 'Dublin', country: 'IE', lat: 53.35, lon: -6.26, utcOffset: 0, airport: 'Dublin (DUB)' },
  { name: 'Paris', country: 'FR', lat: 48.86, lon: 2.35, utcOffset: 1, airport: 'Paris Charles de Gaulle (CDG)' },
  { name: 'Nice', country: 'FR', lat: 43.7, lon: 7.27, utcOffset: 1, airport: "Nice Côte d'Azur (NCE)" },
  { name: 'Amsterdam', country: 'NL', lat: 52.37, lon: 4.9, utcOffset: 1, airport: 'Amsterdam Schiphol (AMS)' },
  { name: 'Brussels', country: 'BE', lat: 50.85, lon: 4.35, utcOffset: 1, airport: 'Brussels (BRU)' },
  { name: 'Berlin', country: 'DE', lat: 52.52, lon: 13.4, utcOffset: 1, airport: 'Berlin Brandenburg (BER)' },
  { name: 'Munich', country: 'DE', lat: 48.14, lon: 11.58, utcOffset: 1, airport: 'Munich (MUC)' },
  { name: 'Vienna', country: 'AT', lat: 48.21, lon: 16.37, utcOffset: 1, airport: 'Vienna International (VIE)' },
  { name: 'Prague', country: 'CZ', lat: 50.08, lon: 14.44, utcOffset: 1, airport: 'Václav Havel Prague (PRG)' },
  { name: 'Zurich', country: 'CH', lat: 47.38, lon: 8.54, utcOffset: 1, airport: 'Zurich (ZRH)' },
  { name: 'Rome', country: 'IT', lat: 41.9, lon: 12.5, utcOffset: 1, airport: 'Rome Fiumicino (FCO)' },
  { name: 'Milan', country: 'IT', lat: 45.46, lon: 9.19, utcOffset: 1, airport: 'Milan Malpensa (MXP)' },
  { name: 'Venice', country: 'IT', lat: 45.44, lon: 12.32, utcOffset: 1, airport: 'Venice Marco Polo (VCE)' },
  { name: 'Barcelona', country: 'ES', lat: 41.39, lon: 2.17, utcOffset: 1, airport: 'Barcelona El Prat (BCN)' },
  { name: 'Madrid', country: 'ES', lat: 40.42, lon: -3.7, utcOffset: 1, airport: 'Madrid Barajas (MAD)' },
  { name: 'Lisbon', country: 'PT', lat: 38.72, lon: -9.14, utcOffset: 0, airport: 'Lisbon Humberto Delgado (LIS)' },
  { name: 'Athens', country: 'GR', lat: 37.98, lon: 23.73, utcOffset: 2, airport: 'Athens International (ATH)' },
  { name: 'Istanbul', country: 'TR', lat: 41.01, lon: 28.98, utcOffset: 3, airport: 'Istanbul (IST)' },
  { name: 'Cairo', country: 'EG', lat: 30.04, lon: 31.24, utcOffset: 2, airport: 'Cairo International (CAI)' },
  { name: 'Dubai', country: 'AE', lat: 25.2, lon: 55.27, utcOffset: 4, airport: 'Dubai International (DXB)' },
  { name: 'Cape Town', country: 'ZA', lat: -33.92, lon: 18.42, utcOffset: 2, airport: 'Cape Town International (CPT)' },
  { name: 'Delhi', country: 'IN', lat: 28.61, lon: 77.21, utcOffset: 5.5, airport: 'Indira Gandhi International (DEL)' },
  { name: 'Mumbai', country: 'IN', lat: 19.08, lon: 72.88, utcOffset: 5.5, airport: 'Chhatrapati Shivaji Maharaj (BOM)' },
  { name: 'Bangkok', country: 'TH', lat: 13.76, lon: 100.5, utcOffset: 7, airport: 'Bangkok Suvarnabhumi (BKK)' },
  { name: 'Singapore', country: 'SG', lat: 1.35, lon: 103.82, utcOffset: 8, airport: 'Singapore Changi (SIN)' },
  { name: 'Hong Kong', country: 'HK', lat: 22.32, lon: 114.17, utcOffset: 8, airport: 'Hong Kong International (HKG)' },
  { name: 'Beijing', country: 'CN', lat: 39.9, lon: 116.41, utcOffset: 8, airport: 'Beijing Capital (PEK)' },
  { name: 'Shanghai', country: 'CN', lat: 31.23, lon: 121.47, utcOffset: 8, airport: 'Shanghai Pudong (PVG)' },
  { name: 'Seoul', country: 'KR', lat: 37.57, lon: 126.98, utcOffset: 9, airport: 'Seoul Incheon (ICN)' },
  { name: 'Tokyo', country: 'JP', lat: 35.68, lon: 139.69, utcOffset: 9, airport: 'Tokyo Haneda (HND)' },
  { name: 'Osaka', country: 'JP', lat: 34.69, lon: 135.5, utcOffset: 9, airport: 'Osaka Kansai (KIX)' },
  { name: 'Kyoto', country: 'JP', lat: 35.01, lon: 135.77, utcOffset: 9, airport: 'Osaka Kansai (KIX)' },
  { name: 'Sydney', country: 'AU', lat: -33.87, lon: 151.21, utcOffset: 10, airport: 'Sydney Kingsford Smith (SYD)' },
  { name: 'Melbourne', country: 'AU', lat: -37.81, lon: 144.96, utcOffset: 10, airport: 'Melbourne Tullamarine (MEL)' },
  { name: 'Auckland', country: 'NZ', lat: -36.85, lon: 174.76, utcOffset: 12, airport: 'Auckland (AKL)' },
  { name: 'Rio de Janeiro', country: 'BR', lat: -22.91, lon: -43.17, utcOffset: -3, airport: 'Rio de Janeiro Galeão (GIG)' },
  { name: 'Buenos Aires', country: 'AR', lat: -34.6, lon: -58.38, utcOffset: -3, airport: 'Buenos Aires Ezeiza (EZE)' },
  { name: 'Lima', country: 'PE', lat: -12.05, lon: -77.04, utcOffset: -5, airport: 'Lima Jorge Chávez (LIM)' },
];

const usStates = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(' '),
);

const countryNames: Record<string, string> = {
  usa: 'US', 'united states': 'US', us: 'US', canada: 'CA', mexico: 'MX', 'united kingdom': 'GB', uk: 'GB', england: 'GB', scotland: 'GB', ireland: 'IE',
  france: 'FR', netherlands: 'NL', belgium: 'BE', germany: 'DE', austria: 'AT', 'czech republic': 'CZ', czechia: 'CZ', switzerland: 'CH', italy: 'IT',
  spain: 'ES', portugal: 'PT', greece: 'GR', turkey: 'TR', egypt: 'EG', uae: 'AE', 'united arab emirates': 'AE', 'south africa': 'ZA', india: 'IN',
  thailand: 'TH', singapore: 'SG', 'hong kong': 'HK', china: 'CN', 'south korea': 'KR', korea: 'KR', japan: 'JP', australia: 'AU', 'new zealand': 'NZ',
  brazil: 'BR', argentina: 'AR', peru: 'PE',
};

const normalize = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const citiesByName = new Map(cities.map((city) => [normalize(city.name), city]));

export interface Place {
  /** The city as written before the first comma: 'Phoenix' of 'Phoenix, AZ'. */
  city: string;
  known: KnownCity | undefined;
  /** ISO country code when the table or the name says it. */
  country: string | undefined;
  /** A US state code when given ('AZ'). */
  region: string | undefined;
}

/** 'Phoenix, AZ' -> Phoenix, known, US, AZ; 'Lyon, France' -> Lyon, unknown, FR. */
export function placeOf(text: string): Place {
  const [head = '', ...rest] = text.split(',').map((part) => part.trim());
  const known = citiesByName.get(normalize(head)) ?? citiesByName.get(normalize(head).replace(/ city$/, ''));
  let country = known?.country;
  let region: string | undefined;
  for (const part of rest) {
    const upper = part.toUpperCase();
    if (usStates.has(upper)) {
      region = upper;
      country ??= 'US';
    } else {
      country = countryNames[normalize(part)] ?? country;
    }
  }
  return { city: head, known, country, region };
}

/** Great-circle distance in km. */
export function distanceKm(a: Pick<KnownCity, 'lat' | 'lon'>, b: Pick<KnownCity, 'lat' | 'lon'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Countries where two cities are often a flight apart. */
const largeCountries = new Set(['US', 'CA', 'MX', 'BR', 'AR', 'RU', 'CN', 'IN', 'AU']);

export interface TripLegs {
  needsFlights: boolean;
  /** Known pair: the distance; otherwise a typical guess for the kind of trip. */
  distanceKm: number;
  from: Place;
  to: Place;
}

export function tripLegs(departureCity: string, destinationCity: string): TripLegs {
  const from = placeOf(departureCity);
  const to = placeOf(destinationCity);
  if (from.known && to.known) {
    const km = distanceKm(from.known, to.known);
    return { needsFlights: km > flightDistanceKm, distanceKm: km, from, to };
  }
  if (normalize(from.city) === normalize(to.city) && from.country === to.country) return { needsFlights: false, distanceKm: 0, from, to };
  const sameCountry = from.country !== undefined && from.country === to.country;
  // Inside one US state, or inside a country small enough to cross by train, a flight is unlikely.
  const near = sameCountry && (!largeCountries.has(from.country as string) || (from.region !== undefined && from.region === to.region));
  if (near) return { needsFlights: false, distanceKm: 250, from, to };
  return { needsFlights: true, distanceKm: sameCountry ? 1_500 : 6_000, from, to };
}
