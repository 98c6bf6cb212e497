/**
 * Money written inside text, for a shared trip whose owner hid the costs: the model's text
 * fallback writes "($120 per night)" into a stay's description, and a model may write "entry
 * 25 EUR" into an activity's. Every pattern here is fixed; no user text ever becomes one.
 *
 * An amount is a number with a currency beside it: a symbol before or after ($1,234.50, 80 €,
 * US$20, R$ 50), an ISO code before or after (120 USD, EUR 80), or a currency word after (20
 * dollars, 500 yen), optionally a range ($20-30, 20 to 30 EUR) and a rate ("per night", "/person",
 * "a night", "pp"). A bare number with a per-night or per-person rate counts too ("120 per night").
 */

// Common ISO 4217 codes, upper case only: in lower case several are words ("try", "top", "all").
const codes = [
  'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'RMB', 'AUD', 'CAD', 'CHF', 'HKD', 'SGD', 'NZD', 'INR', 'KRW', 'MXN', 'BRL', 'ZAR', 'SEK', 'NOK',
  'DKK', 'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'TRY', 'RUB', 'UAH', 'THB', 'IDR', 'MYR', 'PHP', 'VND', 'TWD', 'AED', 'SAR', 'QAR',
  'KWD', 'BHD', 'OMR', 'JOD', 'ILS', 'EGP', 'MAD', 'TND', 'KES', 'TZS', 'NGN', 'GHS', 'ARS', 'CLP', 'COP', 'PEN', 'UYU', 'CRC', 'DOP',
  'LKR', 'NPR', 'PKR', 'BDT', 'KZT', 'GEL', 'RSD', 'XOF', 'XAF', 'XPF', 'FJD',
].join('|');
// Currency names after a number, any case.
const words = [
  'dollars?', 'bucks', 'euros?', 'pounds?', 'quid', 'pence', 'cents?', 'yen', 'yuan', 'renminbi', 'pesos?', 'rupees?', 'rupiah', 'baht',
  'won', 'francs?', 'kronor', 'kroner', 'krona', 'krone', 'lira', 'lire', 'rand', 'ringgit', 'dong', 'zlotys?', 'złoty', 'forint',
  'shekels?', 'dirhams?', 'dinars?', 'reais', 'rubles?', 'roubles?', 'soles', 'centavos', 'kopeks?',
].join('|');

const digits = String.raw`\p{Nd}+(?:[.,'’\u00a0\u202f]\p{Nd}+)*(?:\s?(?:[kKmM]|bn|million|thousand)(?!\p{L}))?`;
const symbol = String.raw`(?:\p{Lu}{1,3})?\p{Sc}`;
const code = String.raw`(?<!\p{L})(?:${codes})(?!\p{L})`;
const word = String.raw`(?<!\p{L})(?i:${words})(?!\p{L})`;
/** Before a number: a symbol, a code, or a short form people write (Rs. 500, kr 120). */
const before = String.raw`(?:${symbol}|${code}\.?|(?<!\p{L})(?:Rs|Rp|kr)\.?(?!\p{L}))`;
const after = String.raw`(?:\p{Sc}|${code}|${word}|(?<!\p{L})kr(?!\p{L}))`;
const range = String.raw`(?:\s*(?:-|–|—|to)\s*(?:${before}\s*)?${digits})?`;
const unit = String.raw`(?:nights?|persons?|people|pax|adults?|child(?:ren)?|kids?|guests?|heads?|couples?|rooms?|tickets?|days?|hours?|weeks?|visits?|entry|meals?|rides?|trips?)`;
const perPerson = String.raw`(?:nights?|persons?|people|pax|adults?|child(?:ren)?|guests?|heads?|couples?|rooms?)`;
const rate = String.raw`(?:\s*(?:/\s*|(?<!\p{L})(?:per|an?)\s+)${unit}(?!\p{L}))*(?:\s*(?<!\p{L})(?:each|pp|pppn|p\.p\.|apiece|total)(?!\p{L}))?`;
/** Words that only introduce the amount ("for $20", "costs about 80 EUR"): they go with it. */
const lead = String.raw`(?:(?<!\p{L})(?:for|from|at|about|around|approx\.?|approximately|roughly|only|just|costs?|costing|priced at|price|under|over|up to|starting at)\s+|~\s*)*`;

// A number read from its first digit only: starting inside a long run of digits would make the
// search quadratic in the run's length.
const number = String.raw`(?<![\p{Nd}.,'’\u00a0\u202f])${digits}`;
const amountSource = String.raw`${lead}(?:${before}\s*${digits}${range}(?:\s*${after})?|${number}${range}\s*${after}|${number}${range}\s*(?:/\s*|(?<!\p{L})(?:per|an?)\s+)${perPerson}(?!\p{L})|${number}\s*(?<!\p{L})(?:pp|pppn)(?!\p{L}))${rate}`;
const amount = new RegExp(amountSource, 'gu');

/**
 * What must never be left: a digit with a currency beside it, or with a per-night or
 * per-person rate. The property tests hold `withoutAmounts` to it.
 */
export const leftAmount = new RegExp(
  String.raw`(?:\p{Sc}|${code}|(?<!\p{L})(?:Rs|Rp|kr)(?!\p{L}))\.?\s*\p{Nd}|\p{Nd}\s*(?:\p{Sc}|${code}|${word}|(?<!\p{L})kr(?!\p{L}))|\p{Nd}\s*(?:/\s*|(?<!\p{L})(?:per|an?)\s+)${perPerson}(?!\p{L})|\p{Nd}\s*(?<!\p{L})(?:pp|pppn)(?!\p{L})`,
  'u',
);

const edge = /[\s,;:\-–—/]/;

/**
 * What an amount leaves behind: empty brackets, a space before punctuation, a dangling separator.
 * Whitespace is made single first, so that no pattern here scans a long run of it from every
 * position (which would be quadratic).
 */
function tidy(text: string): string {
  let result = text.replace(/\s+/g, ' ');
  for (let pass = 0; pass < 3; pass++) {
    result = result
      .replace(/ ?[([] ?[,;:.\-–—/]* ?[)\]]/g, '')
      .replace(/([([]) ?[,;:\-–—/] ?/g, '$1')
      .replace(/ ?[,;:\-–—/] ?([)\]])/g, '$1')
      .replace(/ ([,.;:!?])/g, '$1')
      .replace(/([,;:])(?: ?[,;:])+/g, '$1')
      .replace(/ {2,}/g, ' ');
  }
  let start = 0;
  let end = result.length;
  while (start < end && edge.test(result.charAt(start))) start++;
  while (end > start && edge.test(result.charAt(end - 1))) end--;
  return result.slice(start, end);
}

/**
 * `text` with every amount taken out; text without one comes back exactly as it was. Removing
 * one amount can bring a currency and a digit together ("5 USD$9"), so it repeats while any is
 * left, and as a last resort drops the digits.
 */
export function withoutAmounts(text: string): string {
  if (!leftAmount.test(text)) return text;
  let result = text;
  // Tidying can bring them together too ("0(]$" loses its brackets): it runs inside the loop.
  for (let pass = 0; pass < 5 && leftAmount.test(result); pass++) result = tidy(result.replace(amount, ' '));
  if (leftAmount.test(result)) result = tidy(result.replace(/\p{Nd}/gu, ''));
  return result;
}
