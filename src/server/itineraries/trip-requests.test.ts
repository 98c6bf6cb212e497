import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRequests, noRequests, readRequests, wordsOf } from './trip-requests.ts';

describe('the requests the planner understands (README: "What the planner understands")', () => {
  it.each([
    ['No early mornings please', 'noEarlyMornings'],
    ["We're not morning people", 'noEarlyMornings'],
    ['we like to sleep in', 'noEarlyMornings'],
    ['Late starts, we are on holiday', 'noEarlyMornings'],
    ['an evening flight out after work', 'eveningFlight'],
    ['My wife uses a wheelchair', 'accessible'],
    ['step-free access where possible', 'accessible'],
    ['travelling with two kids (5 and 8)', 'withChildren'],
    ['with our toddler', 'withChildren'],
    ['A visit to a temple', 'temple'],
    ['we want to see a Shinto shrine', 'temple'],
    ['less walking, my knees hurt', 'lessWalking'],
    ['I have bad knees', 'lessWalking'],
    ['one rest day in the middle', 'restDay'],
    ['a lazy day to recover', 'restDay'],
    ['cheaper please', 'cheaper'],
  ] as const)('%s -> %s', (text, request) => {
    expect(readRequests(text)[request]).toBe(true);
    expect(noRequests[request]).toBe(false);
  });

  it.each([
    ['vegetarian day with a visit to a temple', ['vegetarian']],
    ['Vegan food only', ['vegan']],
    ['vegan and vegetarian friends', ['vegan']],
    ['we keep kosher', ['kosher']],
    ['Halal food please', ['halal']],
    ['no meat for me', ['vegetarian']],
    ['we eat everything', []],
  ] as const)('diets in "%s"', (text, diets) => {
    expect(readRequests(text).diets).toEqual(diets);
  });

  it('reads interests asked for by name, and not those refused', () => {
    expect(readRequests('more museums').interests).toEqual(['Museums']);
    expect(readRequests('a jazz night and the flea market').interests).toEqual(['Local Markets', 'Live Music']);
    expect(readRequests('no museums, no nightlife').interests).toEqual([]);
    expect(readRequests('we are a party of four').interests).toEqual([]);
  });

  it('takes the place after "day trip to", as written, up to a joining word or a mark', () => {
    expect(readRequests('Day trip to Sintra and no early mornings').dayTrips).toEqual(['Sintra']);
    expect(readRequests('a day trip to Mount Fuji, please').dayTrips).toEqual(['Mount Fuji']);
    expect(readRequests('daytrip to Cascais. Also a day trip to Évora').dayTrips).toEqual(['Cascais', 'Évora']);
    expect(readRequests('a relaxed trip').dayTrips).toEqual([]);
  });

  it('does not read a refused request as asked', () => {
    expect(readRequests('not vegetarian').diets).toEqual([]);
    expect(readRequests('no kids on this one').withChildren).toBe(false);
    expect(readRequests('we dont need a rest day').restDay).toBe(false);
  });

  it('adds a note to the trip: the trip keeps its diets and pace, the note brings its own day', () => {
    const merged = mergeRequests(readRequests('vegan, no early mornings, day trip to Sintra'), readRequests('a temple, more museums'));
    expect(merged).toMatchObject({ diets: ['vegan'], noEarlyMornings: true, temple: true, interests: ['Museums'], dayTrips: [] });
  });

  it('splits words on anything but letters and digits, accents off', () => {
    expect(wordsOf("Don't — ÉVORA/Sintra!")).toEqual(['dont', 'evora', 'sintra']);
  });

  it('reads any text without throwing, and a day trip is always words of that text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const requests = readRequests(text);
        for (const place of requests.dayTrips) for (const word of place.split(' ')) expect(text).toContain(word);
      }),
    );
  });
});
