import { airportRows } from './airport-rows.ts';
import { countryCodeOf } from './country-names.ts';
import { distanceKm } from './flights.ts';
import { biggestPlaceNear, populationOfNamed, type Place } from './place-index.ts';
import { nameKey } from './place-names.ts';
import { zoneOf } from './time-zones.ts';

export interface Airport {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
}

/**
 * The sensible airport for a place. The airport data has no passenger counts, so an airport's size
 * is read from the place it serves: an airport serving a city of `bigCity` people or more, or one
 * that calls itself international, counts as a main airport. The rule, in order:
 * 1. the biggest multi-airport cities use their main international airport (table below);
 * 2. a place of `ownAirportPopulation` people or more, or one whose own airport is a main one, flies
 *    from its own airport (the airport data's city equals the place), main and nearer first;
 * 3. otherwise the nearest main airport within `maxKm`, else the nearest airport at all.
 */

const maxKm = 150;
const bigCity = 250_000;
const ownAirportPopulation = 50_000;
const servedWithinKm = 60;

// The main international airport of cities with several (country:name key -> IATA).
const mainAirports: Record<string, string> = {
  'US:chicago': 'ORD',
  'US:newyorkcity': 'JFK',
  'US:washingtondc': 'IAD',
  'US:losangeles': 'LAX',
  'US:houston': 'IAH',
  'US:dallas': 'DFW',
  'US:sanfrancisco': 'SFO',
  'US:miami': 'MIA',
  'US:orlando': 'MCO',
  'GB:london': 'LHR',
  'GB:manchester': 'MAN',
  'FR:paris': 'CDG',
  'JP:tokyo': 'HND',
  'JP:osaka': 'KIX',
  'JP:nagoya': 'NGO',
  'JP:sapporo': 'CTS',
  'IT:rome': 'FCO',
  'IT:milan': 'MXP',
  'DE:berlin': 'BER',
  'DE:frankfurtammain': 'FRA',
  'RU:moscow': 'SVO',
  'CN:beijing': 'PEK',
  'CN:shanghai': 'PVG',
  'KR:seoul': 'ICN',
  'TW:taipei': 'TPE',
  'TH:bangkok': 'BKK',
  'ID:jakarta': 'CGK',
  'MY:kualalumpur': 'KUL',
  'TR:istanbul': 'IST',
  'AE:dubai': 'DXB',
  'BR:saopaulo': 'GRU',
  'BR:riodejaneiro': 'GIG',
  'AR:buenosaires': 'EZE',
  'CA:toronto': 'YYZ',
  'CA:montreal': 'YUL',
  'SE:stockholm': 'ARN',
  'NO:oslo': 'OSL',
  'IR:tehran': 'IKA',
  'BE:brussels': 'BRU',
  'ES:barcelona': 'BCN',
  'ES:madrid': 'MAD',
  'IN:mumbai': 'BOM',
  'IN:delhi': 'DEL',
  'IN:newdelhi': 'DEL',
  'MX:mexicocity': 'MEX',
  'CO:bogota': 'BOG',
  'VN:hochiminhcity': 'SGN',
  'EG:cairo': 'CAI',
  'ZA:johannesburg': 'JNB',
  'JP:kyoto': 'KIX',
};

// The airport data predates these changes: closed airports, and Schönefeld's site, which became
// Berlin Brandenburg (BER) in October 2020.
const closed = new Set(['THF', 'TXL', 'CGX', 'FBU']);
const renamed: Record<string, { iata: string; name: string }> = {
  SXF: { iata: 'BER', name: 'Berlin Brandenburg Airport' },
};

interface KnownAirport extends Airport {
  cityKey: string;
  main: boolean;
  international: boolean;
}

let airports: KnownAirport[] | undefined;
let byIata: Map<string, KnownAirport> | undefined;

function load(): KnownAirport[] {
  airports = [];
  for (const row of airportRows()) {
    if (closed.has(row.iata)) continue;
    const now = renamed[row.iata];
    const countryCode = countryCodeOf(row.country) ?? biggestPlaceNear(row, 50)?.countryCode;
    if (!countryCode) continue;
    const international = /international|intercontinental|\bintl\b/i.test(row.name);
    const served = populationOfNamed(row.city, countryCode, row, servedWithinKm);
    airports.push({
      iata: now?.iata ?? row.iata,
      name: now?.name ?? row.name,
      city: row.city,
      countryCode,
      lat: row.lat,
      lon: row.lon,
      // The data's own zone names are from years ago ('Asia/Saigon'); the places' rule is current.
      timeZone: zoneOf(row.lat, row.lon, countryCode),
      cityKey: nameKey(row.city),
      main: international || served >= bigCity,
      international,
    });
  }
  byIata = new Map(airports.map((airport) => [airport.iata, airport]));
  return airports;
}

function publicView(airport: KnownAirport): Airport {
  const { iata, name, city, countryCode, lat, lon, timeZone } = airport;
  return { iata, name, city, countryCode, lat, lon, timeZone };
}

/** An airport by its IATA code ('LIS'), for flights the traveller names. */
export function airportByIata(iata: string): Airport | undefined {
  if (!byIata) load();
  const airport = byIata!.get(iata.toUpperCase());
  return airport ? publicView(airport) : undefined;
}

export function nearestAirport(place: Place): { airport: Airport; distanceKm: number } | undefined {
  const all = airports ?? load();
  const placeKey = nameKey(place.name);
  const keys = new Set([placeKey, nameKey(place.name.split(',')[0] ?? '')]);
  const found = (airport: KnownAirport) => ({ airport: publicView(airport), distanceKm: distanceKm(place, airport) });

  const main = byIata!.get(mainAirports[`${place.countryCode}:${placeKey}`] ?? '');
  if (main && distanceKm(place, main) <= maxKm) return found(main);

  const near = all
    .map((airport) => ({ airport, km: distanceKm(place, airport) }))
    .filter(({ km }) => km <= maxKm)
    .sort((a, b) => a.km - b.km);
  const own = near.filter(
    ({ airport, km }) => km <= servedWithinKm && airport.countryCode === place.countryCode && keys.has(airport.cityKey),
  );
  if (own.length > 0 && (place.population >= ownAirportPopulation || own.some(({ airport }) => airport.main))) {
    const best = [...own].sort(
      (a, b) =>
        Number(b.airport.main) - Number(a.airport.main) || Number(b.airport.international) - Number(a.airport.international) || a.km - b.km,
    )[0]!;
    return found(best.airport);
  }
  const choice = near.find(({ airport }) => airport.main) ?? near[0];
  return choice ? found(choice.airport) : undefined;
}
