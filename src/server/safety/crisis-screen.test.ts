import { describe, expect, it } from 'vitest';
import { createCrisisScreen, freeTextOf } from './crisis-screen.ts';
import type { CrisisSecondOpinion } from './crisis-second-opinion.ts';

function secondOpinionSaying(verdict: boolean, timeoutMs = 1_000) {
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
    const screening = await createCrisisScreen(opinion).screen(['theres no way out for me']);
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
        ])
      ).local,
    ).toBe('suicide');
  });

  it('asks the model about what the local layer passed, with all the texts', async () => {
    const { opinion, asked } = secondOpinionSaying(true);
    const screening = await createCrisisScreen(opinion).screen(['a message the patterns do not know', 'a note']);
    expect(screening.local).toBeNull();
    await expect(screening.secondOpinion).resolves.toBe(true);
    expect(asked).toEqual(['a message the patterns do not know\n\na note']);
  });

  it('has no second opinion without a model or without text', async () => {
    expect((await createCrisisScreen(secondOpinionSaying(true, 0).opinion).screen(['hello'])).secondOpinion).toBeUndefined();
    expect((await createCrisisScreen(secondOpinionSaying(true).opinion).screen(['  '])).secondOpinion).toBeUndefined();
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
