import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The labelled crisis set (evals/crisis/*.jsonl) and the figures it is judged by. `dev` is what
 * the patterns and the classifier are tuned and trained on; `held-out` was written by another
 * author and is only ever measured (see docs/safety.md).
 */
export interface LabelledMessage {
  text: string;
  label: 'crisis' | 'safe';
  category: string;
  style: string[];
  author: string;
}

export type CrisisSetPart = 'dev' | 'held-out';

const setDir = path.resolve(import.meta.dirname, '../../evals/crisis');

export function readCrisisSet(part: CrisisSetPart): LabelledMessage[] {
  return readFileSync(path.join(setDir, `${part}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledMessage);
}

export interface CategoryFigures {
  category: string;
  label: 'crisis' | 'safe';
  total: number;
  flagged: number;
}

export interface CrisisEvaluation {
  recall: number;
  falseAlarmRate: number;
  crisisCount: number;
  safeCount: number;
  categories: CategoryFigures[];
  misses: LabelledMessage[];
  falseAlarms: LabelledMessage[];
}

export async function evaluateCrisisCheck(set: readonly LabelledMessage[], fires: (text: string) => Promise<boolean>): Promise<CrisisEvaluation> {
  const categories = new Map<string, CategoryFigures>();
  const misses: LabelledMessage[] = [];
  const falseAlarms: LabelledMessage[] = [];
  for (const message of set) {
    const flagged = await fires(message.text);
    const key = `${message.label}/${message.category}`;
    const figures = categories.get(key) ?? { category: message.category, label: message.label, total: 0, flagged: 0 };
    figures.total += 1;
    if (flagged) figures.flagged += 1;
    categories.set(key, figures);
    if (message.label === 'crisis' && !flagged) misses.push(message);
    if (message.label === 'safe' && flagged) falseAlarms.push(message);
  }
  const crisisCount = set.filter((message) => message.label === 'crisis').length;
  const safeCount = set.length - crisisCount;
  return {
    recall: crisisCount === 0 ? 1 : (crisisCount - misses.length) / crisisCount,
    falseAlarmRate: safeCount === 0 ? 0 : falseAlarms.length / safeCount,
    crisisCount,
    safeCount,
    categories: [...categories.values()].sort((a, b) => a.label.localeCompare(b.label) || a.category.localeCompare(b.category)),
    misses,
    falseAlarms,
  };
}

const percent = (value: number) => value.toFixed(3);

/** The table the evaluation test prints: overall figures, then recall or false-alarm rate per category. */
export function formatCrisisEvaluation(part: string, evaluation: CrisisEvaluation): string {
  const lines = [
    `Crisis check on the ${part} part: recall ${percent(evaluation.recall)} (${evaluation.crisisCount - evaluation.misses.length}/${evaluation.crisisCount}), false-alarm rate ${percent(evaluation.falseAlarmRate)} (${evaluation.falseAlarms.length}/${evaluation.safeCount})`,
  ];
  for (const figures of evaluation.categories) {
    const rate =
      figures.label === 'crisis'
        ? `recall ${percent(figures.flagged / figures.total)}`
        : `false alarms ${percent(figures.flagged / figures.total)}`;
    lines.push(
      `  ${figures.label.padEnd(6)} ${figures.category.padEnd(15)} ${String(figures.flagged).padStart(3)}/${String(figures.total).padEnd(3)} ${rate}`,
    );
  }
  return lines.join('\n');
}
