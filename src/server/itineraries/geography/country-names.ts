import { getAllCountries, getCountry } from 'countries-and-timezones';
import { qualifierKey } from './place-names.ts';
import { countryAliases } from './regions.data.ts';

/**
 * Country names both ways: the name a place shows ('Portugal'), and every way a traveller or a
 * dataset may write a country ('PT', 'Portugal', 'USA', 'Congo (Kinshasa)') -> its ISO code.
 */

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
// Where countries-and-timezones' name is the formal one and the short one reads better.
const shownNames: Record<string, string> = { US: 'United States' };

export function countryName(code: string): string {
  return shownNames[code] ?? getCountry(code)?.name ?? displayNames.of(code) ?? code;
}

// OpenFlights (the airport data) writes some countries its own way.
const datasetNames: Record<string, string[]> = {
  CD: ['Congo (Kinshasa)'],
  CG: ['Congo (Brazzaville)'],
  RE: ['Reunion'],
  SH: ['Saint Helena'],
  PS: ['West Bank', 'Gaza Strip'],
  VI: ['Virgin Islands'],
  CW: ['Netherlands Antilles'],
  UM: ['Midway Islands', 'Johnston Atoll', 'Wake Island'],
  SJ: ['Svalbard'],
  CC: ['Cocos (Keeling) Islands'],
};

let codesByKey: Map<string, string> | undefined;
let keysByCode: Map<string, Set<string>> | undefined;

function build(): void {
  codesByKey = new Map();
  keysByCode = new Map();
  const add = (code: string, name: string | undefined): void => {
    if (!name) return;
    const key = qualifierKey(name);
    if (key === '') return;
    if (!codesByKey!.has(key)) codesByKey!.set(key, code);
    let keys = keysByCode!.get(code);
    if (!keys) keysByCode!.set(code, (keys = new Set()));
    keys.add(key);
  };
  for (const country of Object.values(getAllCountries())) {
    add(country.id, country.id);
    add(country.id, country.name);
    add(country.id, displayNames.of(country.id));
  }
  for (const [code, names] of [...Object.entries(countryAliases), ...Object.entries(datasetNames)]) {
    for (const name of names) add(code, name);
  }
  add('XK', 'XK');
  add('XK', 'Kosovo');
}

/** The ISO code of a country written any known way, or undefined. */
export function countryCodeOf(name: string): string | undefined {
  if (!codesByKey) build();
  return codesByKey!.get(qualifierKey(name));
}

/** The qualifier keys that name a country ('pt', 'portugal'). */
export function countryKeys(code: string): ReadonlySet<string> {
  if (!keysByCode) build();
  return keysByCode!.get(code) ?? new Set();
}
