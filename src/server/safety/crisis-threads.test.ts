import { afterAll, describe, expect, it } from 'vitest';
import { checkInThread, crisisThreadIdleMs, runningCrisisThreads, setCrisisThreadIdleMs, warmCrisisThreads } from './crisis-threads.ts';

const waitUntil = async (done: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the crisis check threads', () => {
  afterAll(() => setCrisisThreadIdleMs(crisisThreadIdleMs));

  it('start on demand, stop once idle, and start again for the next check, which is answered', async () => {
    setCrisisThreadIdleMs(200);
    expect(runningCrisisThreads()).toBe(0);
    await warmCrisisThreads();
    expect(runningCrisisThreads()).toBe(1);
    await waitUntil(() => runningCrisisThreads() === 0);

    expect(await checkInThread({ prior: [], current: ['I want to kill myself'] })).toMatchObject({ kind: 'suicide' });
    expect(runningCrisisThreads()).toBe(1);
    expect(await checkInThread({ prior: [], current: ['Help me plan my week.'] })).toBeNull();
    await waitUntil(() => runningCrisisThreads() === 0);
  });

  it('keeps a thread while checks keep coming', async () => {
    setCrisisThreadIdleMs(300);
    for (let i = 0; i < 6; i++) {
      expect(await checkInThread({ prior: [], current: [`A note about the garden, number ${i}.`] })).toBeNull();
      expect(runningCrisisThreads()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitUntil(() => runningCrisisThreads() === 0);
  });
});
