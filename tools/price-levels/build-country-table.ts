/**
 * Builds the country rows of src/server/itineraries/geography/price-levels.data.ts from the World
 * Bank's World Development Indicators download of "Price level ratio of PPP conversion factor (GDP)
 * to market exchange rate" (PA.NUS.PPPC.RF; the CSV and its Metadata_Country CSV, as the data site
 * zips them). Each country takes its latest year among 2021-2023; index = ratio x 100, US = 100.
 *
 *   node tools/price-levels/build-country-table.ts API_PA.NUS.PPPC.RF.csv Metadata_Country.csv
 *
 * Prints the rows; paste them between the markers in the data file.
 */
import { readFileSync } from 'node:fs';
import { countryCodeOf } from '../../src/server/itineraries/geography/country-names.ts';

// World Bank names that no other list spells the same way (World Bank name -> ISO code).
const worldBankNames: Record<string, string> = {
  'Bahamas, The': 'BS',
  'Congo, Dem. Rep.': 'CD',
  'Congo, Rep.': 'CG',
  'Egypt, Arab Rep.': 'EG',
  'Gambia, The': 'GM',
  'Hong Kong SAR, China': 'HK',
  'Iran, Islamic Rep.': 'IR',
  'Korea, Rep.': 'KR',
  "Korea, Dem. People's Rep.": 'KP',
  'Kyrgyz Republic': 'KG',
  'Lao PDR': 'LA',
  'Macao SAR, China': 'MO',
  'Micronesia, Fed. Sts.': 'FM',
  'Slovak Republic': 'SK',
  'St. Kitts and Nevis': 'KN',
  'St. Lucia': 'LC',
  'St. Vincent and the Grenadines': 'VC',
  'Venezuela, RB': 'VE',
  'Yemen, Rep.': 'YE',
  Turkiye: 'TR',
  'West Bank and Gaza': 'PS',
  'Sao Tome and Principe': 'ST',
  Curacao: 'CW',
  'Brunei Darussalam': 'BN',
  'Syrian Arab Republic': 'SY',
  'Russian Federation': 'RU',
  'Viet Nam': 'VN',
  Kosovo: 'XK',
  'Sint Maarten (Dutch part)': 'SX',
  'St. Martin (French part)': 'MF',
  'Virgin Islands (U.S.)': 'VI',
  'British Virgin Islands': 'VG',
  'Turks and Caicos Islands': 'TC',
  'Cabo Verde': 'CV',
  "Cote d'Ivoire": 'CI',
  Eswatini: 'SZ',
  'Timor-Leste': 'TL',
  'Somalia, Fed. Rep.': 'SO',
};

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  return rows;
}

const [dataFile, metadataFile] = process.argv.slice(2);
if (!dataFile || !metadataFile) throw new Error('Usage: build-country-table.ts <data.csv> <Metadata_Country.csv>');
const rows = csvRows(readFileSync(dataFile, 'utf8'));
const header = rows.find((row) => row[0] === 'Country Name');
if (!header) throw new Error('No header row');
// Aggregates (regions, income groups) have no region in the metadata.
const countries = new Set(
  csvRows(readFileSync(metadataFile, 'utf8'))
    .filter((row) => row[1])
    .map((row) => row[0]),
);
const out: string[] = [];
const unmatched: string[] = [];
for (const row of rows) {
  const [name = '', iso3 = ''] = row;
  if (!countries.has(iso3)) continue;
  const year = [2023, 2022, 2021].find((candidate) => row[header.indexOf(String(candidate))]);
  if (!year) continue;
  const code = worldBankNames[name] ?? countryCodeOf(name);
  if (!code) {
    unmatched.push(name);
    continue;
  }
  const index = Math.round(Number(row[header.indexOf(String(year))]) * 100);
  out.push(`  { code: '${code}', country: ${JSON.stringify(name)}, index: ${index}, year: ${year}, source: worldBank },`);
}
console.log(out.sort().join('\n'));
if (unmatched.length > 0) console.error(`Unmatched: ${unmatched.join('; ')}`);
