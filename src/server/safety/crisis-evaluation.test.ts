import { describe, expect, it } from 'vitest';
import { findCrisisSignal } from './crisis-check.ts';
import { evaluateCrisisCheck, formatCrisisEvaluation, readCrisisSet } from './crisis-evaluation.ts';

/**
 * The crisis check judged on the held-out part of the labelled set (evals/crisis), which nobody
 * tunes against (docs/safety.md). The figures are printed on every run.
 *
 * The test fails under issue 9's targets, which the check meets since decision 0199 (recall 0.980,
 * false alarms 0.017 on 2026-11-24). `floor` is what the check reaches today, a little above the
 * targets: a change that loses ground fails here even while the targets still hold. Raise it
 * whenever the figures improve; never lower it below the targets.
 */
const target = { recall: 0.97, falseAlarmRate: 0.02 };
const floor = { recall: 0.975, falseAlarmRate: 0.018 };

describe('crisis check evaluation', () => {
  it('meets the targets on the held-out part, and keeps its figures', async () => {
    const set = readCrisisSet('held-out');
    // All asked at once, so that every thread of the check works (sentence-encoder.ts).
    const fired = new Map(await Promise.all(set.map(async ({ text }) => [text, (await findCrisisSignal(text)) !== null] as const)));
    const evaluation = await evaluateCrisisCheck(set, async (text) => fired.get(text) === true);
    console.log(formatCrisisEvaluation('held-out', evaluation));
    console.log(
      `Target: recall >= ${target.recall}, false-alarm rate <= ${target.falseAlarmRate}: ${evaluation.recall >= target.recall && evaluation.falseAlarmRate <= target.falseAlarmRate ? 'met' : 'NOT MET'}`,
    );
    expect(evaluation.crisisCount).toBeGreaterThanOrEqual(200);
    expect(evaluation.safeCount).toBeGreaterThanOrEqual(200);
    expect(evaluation.recall).toBeGreaterThanOrEqual(target.recall);
    expect(evaluation.falseAlarmRate).toBeLessThanOrEqual(target.falseAlarmRate);
    expect(evaluation.recall).toBeGreaterThanOrEqual(floor.recall);
    expect(evaluation.falseAlarmRate).toBeLessThanOrEqual(floor.falseAlarmRate);
  }, 60_000);

  it('holds a labelled set of the size and spread the issue asks for', () => {
    const all = [...readCrisisSet('dev'), ...readCrisisSet('held-out')];
    const crisis = all.filter((message) => message.label === 'crisis');
    expect(all.length).toBeGreaterThanOrEqual(600);
    expect(crisis.length).toBeGreaterThanOrEqual(300);
    expect(all.length - crisis.length).toBeGreaterThanOrEqual(300);
    for (const category of ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'third_party']) {
      expect(crisis.filter((message) => message.category === category).length).toBeGreaterThanOrEqual(40);
    }
    // No message sits in both parts: the held-out part stays unseen by tuning.
    const devTexts = new Set(readCrisisSet('dev').map((message) => message.text.toLowerCase()));
    expect(readCrisisSet('held-out').filter((message) => devTexts.has(message.text.toLowerCase()))).toEqual([]);
  });
});
