import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, freeText, hugeText } from '../../tests/support/free-text.ts';
import { memorySummaryMaxLength } from '../shared/chat/memory.schema.ts';
import { weakPasswordMessages } from '../shared/auth/auth.schema.ts';
import { interestOptions } from '../shared/itineraries/planner-options.ts';
import { userContent } from './assistant/assistant.service.ts';
import { removeInvisible } from './assistant/sanitize.ts';
import { renderTripRequest } from './assistant/trip-request-prompt.ts';
import { passwordProblem } from './auth/password-policy.ts';
import { slugFromQuestion } from './admin/faq.service.ts';
import { conversationTitle, storableContent } from './conversations/conversations.service.ts';
import { storedMessageMaxLength } from './db/schema/index.ts';
import { isUuid } from './db/uuid.ts';
import { findLinks, redactLinks, redactUrl } from './http/redact-url.ts';
import { ApiError } from './http/api-error.ts';
import { calendarFileName } from './itineraries/itinerary-calendar.ts';
import { readRequests } from './itineraries/trip-requests.ts';
import { hashSeed } from './itineraries/seeded-random.ts';
import { findPlace } from './itineraries/geography/index.ts';
import { composeOfflineCrisisReply, composeOfflineReply } from './llm/offline/reply.ts';
import { memoryTopic } from './llm/offline/memory-summary.ts';
import { paraphrase, sentencesOf, topicOf } from './llm/offline/paraphrase.ts';
import { withoutTripRequest } from './llm/offline/user-message.ts';
import { clampSummary } from './memories/memory-writer.ts';

/**
 * Issue 22: no text breaks the server. Every server function that reads what a user typed gets
 * arbitrary text (tests/support/free-text.ts: markdown, links, emoji, right-to-left, control
 * characters, lone surrogates, ~100 KB) and must answer without throwing, with an answer of the
 * shape its callers rely on. A new function that reads free text gets its property here. The
 * crisis check's are in safety/free-text.test.ts, the prompt builders' beside them.
 */

const runs = { numRuns: 150 };
/** Output that is well-formed UTF-16 whenever the input is: no lone surrogate made by cutting. */
const keepsWellFormed = (input: string, output: string) => {
  if (input.isWellFormed()) expect(output.isWellFormed()).toBe(true);
};

describe('what the chat reads', () => {
  const invisible = /[\u{E0000}-\u{E007F}\u200B-\u200D\u2060\uFEFF]/u;

  it('removeInvisible leaves no invisible character, only removes, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cleaned = removeInvisible(text);
        expect(cleaned).not.toMatch(invisible);
        expect(cleaned.length).toBeLessThanOrEqual(text.length);
        expect(removeInvisible(cleaned)).toBe(cleaned);
      }),
      runs,
    );
  });

  const tripText = fc.oneof(freeText, fc.constant(''));
  const trip = fc.record(
    {
      departureCity: tripText,
      destinationCity: tripText,
      accommodationPreference: tripText,
      foodPreference: tripText,
      transportationPreference: tripText,
      activities: fc.array(tripText, { maxLength: 5 }),
      otherPreferences: tripText,
      numPeople: fc.integer({ min: 1, max: 50 }),
    },
    { requiredKeys: [] },
  );

  it('renderTripRequest gives one labelled line per field that says something, whatever the fields hold', () => {
    fc.assert(
      fc.property(trip, (request) => {
        const rendered = renderTripRequest(request);
        if (!rendered) return;
        const [heading, ...lines] = rendered.split('\n');
        expect(heading).toBe('Trip request:');
        for (const line of lines) expect(line).toMatch(/^(Departure city|Destination city|Travellers|Accommodation|Food|Transportation|Activities|Other preferences): \S/);
        expect(rendered).not.toMatch(/[\r\u2028\u2029\u0085]/);
      }),
      runs,
    );
  });

  it("userContent is the user's turn or a 400, never anything else", () => {
    fc.assert(
      fc.property(anyText, fc.option(trip, { nil: undefined }), (message, travelData) => {
        try {
          const content = userContent({ message, travelData });
          expect(content.trim()).not.toBe('');
          expect(content).not.toMatch(invisible);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      runs,
    );
  });

  it('conversationTitle is one line of at most 80 characters, never cutting a character in two', () => {
    fc.assert(
      fc.property(anyText, (message) => {
        const title = conversationTitle(message);
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThanOrEqual(80);
        expect(title).not.toMatch(/[\n\r\t]/);
        keepsWellFormed(message, title);
      }),
      // An emoji across the cut: the title once ended in half of it.
      { ...runs, examples: [[`${'a'.repeat(78)}😀 and more`]] },
    );
  });

  it('storableContent keeps within the column, as a beginning of the text, never cutting a character in two', () => {
    fc.assert(
      fc.property(fc.oneof(freeText, hugeText), (content) => {
        const stored = storableContent(content);
        expect(stored.length).toBeLessThanOrEqual(storedMessageMaxLength);
        expect(content.startsWith(stored)).toBe(true);
        keepsWellFormed(content, stored);
      }),
      { numRuns: 20, examples: [[`${'a'.repeat(storedMessageMaxLength - 1)}😀`]] },
    );
  });

  it('clampSummary keeps a memory within its limit, as a beginning of the text, never cutting a character in two', () => {
    fc.assert(
      fc.property(fc.oneof(freeText, hugeText, freeText.map((text) => text.repeat(20))), (text) => {
        const summary = clampSummary(text);
        expect(summary.length).toBeLessThanOrEqual(memorySummaryMaxLength);
        expect(text.trim().startsWith(summary)).toBe(true);
        keepsWellFormed(text, summary);
      }),
      { numRuns: 40, examples: [[`${'a'.repeat(memorySummaryMaxLength - 1)}😀`]] },
    );
  });
});

describe('what the offline engine reads', () => {
  it('answers any message with an open question, or with care for a crisis, in well-formed text', () => {
    fc.assert(
      fc.property(anyText, (message) => {
        const reply = composeOfflineReply(message);
        // It reflects at most the first fourteen words back, however long they are.
        expect(reply.length).toBeLessThanOrEqual(message.length + 600);
        expect(reply.endsWith('?')).toBe(true);
        keepsWellFormed(message, reply);
        expect(composeOfflineCrisisReply(message)).toContain('here to listen');
      }),
      runs,
    );
  });

  it('paraphrases, finds a topic, splits sentences and reads a memory without throwing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(paraphrase(text).split(' ').length).toBeLessThanOrEqual(14);
        expect(topicOf(text)).toMatch(/^(?:this|[a-z' -]+)$/);
        for (const sentence of sentencesOf(text)) expect(sentence).toBe(sentence.trim());
        expect(memoryTopic(text).length).toBeGreaterThan(0);
        expect(typeof withoutTripRequest(text)).toBe('string');
      }),
      runs,
    );
  });
});

describe('what accounts, links and the FAQ read', () => {
  const known = new Set<string>(['Password must be at least 6 characters', 'Password must be at most 128 characters', ...Object.values(weakPasswordMessages)]);

  it('passwordProblem names a known problem or none, for any password, email and name', () => {
    fc.assert(
      fc.property(anyText, fc.option(freeText), fc.option(freeText), (password, email, name) => {
        const problem = passwordProblem(password, { email, name });
        if (problem !== undefined) expect(known.has(problem)).toBe(true);
        if (password.length < 6 || password.length > 128) expect(problem).toBeDefined();
      }),
      runs,
    );
  });

  it('redactUrl never keeps a query or fragment, and redacting again changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(freeText, fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const redacted = redactUrl(url);
        const cut = url.search(/[?#]/);
        const at = redacted.search(/[?#]/);
        if (cut !== -1 && cut < url.length - 1) expect(at).not.toBe(-1);
        if (at !== -1) expect(redacted.slice(at + 1)).toBe('[redacted]');
        expect(redactUrl(redacted)).toBe(redacted);
      }),
      runs,
    );
  });

  it('redactLinks leaves no link with a query, whatever surrounds it', () => {
    fc.assert(
      fc.property(freeText, fc.webUrl({ withQueryParameters: true }), freeText, (before, url, after) => {
        const body = redactLinks(`${before} ${url} ${after}`);
        for (const link of findLinks(body)) expect(link).not.toMatch(/\?(?!\[redacted\])/);
      }),
      runs,
    );
  });

  it('slugFromQuestion is lower-case words joined by dashes, at most 60 characters', () => {
    fc.assert(
      fc.property(anyText, (question) => {
        expect(slugFromQuestion(question)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slugFromQuestion(question).length).toBeLessThanOrEqual(60);
      }),
      runs,
    );
  });

  it('isUuid answers for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.uuid()), (value) => {
        expect(isUuid(value)).toBe(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));
      }),
      runs,
    );
  });
});

describe('what the planner reads', () => {
  it('reads any destination and note: a file name of letters, digits and dashes, a place, interests from the list', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(calendarFileName(text)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-trip\.ics$/);
        const place = findPlace(text);
        if (place) expect(typeof place.timeZone).toBe('string');
        const requests = readRequests(text);
        for (const interest of requests.interests) expect(interestOptions).toContain(interest);
        expect(typeof requests.cheaper).toBe('boolean');
        // A day trip's place is a few words of the text itself, never anything else.
        for (const name of requests.dayTrips) expect(text).toContain(name.split(' ')[0]);
        const seed = hashSeed(text);
        expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
        expect(hashSeed(text)).toBe(seed);
      }),
      runs,
    );
  });
});
