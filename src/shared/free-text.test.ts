import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, freeText, hugeText } from '../../tests/support/free-text.ts';
import { updateProfileSchema } from './account/me.schema.ts';
import { neutraliseCsvCell, toCsv, toCsvLine } from './admin/csv.ts';
import { initials, slugFromName } from './advisors/advisor-view.ts';
import { assistantRequestSchema } from './assistant/assistant.schema.ts';
import { updateMemorySchema } from './chat/memory.schema.ts';
import { contactSchema } from './contact/contact.schema.ts';
import { feedbackSchema } from './feedback/feedback.schema.ts';
import { inviteRequestSchema } from './invites/invite-request.schema.ts';
import { dayEntrySchema, generateItineraryRequestSchema, splitLabels } from './itineraries/itinerary.schema.ts';
import { parseItineraryText, renderItineraryText } from './itineraries/itinerary-text.ts';
import { isIsoDate } from './itineraries/trip-dates.ts';
import { newsletterSignupSchema } from './newsletter/newsletter.schema.ts';
import { cutText } from './text-cut.ts';

/**
 * Issue 22: no text breaks the shared rules, which run on the server and in the browser alike.
 * Every shared function and form contract that reads what a user typed gets arbitrary text
 * (tests/support/free-text.ts) and must answer in the shape its callers rely on.
 */

const runs = { numRuns: 150 };

/** RFC 4180 fields of one line written by toCsvLine: every field quoted, quotes doubled. */
function readCsvLine(line: string): string[] {
  const fields: string[] = [];
  let index = 0;
  while (index < line.length) {
    expect(line[index]).toBe('"');
    let field = '';
    index++;
    for (;;) {
      const quote = line.indexOf('"', index);
      expect(quote).not.toBe(-1);
      field += line.slice(index, quote);
      if (line[quote + 1] === '"') {
        field += '"';
        index = quote + 2;
        continue;
      }
      index = quote + 1;
      break;
    }
    fields.push(field);
    if (index < line.length) {
      expect(line[index]).toBe(',');
      index++;
    }
  }
  return fields;
}

describe('shared rules on any text', () => {
  it('parses any assistant text into at least one valid day, and reads back what it renders', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const days = parseItineraryText(text, '2030-06-01');
        expect(days.length).toBeGreaterThanOrEqual(1);
        for (const day of days) expect(dayEntrySchema.safeParse(day).success).toBe(true);
        const again = parseItineraryText(renderItineraryText(days), '2030-06-01');
        expect(again.map((day) => day.day)).toEqual(days.map((day) => day.day));
      }),
      { numRuns: 60 },
    );
  });

  it('splits labels into trimmed, non-empty labels without commas', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        for (const label of splitLabels(value)) {
          expect(label).toBe(label.trim());
          expect(label).not.toBe('');
          expect(label).not.toContain(',');
        }
      }),
      runs,
    );
  });

  it('makes a slug without whitespace, and initials of at most two whole characters', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        expect(slugFromName(name)).not.toMatch(/\s/);
        const letters = initials(name);
        expect([...letters].length).toBeLessThanOrEqual(2);
        expect(letters.length).toBeGreaterThan(0);
        if (name.isWellFormed()) expect(letters.isWellFormed()).toBe(true);
      }),
      { ...runs, examples: [['😀 Smiley'], ['👩‍👩‍👧‍👦 family'], ['ßa b']] },
    );
  });

  it('writes CSV that reads back to the neutralised cells, and never starts a cell with a formula sign', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(freeText, fc.constantFrom('=SUM(A1)', '+1', '-1', '@x', '\tx', '\rx')), { maxLength: 6 }), (cells) => {
        expect(readCsvLine(toCsvLine(cells))).toEqual(cells.map(neutraliseCsvCell));
        for (const cell of cells) expect(neutraliseCsvCell(cell)).not.toMatch(/^[=+\-@\t\r]/);
        expect(toCsv(['a'], [cells]).endsWith('\r\n')).toBe(true);
      }),
      runs,
    );
  });

  it('reads any text as a date or not, and cuts any text without halving a character', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 200 }), (text, length) => {
        expect(typeof isIsoDate(text)).toBe('boolean');
        const cut = cutText(text, length);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(length);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, length - 1));
        if (text.isWellFormed()) expect(cut.isWellFormed()).toBe(true);
      }),
      runs,
    );
  });

  it('every form contract answers any text with success or field errors, never a throw', () => {
    const text = fc.oneof(freeText, hugeText.map((huge) => huge.slice(0, 20_000)));
    fc.assert(
      fc.property(text, text, (first, second) => {
        const parses = [
          assistantRequestSchema.safeParse({ action: 'sendMessage', message: first, advisorId: second, travelData: { otherPreferences: first, activities: [second] } }),
          generateItineraryRequestSchema.safeParse({ departureCity: first, destinationCity: second, otherPreferences: first }),
          feedbackSchema.safeParse({ rating: 5, message: first, wantReply: true, name: second, email: first }),
          contactSchema.safeParse({ name: first, email: second, subject: first, message: second }),
          inviteRequestSchema.safeParse({ name: first, email: second, advisors: [first], howDidYouHear: second, mailingList: false }),
          newsletterSignupSchema.safeParse({ email: first }),
          updateProfileSchema.safeParse({ name: first }),
          updateMemorySchema.safeParse({ summary: first }),
        ];
        for (const parsed of parses) expect(parsed.success || parsed.error.issues.length > 0).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
