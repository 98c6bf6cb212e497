import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { type CrisisCheck, createCrisisScreen, crisisScreenLimits, freeTextOf } from './crisis-screen.ts';
import type { CrisisSecondOpinion } from './crisis-second-opinion.ts';
import type { CrisisFinding, CrisisTurns } from './crisis-turns.ts';
import { createFairQueue } from './fair-queue.ts';

/** A local check that answers `finding` and remembers what it was asked. */
function checkFinding(finding: CrisisFinding | null) {
  const calls: CrisisTurns[] = [];
  const check: CrisisCheck = async (turns) => {
    calls.push(turns);
    return finding;
  };
  return { check, calls };
}

function secondOpinionSaying(verdict: boolean | undefined, timeoutMs = 1_000) {
  const asked: string[] = [];
  const opinion: CrisisSecondOpinion = {
    timeoutMs,
    assess: async (text) => {
      asked.push(text);
      return verdict;
    },
  };
  return { opinion, asked };
}

describe('createCrisisScreen', () => {
  it('answers from the local layer and does not ask the model', async () => {
    const { opinion, asked } = secondOpinionSaying(false);
    const screening = await createCrisisScreen(opinion).screen(['theres no way out for me'], { user: 'u1' });
    expect(screening).toEqual({ local: 'suicide', secondOpinion: undefined });
    expect(asked).toEqual([]);
  });

  it('checks every free text the user wrote, not only the message', async () => {
    const { opinion } = secondOpinionSaying(false);
    expect(
      (
        await createCrisisScreen(opinion).screen([
          'Plan my trip to Lisbon',
          'no need for a return ticket, i wont be coming back, im going to end it there',
        ], { user: 'u1' })
      ).local,
    ).toBe('suicide');
  });

  it('asks the model about what the local layer passed, with all the texts', async () => {
    const { opinion, asked } = secondOpinionSaying(true);
    const screening = await createCrisisScreen(opinion).screen(['a message the patterns do not know', 'a note'], { user: 'u1' });
    expect(screening.local).toBeNull();
    await expect(screening.secondOpinion).resolves.toBe(true);
    expect(asked).toEqual(['a message the patterns do not know\n\na note']);
  });

  it('has no second opinion without a model or without text', async () => {
    expect((await createCrisisScreen(secondOpinionSaying(true, 0).opinion).screen(['hello'], { user: 'u1' })).secondOpinion).toBeUndefined();
    expect((await createCrisisScreen(secondOpinionSaying(true).opinion).screen(['  '], { user: 'u1' })).secondOpinion).toBeUndefined();
  });
});

describe('one screening per turn, with the turns before it', () => {
  const explicit: CrisisFinding = { kind: 'suicide', certainty: 'explicit' };
  const possible: CrisisFinding = { kind: 'suicide', certainty: 'possible' };

  it('runs the local check once, with the last three earlier turns, oldest first', async () => {
    const { check, calls } = checkFinding(null);
    await createCrisisScreen(secondOpinionSaying(false, 0).opinion, { check }).screen(['  now ', 'a note'], { user: 'u1', prior: ['one', 'two', ' ', 'three', 'four'] });
    expect(calls).toEqual([{ prior: ['two', 'three', 'four'], current: ['now', 'a note'] }]);
  });

  it('shows an explicit signal at once and never asks the model', async () => {
    const { opinion, asked } = secondOpinionSaying(false);
    const screening = await createCrisisScreen(opinion, { check: checkFinding(explicit).check }).screen(['x'], { user: 'u1' });
    expect(screening).toEqual({ local: 'suicide', secondOpinion: undefined });
    expect(asked).toEqual([]);
  });

  it('has the model confirm a possible signal, once, with the earlier turns: a no keeps the banner away', async () => {
    for (const [verdict, shown] of [[true, true], [false, false]] as const) {
      const { opinion, asked } = secondOpinionSaying(verdict);
      const screening = await createCrisisScreen(opinion, { check: checkFinding(possible).check }).screen(["I've made up my mind"], { user: 'u1', prior: ["I'm done with everything"] });
      expect(screening.local).toBeNull();
      await expect(screening.secondOpinion).resolves.toBe(shown);
      expect(asked).toEqual(["I'm done with everything\n\nI've made up my mind"]);
    }
  });

  it('keeps a possible signal when the model gives no answer (late, failed, not the schema)', async () => {
    const screening = await createCrisisScreen(secondOpinionSaying(undefined).opinion, { check: checkFinding(possible).check }).screen(['x'], { user: 'u1' });
    await expect(screening.secondOpinion).resolves.toBe(true);
  });

  it('shows a possible signal at once without a model, or where the caller cannot wait for one', async () => {
    const { check } = checkFinding(possible);
    expect(await createCrisisScreen(secondOpinionSaying(false, 0).opinion, { check }).screen(['x'], { user: 'u1' })).toEqual({ local: 'suicide', secondOpinion: undefined });
    const { opinion, asked } = secondOpinionSaying(false);
    expect(await createCrisisScreen(opinion, { check }).screen(['x'], { user: 'u1', secondOpinion: false })).toEqual({ local: 'suicide', secondOpinion: undefined });
    expect(asked).toEqual([]);
  });

  it('asks the model about a turn with no local signal without the earlier turns, and only a yes counts', async () => {
    for (const [verdict, shown] of [[true, true], [false, false], [undefined, false]] as const) {
      const { opinion, asked } = secondOpinionSaying(verdict);
      const screening = await createCrisisScreen(opinion, { check: checkFinding(null).check }).screen(['now'], { user: 'u1', prior: ['before'] });
      await expect(screening.secondOpinion).resolves.toBe(shown);
      expect(asked).toEqual(['now']);
    }
  });
});

describe('the crisis screen under load', () => {
  const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : error);

  it(`lets one user have ${crisisScreenLimits.maxPerUser} screenings at once, refuses the next with 429, and still admits another user`, async () => {
    const screen = createCrisisScreen(secondOpinionSaying(false, 0).opinion);
    const own = Array.from({ length: crisisScreenLimits.maxPerUser }, (_, index) => screen.screen([`a quiet note number ${index}`], { user: 'burst' }));
    expect(screen.stats.inProgress).toBe(crisisScreenLimits.maxPerUser);
    const refused = await screen.screen(['one more'], { user: 'burst' }).catch(codeOf);
    expect(refused).toBe('rate_limit:crisis_check');
    await expect(screen.screen(['theres no way out for me'], { user: 'someone else' })).resolves.toMatchObject({ local: 'suicide' });
    await Promise.all(own);
    expect(screen.stats).toMatchObject({ screenings: crisisScreenLimits.maxPerUser + 1, inProgress: 0 });
    // Once the first ones are done, the same user is welcome again.
    await expect(screen.screen(['hello again'], { user: 'burst' })).resolves.toMatchObject({ local: null });
  });

  it('answers 503 instead of letting more than maxWaiting screenings wait', async () => {
    const screen = createCrisisScreen(secondOpinionSaying(false, 0).opinion, { maxWaiting: 2, queue: createFairQueue(1) });
    const admitted = ['a', 'b', 'c'].map((user) => screen.screen([`a note from ${user}`], { user }));
    const refused = await screen.screen(['a note from d'], { user: 'd' }).catch(codeOf);
    expect(refused).toBe('unavailable:busy');
    await Promise.all(admitted);
    expect(screen.stats.screenings).toBe(3);
  });

  it('does not count a screening with nothing written', async () => {
    const screen = createCrisisScreen(secondOpinionSaying(false, 0).opinion);
    await screen.screen(['', '   '], { user: 'u1' });
    expect(screen.stats.screenings).toBe(0);
  });

  it('gives up its turn when the request is aborted while waiting', async () => {
    const screen = createCrisisScreen(secondOpinionSaying(false, 0).opinion, { queue: createFairQueue(1) });
    const first = screen.screen(['a long wait ahead'], { user: 'a' });
    const stop = new AbortController();
    const waiting = screen.screen(['never read'], { user: 'b', signal: stop.signal });
    stop.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    await first;
    expect(screen.stats.inProgress).toBe(0);
  });
});

describe('freeTextOf', () => {
  it('collects every string of a trip request', () => {
    expect(freeTextOf({ destination: 'Tokyo', people: 2, notes: { requirements: 'quiet hotel' }, interests: ['museums'] })).toEqual([
      'Tokyo',
      'quiet hotel',
      'museums',
    ]);
  });
});
