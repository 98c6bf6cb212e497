import { describe, expect, it } from 'vitest';
import { checkCrisisText } from '../../src/server/safety/crisis-check.ts';
import { evaluateCrisisCheck, formatCrisisEvaluation, readCrisisSet } from './crisis-evaluation.ts';

/**
 * The crisis check judged on the held-out part of the team's own labelled set (evals/crisis),
 * which nobody tunes against; each look at it is logged in evals/crisis/LOG.md. The figures are
 * printed on every run.
 *
 * The targets (recall 0.97, false alarms 0.02) are not met by the lexicon: the set was
 * written to hide intent in ordinary requests, and the learned layers that met them there failed
 * on real people's words (docs/safety.md). `floor` is what the lexicon reached on its one look,
 * with a small margin: a change that loses ground fails here. Raise it when the figures improve.
 */
const target = { recall: 0.97, falseAlarmRate: 0.02 };
const floor = { recall: 0.655, falseAlarmRate: 0.06 };

describe('crisis check evaluation', () => {
  it('keeps its figures on the held-out part, and says whether they meet the targets', async () => {
    const set = readCrisisSet('held-out');
    const evaluation = await evaluateCrisisCheck(set, async (text) => checkCrisisText(text) !== null);
    console.log(formatCrisisEvaluation('held-out', evaluation));
    console.log(
      `Target: recall >= ${target.recall}, false-alarm rate <= ${target.falseAlarmRate}: ${evaluation.recall >= target.recall && evaluation.falseAlarmRate <= target.falseAlarmRate ? 'met' : 'NOT MET'}`,
    );
    expect(evaluation.crisisCount).toBeGreaterThanOrEqual(200);
    expect(evaluation.safeCount).toBeGreaterThanOrEqual(200);
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
