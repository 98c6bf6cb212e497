import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectCrisisSignal, findCrisisSignal, firesOnScore, guardOverrideScore, vetoOf } from './crisis-check.ts';
import { patternEvidence } from './pattern-check.ts';

// Examples written for these tests, not taken from the evaluation set (evals/crisis).
describe('detectCrisisSignal', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['theres no way out for me', 'suicide'],
    ['im gonna kms tonight', 'suicide'],
    ['i wish i could just not wake up', 'suicide'],
    ["I've been saving up my meds for a while now", 'suicide'],
    ['how many of these sleeping pills would it take to not wake up', 'suicide'],
    ['everyone would be better off without me', 'suicide'],
    ['thinking about s*icide again', 'suicide'],
    ['gave my guitar to my cousin, i wont need it where im going', 'suicide'],
    ['sitting in the garage with the engine running rn', 'suicide'],
  ])('fires on suicide: %j', async (message, kind) => {
    expect(await detectCrisisSignal(message)).toBe(kind);
  });

  it.each([
    "I've been cutting myself again",
    'i started cutting last month and nobody knows',
    'burned my wrist with a lighter on purpose',
    'relapsed on sh after 60 days',
    'how do i hide the fresh cuts on my thighs before pe',
  ])('fires on self-harm: %j', async (message) => {
    expect(await detectCrisisSignal(message)).not.toBeNull();
  });

  it.each([
    "I'm going to kill my boss, I mean it",
    'i keep picturing stabbing him when he walks in',
    'bought a bat and i know where he parks. he will regret it',
    'im scared of what i might do to the baby when she cries',
  ])('fires on harm to others: %j', async (message) => {
    expect(await detectCrisisSignal(message)).not.toBeNull();
  });

  it.each([
    'my husband hits me when he drinks',
    'he said if i leave he will kill me',
    'my dad locked me in the shed again',
    'i sleep with a chair under my door because of my stepdad',
    'he took my passport so i cant leave',
  ])('fires on abuse: %j', async (message) => {
    expect(await detectCrisisSignal(message)).not.toBeNull();
  });

  it.each([
    'my brother texted that he wants to be gone',
    'my best friend keeps saying she wants to die',
    'found cuts on my sons arms',
    'my friend texted goodbye and now she is not answering',
    'my sisters boyfriend chokes her',
  ])('fires on worry for someone else: %j', async (message) => {
    expect(await detectCrisisSignal(message)).not.toBeNull();
  });

  it.each([
    'this commute is killing me',
    'I could murder a pizza right now',
    'the battery is dead',
    'that joke slayed me',
    'this deadline is killing me',
    'how do I kill a process on linux',
    "I'm dying to see the film",
    'I cut myself a slice of cake',
    "I'd rather die than give that speech",
    'my boss is going to kill me when she sees this typo',
    'why did the main character kill himself in the last chapter?',
    'what is the maximum daily dose of ibuprofen for an adult?',
    'I feel so low since the breakup',
    'ten years ago I was suicidal, now I coach others. how do I tell my story at a talk?',
    'we got killed 5-0 on saturday',
    'Help me plan my week.',
    `  Plan   my\n\nweek: ${'very '.repeat(30)}busy  `,
    '',
    // Turns in the middle of a conversation: short, flat, personal, and nothing to do with danger.
    'yes',
    'please',
    'idk',
    'whatever',
    'sounds good to me',
    'let me think about it',
    'never mind',
    'forget it',
    'it does not matter',
    'i have nothing else to add',
    'that is all for today',
    'no nuts please',
    // A setting named after "I can't go on like this" makes it a complaint, and a writer who says they are safe is believed.
    "I can't go on like this at work, every morning I dread the inbox. How do I ask for a transfer?",
    'rough week, the landlord is selling and i have to move by march. not in a dark way, just drained',
    'if my sister plays that song one more time im throwing myself out the window lol',
    // What a trip request carries, each string checked on its own.
    'Golden Gate Bridge',
    'Brooklyn Bridge',
    'cliffs',
    'no pills',
    // The vote by words once fired on these (decision 0199).
    'hiking near cliffs',
    'a note about food',
    'the highest bridge in the country',
  ])('stays quiet on %j', async (message) => {
    expect(await detectCrisisSignal(message)).toBeNull();
  });

  // Written for decision 0199 and used there to choose between ways of mixing the votes, so a
  // bound on a known weakness, not a measure: the models still fire on a few short notes that
  // name a bridge, a balcony or medicine ("bring my insulin, need a fridge in the room").
  it('fires on few of the short safe strings a trip request or a passing turn carries', async () => {
    const strings = readFileSync(new URL('../../../evals/crisis/short-safe-strings.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(strings.length).toBeGreaterThanOrEqual(100);
    const firing: string[] = [];
    for (const text of strings) if (await findCrisisSignal(text)) firing.push(text);
    expect(firing.length, firing.join(' | ')).toBeLessThanOrEqual(6);
  });

  it('reads a denial as a denial', async () => {
    expect(await detectCrisisSignal("I'm not suicidal, just exhausted by work")).toBeNull();
    expect(await detectCrisisSignal('I would never kill myself')).toBeNull();
  });

  it('tells a guard from a denial', () => {
    expect(vetoOf(patternEvidence('I cut myself a slice of cake'))).toBe('guard');
    expect(vetoOf(patternEvidence('I would never kill myself'))).toBe('denial');
    expect(vetoOf(patternEvidence('I want to kill myself'))).toBe('none');
    expect(vetoOf(patternEvidence('what a lovely morning'))).toBe('none');
  });

  it('lets the models overrule a guard only when they are sure, and never a denial', () => {
    const threshold = 0.45;
    expect(firesOnScore(0.5, 'none', threshold)).toBe(true);
    expect(firesOnScore(0.44, 'none', threshold)).toBe(false);
    expect(firesOnScore(0.6, 'guard', threshold)).toBe(false);
    expect(firesOnScore(guardOverrideScore, 'guard', threshold)).toBe(true);
    expect(firesOnScore(0.99, 'denial', threshold)).toBe(false);
    // A threshold above the override score still applies to guarded messages.
    expect(firesOnScore(0.75, 'guard', 0.8)).toBe(false);
  });

  it('names the layer that fired', async () => {
    expect(await findCrisisSignal('I want to end my life')).toEqual({ kind: 'suicide', layer: 'patterns' });
  });

  // The sentence encoder's time grows with the text: about 110 ms for these 2,260 characters on the
  // two-core CI machine, 15 ms for a usual message. The bound leaves room for a busy machine.
  it('checks a long message in well under a fifth of a second', async () => {
    const message =
      'work has been a lot lately and my manager keeps moving deadlines, anyway can you help me plan a trip to lisbon '.repeat(20);
    await detectCrisisSignal('warm up the sentence encoder');
    const started = performance.now();
    for (let index = 0; index < 20; index++) await detectCrisisSignal(message);
    expect((performance.now() - started) / 20).toBeLessThan(200);
  });
});
