import { airportRows } from './airport-rows.ts';
import { countryCodeOf, countryKeys, countryName } from './country-names.ts';
import { distanceKm } from './flights.ts';
import { nameKey, plainWords, qualifierKey } from './place-names.ts';
import { readPlaceRecords, type PlaceRecords } from './place-records.ts';
import { regionAbbreviations, regionNames } from './regions.data.ts';
import { zoneOf } from './time-zones.ts';

export interface Place {
  name: string;
  region?: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
  population: number;
}

/**
 * Finding places by name. One index is built on first use: name key -> record numbers. Beside the
 * dataset's own names it holds a few names travellers use that GeoNames spells otherwise, and the
 * English city names of the airport data ('Geneva' for Genève, 'Cologne' for Köln), each pointing
 * at the biggest place near that airport.
 */

// Names travellers write that the dataset spells another way (key -> [country, dataset name]).
const travellersNames: Record<string, [string, string]> = {
  newyork: ['US', 'New York City'],
  nyc: ['US', 'New York City'],
  washingtondc: ['US', 'Washington, D.C.'],
  saigon: ['VN', 'Ho Chi Minh City'],
  bombay: ['IN', 'Mumbai'],
};

// An airport's city names a place only if a big enough place lies this close to the airport.
const airportAliasKm = 25;
const airportAliasPopulation = 50_000;
const longestName = 200;

interface PlaceIndex {
  records: PlaceRecords;
  byKey: Map<string, number[]>;
  cells: Map<number, number[]>;
}

let index: PlaceIndex | undefined;

function cellOf(lat: number, lon: number): number {
  return (Math.floor(lat) + 90) * 360 + (Math.floor(lon) + 180);
}

function add(byKey: Map<string, number[]>, key: string, record: number): void {
  if (key === '') return;
  const list = byKey.get(key);
  if (!list) byKey.set(key, [record]);
  else if (!list.includes(record)) list.push(record);
}

function build(): PlaceIndex {
  const records = readPlaceRecords();
  const byKey = new Map<string, number[]>();
  const cells = new Map<number, number[]>();
  for (let record = 0; record < records.count; record++) {
    const name = records.names[record]!;
    add(byKey, nameKey(name), record);
    // 'Washington, D.C.' is also found as 'Washington' (with 'DC' as the qualifier).
    const comma = name.indexOf(',');
    if (comma > 0) add(byKey, nameKey(name.slice(0, comma)), record);
    const cell = cellOf(records.lat[record]!, records.lon[record]!);
    const list = cells.get(cell);
    if (list) list.push(record);
    else cells.set(cell, [record]);
  }
  const built: PlaceIndex = { records, byKey, cells };
  for (const [key, [country, name]] of Object.entries(travellersNames)) {
    const record = (byKey.get(nameKey(name)) ?? []).find((candidate) => records.countryCodes[candidate] === country);
    if (record !== undefined) add(byKey, key, record);
  }
  for (const airport of airportRows()) {
    const key = nameKey(airport.city);
    const country = countryCodeOf(airport.country);
    if (key === '' || !country) continue;
    if ((byKey.get(key) ?? []).some((record) => records.countryCodes[record] === country)) continue;
    const biggest = biggestNear(built, airport, airportAliasKm, (record) => records.countryCodes[record] === country);
    if (biggest !== undefined && records.population[biggest]! >= airportAliasPopulation) add(byKey, key, biggest);
  }
  return built;
}

function placeIndex(): PlaceIndex {
  index ??= build();
  return index;
}

/** Record numbers within maxKm of a point (the grid is 1 degree; enough cells are scanned). */
function recordsNear(built: PlaceIndex, point: { lat: number; lon: number }, maxKm: number): number[] {
  const latSpan = Math.ceil(maxKm / 111) + 1;
  const lonSpan = Math.min(180, Math.ceil(maxKm / (111 * Math.max(0.05, Math.cos((point.lat * Math.PI) / 180)))) + 1);
  const found: number[] = [];
  const { records } = built;
  for (let lat = Math.floor(point.lat) - latSpan; lat <= Math.floor(point.lat) + latSpan; lat++) {
    if (lat < -90 || lat > 89) continue;
    for (let lon = Math.floor(point.lon) - lonSpan; lon <= Math.floor(point.lon) + lonSpan; lon++) {
      const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
      for (const record of built.cells.get(cellOf(lat, wrapped)) ?? []) {
        if (distanceKm(point, { lat: records.lat[record]!, lon: records.lon[record]! }) <= maxKm) found.push(record);
      }
    }
  }
  return found;
}

function biggestNear(
  built: PlaceIndex,
  point: { lat: number; lon: number },
  maxKm: number,
  accept: (record: number) => boolean = () => true,
): number | undefined {
  let best: number | undefined;
  for (const record of recordsNear(built, point, maxKm)) {
    if (!accept(record)) continue;
    if (best === undefined || built.records.population[record]! > built.records.population[best]!) best = record;
  }
  return best;
}

function regionOf(records: PlaceRecords, record: number): string | undefined {
  return regionNames[records.countryCodes[record]!]?.[records.regionCodes[record]!];
}

/** Whether a qualifier ('PT', 'Portugal', 'OR', 'Oregon', 'Scotland') describes a record. */
function qualifies(records: PlaceRecords, record: number, qualifier: string): boolean {
  const country = records.countryCodes[record]!;
  if (countryKeys(country).has(qualifier)) return true;
  const regionCode = records.regionCodes[record]!;
  if (/^[a-z]+$/i.test(regionCode) && qualifierKey(regionCode) === qualifier) return true;
  const region = regionNames[country]?.[regionCode];
  if (region && qualifierKey(region) === qualifier) return true;
  return (regionAbbreviations[country]?.[regionCode] ?? []).some((short) => qualifierKey(short) === qualifier);
}

function toPlace(records: PlaceRecords, record: number): Place {
  const countryCode = records.countryCodes[record]!;
  const lat = records.lat[record]!;
  const lon = records.lon[record]!;
  const region = regionOf(records, record);
  return {
    name: records.names[record]!,
    ...(region ? { region } : {}),
    country: countryName(countryCode),
    countryCode,
    lat,
    lon,
    timeZone: zoneOf(lat, lon, countryCode),
    population: records.population[record]!,
  };
}

function mostPopulous(records: PlaceRecords, candidates: number[]): number | undefined {
  let best: number | undefined;
  for (const record of candidates) {
    if (best === undefined || records.population[record]! > records.population[best]!) best = record;
  }
  return best;
}

function lookUp(built: PlaceIndex, name: string, qualifiers: string[]): number | undefined {
  const candidates = built.byKey.get(nameKey(name)) ?? [];
  const keys = qualifiers.map(qualifierKey).filter((key) => key !== '');
  const matching = candidates.filter((record) => keys.every((key) => qualifies(built.records, record, key)));
  return mostPopulous(built.records, matching);
}

export function findPlace(text: string): Place | undefined {
  if (typeof text !== 'string' || text.length > longestName) return undefined;
  const built = placeIndex();
  const [name = '', ...qualifiers] = text.split(',');
  let record = lookUp(built, name, qualifiers);
  // 'Paris France', 'Portland Oregon': without a comma, try the last words as the qualifier.
  if (record === undefined && qualifiers.length === 0) {
    const words = plainWords(name);
    for (let split = words.length - 1; split >= 1 && record === undefined; split--) {
      record = lookUp(built, words.slice(0, split).join(' '), [words.slice(split).join(' ')]);
    }
  }
  return record === undefined ? undefined : toPlace(built.records, record);
}

export function findPlaceNear(name: string, near: Place, maxKm: number): Place | undefined {
  if (typeof name !== 'string' || name.length > longestName) return undefined;
  const built = placeIndex();
  const [placeName = '', ...qualifiers] = name.split(',');
  const candidates = (built.byKey.get(nameKey(placeName)) ?? []).filter(
    (record) =>
      distanceKm(near, { lat: built.records.lat[record]!, lon: built.records.lon[record]! }) <= maxKm &&
      qualifiers.map(qualifierKey).every((key) => key === '' || qualifies(built.records, record, key)),
  );
  const record = mostPopulous(built.records, candidates);
  return record === undefined ? undefined : toPlace(built.records, record);
}

/** The most populous place within maxKm of a point, for the airport data's served cities. */
export function biggestPlaceNear(point: { lat: number; lon: number }, maxKm: number): Place | undefined {
  const built = placeIndex();
  const record = biggestNear(built, point, maxKm);
  return record === undefined ? undefined : toPlace(built.records, record);
}

/** Records named like a text in a country, for the airport data's city names. */
export function populationOfNamed(name: string, countryCode: string, point: { lat: number; lon: number }, maxKm: number): number {
  const built = placeIndex();
  const { records } = built;
  let best = 0;
  for (const record of built.byKey.get(nameKey(name)) ?? []) {
    if (records.countryCodes[record] !== countryCode) continue;
    if (distanceKm(point, { lat: records.lat[record]!, lon: records.lon[record]! }) > maxKm) continue;
    best = Math.max(best, records.population[record]!);
  }
  return best;
}
