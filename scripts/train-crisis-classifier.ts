/**
 * `node scripts/train-crisis-classifier.ts`: trains the deciding layer of the crisis check, a
 * logistic regression over `classifierFeatures` (the text's features, its sentence embedding and
 * the patterns' verdict) and a small network over the embedding and the concepts, whose mean
 * the nearest remembered examples' votes join, on the development part of the labelled set only
 * (evals/crisis/dev.jsonl; the held-out part is never read here). It writes the two models'
 * weights and the remembered examples (`crisis-examples.bin`: the development part's sentence
 * embeddings with their labels; `crisis-word-examples.json`: their rare words and concepts). Before writing the model it prints how well the approach generalizes: for
 * each group of authors, a model trained on all the others scores that group's messages. The threshold is
 * chosen from those out-of-sample scores, never from the final model's scores on the messages it
 * was trained on. Same data, same weights: the regression is full-batch, and the network's random
 * choices come from fixed seeds. Embedding the messages takes a few minutes of the run, training
 * the ten rounds of models (nine for the validation, one to ship) most of the rest.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Veto, firesOnScore, vetoOf } from '../src/server/safety/crisis-check.ts';
import { classifierFeatures, embeddingScale, mixScores } from '../src/server/safety/crisis-classifier.ts';
import { type ExampleMemory, exampleMemoryFile, exampleMemoryPath, nearestExamples, rememberExamples } from '../src/server/safety/crisis-examples.ts';
import { type LabelledMessage, readCrisisSet } from '../src/server/safety/crisis-evaluation.ts';
import { featureSchemeVersion } from '../src/server/safety/crisis-features.ts';
import {
  type WordExampleMemory,
  nearestWordExamples,
  rememberWordExamples,
  wordExampleFile,
  wordExampleMemoryPath,
  wordTermsOf,
} from '../src/server/safety/crisis-word-examples.ts';
import { normalizeMessage } from '../src/server/safety/normalize-message.ts';
import { patternEvidence } from '../src/server/safety/pattern-check.ts';
import { type CrisisNetworkFile, networkScore } from '../src/server/safety/crisis-network.ts';
import { embedSentences } from '../src/server/safety/sentence-encoder.ts';
import { type TrainedNetwork, trainCrisisNetwork } from './crisis-network-training.ts';

const root = path.resolve(import.meta.dirname, '..');
export const devSetPath = path.join(root, 'evals/crisis/dev.jsonl');
const weightsPath = path.join(root, 'src/server/safety/crisis-classifier-weights.json');
const networkPath = path.join(root, 'src/server/safety/crisis-network-weights.json');

export interface TrainingOptions {
  /** L2 penalty on the weights (not the bias), per training message. */
  l2: number;
  /** A feature must appear in at least this many training messages: one-off words are memorised, not learned. */
  minCount: number;
  iterations: number;
}

export const defaultTrainingOptions: TrainingOptions = { l2: 0.0005, minCount: 2, iterations: 300 };

export interface TrainedModel {
  bias: number;
  weights: Map<string, number>;
}

export interface CrisisClassifierFile {
  /** The feature scheme the weights were trained for (`featureSchemeVersion`). */
  version: number;
  /** SHA-256 of the training data, so a changed dev set without retraining is noticed. */
  trainedOn: string;
  threshold: number;
  bias: number;
  weights: Record<string, number>;
}

interface SparseRow {
  columns: Int32Array;
  values: Float64Array;
}

/** The training data's SHA-256, hex: every file the script writes carries it, so a changed dev set without retraining is noticed. */
const sha256Of = (trainingData: string) => createHash('sha256').update(trainingData).digest('hex');

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The messages as sparse rows over the features seen in at least `minCount` of them, names sorted so column order never depends on message order. */
function vectorize(
  messages: readonly LabelledMessage[],
  minCount: number,
  featuresOf: (text: string) => Map<string, number>,
): { vocabulary: string[]; rows: SparseRow[] } {
  const featureMaps = messages.map((message) => featuresOf(message.text));
  const documentCount = new Map<string, number>();
  for (const features of featureMaps) for (const name of features.keys()) documentCount.set(name, (documentCount.get(name) ?? 0) + 1);
  const vocabulary = [...documentCount.entries()]
    .filter(([, count]) => count >= minCount)
    .map(([name]) => name)
    .sort();
  const column = new Map(vocabulary.map((name, index) => [name, index]));
  const rows = featureMaps.map((features) => {
    const entries = [...features.entries()].filter(([name]) => column.has(name));
    return {
      columns: Int32Array.from(entries, ([name]) => column.get(name) as number),
      values: Float64Array.from(entries, ([, value]) => value),
    };
  });
  return { vocabulary, rows };
}

function rowDot(row: SparseRow, weights: Float64Array, bias: number): number {
  let z = bias;
  for (let k = 0; k < row.columns.length; k += 1) z += (weights[row.columns[k] as number] as number) * (row.values[k] as number);
  return z;
}

/**
 * L2-regularised logistic regression by full-batch Nesterov-accelerated gradient descent. The
 * step is 1/L for the loss's smoothness bound L, so no step size needs tuning, and with no
 * sampling every run takes the same path to the same weights.
 */
export function trainCrisisClassifier(
  messages: readonly LabelledMessage[],
  featuresOf: (text: string) => Map<string, number>,
  options: TrainingOptions = defaultTrainingOptions,
): TrainedModel {
  const { vocabulary, rows } = vectorize(messages, options.minCount, featuresOf);
  const labels = messages.map((message) => (message.label === 'crisis' ? 1 : 0));
  const n = rows.length;
  const size = vocabulary.length;
  let maxSquaredNorm = 1; // the bias's own input
  for (const row of rows)
    maxSquaredNorm = Math.max(
      maxSquaredNorm,
      row.values.reduce((sum, value) => sum + value * value, 1),
    );
  const step = 1 / (0.25 * maxSquaredNorm + options.l2);

  let weights = new Float64Array(size);
  let previous = new Float64Array(size);
  let bias = 0;
  let previousBias = 0;
  const lookahead = new Float64Array(size);
  const gradient = new Float64Array(size);
  for (let iteration = 1; iteration <= options.iterations; iteration += 1) {
    const momentum = (iteration - 1) / (iteration + 2);
    for (let j = 0; j < size; j += 1) lookahead[j] = (weights[j] as number) + momentum * ((weights[j] as number) - (previous[j] as number));
    const lookaheadBias = bias + momentum * (bias - previousBias);
    for (let j = 0; j < size; j += 1) gradient[j] = options.l2 * (lookahead[j] as number);
    let biasGradient = 0;
    for (let i = 0; i < n; i += 1) {
      const row = rows[i] as SparseRow;
      const error = (sigmoid(rowDot(row, lookahead, lookaheadBias)) - (labels[i] as number)) / n;
      for (let k = 0; k < row.columns.length; k += 1) {
        const column = row.columns[k] as number;
        gradient[column] = (gradient[column] as number) + error * (row.values[k] as number);
      }
      biasGradient += error;
    }
    previous = weights;
    previousBias = bias;
    weights = lookahead.map((value, j) => value - step * (gradient[j] as number));
    bias = lookaheadBias - step * biasGradient;
  }
  return { bias, weights: new Map(vocabulary.map((name, index) => [name, weights[index] as number])) };
}

export function scoreWithModel(model: TrainedModel, text: string, featuresOf: (text: string) => Map<string, number>): number {
  let z = model.bias;
  for (const [name, value] of featuresOf(text)) z += (model.weights.get(name) ?? 0) * value;
  return sigmoid(z);
}

/** The linear model's score, its mean with the network's, and that mean mixed with the nearest examples' votes, which is what the check reads. */
export function combinedScores(
  model: TrainedModel,
  network: TrainedNetwork,
  memory: ExampleMemory,
  wordMemory: WordExampleMemory,
  text: string,
  featuresOf: FeaturesOf,
  embeddingOf: EmbeddingOf,
): { score: number; models: number; linear: number } {
  const features = featuresOf(text);
  const linear = scoreWithModel(model, text, featuresOf);
  const models = (linear + networkScore(network, features, embeddingScale)) / 2;
  const nearestOf = () => ({ meaning: nearestExamples(memory, embeddingOf(text)), words: nearestWordExamples(wordMemory, wordTermsOf(features)) });
  return { linear, models, score: mixScores(models, nearestOf, features) };
}

/** The training messages as the check remembers them (`crisis-examples.ts`). */
export function rememberMessages(messages: readonly LabelledMessage[], embeddingOf: EmbeddingOf, trainingData: string): ExampleMemory {
  return rememberExamples(
    messages.map((message) => embeddingOf(message.text)),
    messages.map((message) => message.label === 'crisis'),
    sha256Of(trainingData),
  );
}

/** The training messages as the check remembers them by their words (`crisis-word-examples.ts`). */
export function rememberWordMessages(messages: readonly LabelledMessage[], featuresOf: FeaturesOf): WordExampleMemory {
  return rememberWordExamples(
    messages.map((message) => wordTermsOf(featuresOf(message.text))),
    messages.map((message) => message.label === 'crisis'),
  );
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4 || 0;

/** The model as it is stored: weights to 4 decimals, features sorted, weights that round to zero left out. */
export function toClassifierFile(model: TrainedModel, threshold: number, trainingData: string): CrisisClassifierFile {
  const weights: Record<string, number> = {};
  for (const name of [...model.weights.keys()].sort()) {
    const weight = round4(model.weights.get(name) as number);
    if (weight !== 0) weights[name] = weight;
  }
  return {
    version: featureSchemeVersion,
    trainedOn: `sha256:${sha256Of(trainingData)}`,
    threshold,
    bias: round4(model.bias),
    weights,
  };
}

/** The network as it is stored: weights to 4 decimals, with the same version and data hash as the linear model's file. */
export function toNetworkFile(network: TrainedNetwork, trainingData: string): CrisisNetworkFile {
  return {
    version: featureSchemeVersion,
    trainedOn: `sha256:${sha256Of(trainingData)}`,
    indicators: network.indicators,
    hidden: network.hidden,
    members: network.members.map((member) => ({ w1: member.w1.map(round4), b1: member.b1.map(round4), w2: member.w2.map(round4), b2: round4(member.b2) })),
  };
}

// --- validation --------------------------------------------------------------------------------

interface Scored {
  message: LabelledMessage;
  /** The two models' mean mixed with the nearest examples' votes, as the check scores. */
  score: number;
  /** The two models' mean without the examples, and the linear model alone, for comparison. */
  models: number;
  linear: number;
  patterns: boolean;
  /** How the curated layer ruled the message out, if it did (`vetoOf`). */
  veto: Veto;
}

type FeaturesOf = (text: string) => Map<string, number>;
type EmbeddingOf = (text: string) => number[];

/** The sentence embedding of each message, computed once and in batches: embedding is the slow part of training. */
export async function embedMessages(messages: readonly LabelledMessage[]): Promise<EmbeddingOf> {
  const texts = [...new Set(messages.map((message) => message.text))];
  const cache = new Map<string, number[]>();
  for (let start = 0; start < texts.length; start += 32) {
    const batch = texts.slice(start, start + 32);
    const embeddings = await embedSentences(batch.map(normalizeMessage));
    batch.forEach((text, index) => cache.set(text, embeddings[index] as number[]));
  }
  return (text) => {
    const embedding = cache.get(text);
    if (!embedding) throw new Error('embedMessages: a message outside the set it was built for');
    return embedding;
  };
}

/** The classifier's features of each message, computed once: training and validation read each message many times. */
export function featuresFromEmbeddings(embeddingOf: EmbeddingOf): FeaturesOf {
  const cache = new Map<string, Map<string, number>>();
  return (text) => {
    let features = cache.get(text);
    if (!features) {
      features = classifierFeatures(text, embeddingOf(text));
      cache.set(text, features);
    }
    return features;
  };
}

export async function featuresOfMessages(messages: readonly LabelledMessage[]): Promise<FeaturesOf> {
  return featuresFromEmbeddings(await embedMessages(messages));
}

/** The network trained on `messages`' features (the same features the linear model reads). */
export function trainNetworkOn(messages: readonly LabelledMessage[], featuresOf: FeaturesOf): TrainedNetwork {
  return trainCrisisNetwork(
    messages.map((message) => featuresOf(message.text)),
    messages.map((message) => (message.label === 'crisis' ? 1 : 0)),
    embeddingScale,
  );
}

function scoreHeldOut(train: readonly LabelledMessage[], test: readonly LabelledMessage[], options: TrainingOptions, featuresOf: FeaturesOf, embeddingOf: EmbeddingOf): Scored[] {
  const model = trainCrisisClassifier(train, featuresOf, options);
  const network = trainNetworkOn(train, featuresOf);
  const memory = rememberMessages(train, embeddingOf, 'validation');
  const wordMemory = rememberWordMessages(train, featuresOf);
  return test.map((message) => ({
    message,
    ...combinedScores(model, network, memory, wordMemory, message.text, featuresOf, embeddingOf),
    patterns: featuresOf(message.text).has('s:pattern'),
    veto: vetoOf(patternEvidence(message.text)),
  }));
}

/**
 * How many groups of writers the validation leaves out in turn. One writer at a time was the
 * rule while there were fifteen; with twenty-seven it took over an hour, and groups of three
 * answer the same question (how the check does on writers it never read) in a third of the time.
 */
export const validationFolds = 9;

/**
 * Leave writers out: the dev part's authors, sorted, are dealt into `folds` groups; for each
 * group, a model trained on all the other authors scores that group's messages. A writer the
 * model has never read is the best stand-in for the held-out part, which other writers wrote.
 */
export function leaveAuthorsOutScores(
  messages: readonly LabelledMessage[],
  featuresOf: FeaturesOf,
  embeddingOf: EmbeddingOf,
  options: TrainingOptions = defaultTrainingOptions,
  folds = validationFolds,
): Scored[] {
  return authorFolds(messages.map((message) => message.author), folds).flatMap((group) =>
    scoreHeldOut(
      messages.filter((message) => !group.includes(message.author)),
      messages.filter((message) => group.includes(message.author)),
      options,
      featuresOf,
      embeddingOf,
    ),
  );
}

/** The authors, sorted and dealt in turn into at most `folds` groups: every author in exactly one, sizes within one of each other. */
export function authorFolds(authors: readonly string[], folds: number): string[][] {
  const sorted = [...new Set(authors)].sort();
  const groups = Array.from({ length: Math.min(folds, sorted.length) }, () => [] as string[]);
  sorted.forEach((author, index) => groups[index % groups.length]?.push(author));
  return groups;
}

interface Figures {
  recall: number;
  falseAlarmRate: number;
}

function figures(scored: readonly Scored[], fires: (entry: Scored) => boolean): Figures {
  const crisis = scored.filter((entry) => entry.message.label === 'crisis');
  const safe = scored.filter((entry) => entry.message.label === 'safe');
  return {
    recall: crisis.filter(fires).length / Math.max(1, crisis.length),
    falseAlarmRate: safe.filter(fires).length / Math.max(1, safe.length),
  };
}

const firesAt = (threshold: number) => (entry: Scored) => firesOnScore(entry.score, entry.veto, threshold);

/**
 * The false-alarm rate the check may reach on writers it never read (leave writers out). The
 * issue's target is 0.02 with recall 0.97; the check cannot reach both, and a miss costs far more
 * than a calm paragraph shown by mistake, so the budget buys recall (docs/safety.md).
 */
const falseAlarmBudget = 0.06;

const candidateThresholds = Array.from({ length: 39 }, (_, index) => Math.round((0.05 + index * 0.025) * 1000) / 1000);

/** The lowest threshold (the highest recall) whose false-alarm rate stays within budget; the highest candidate when none does. */
function chooseThreshold(scored: readonly Scored[]): number {
  const within = candidateThresholds.find((threshold) => figures(scored, firesAt(threshold)).falseAlarmRate <= falseAlarmBudget + 1e-9);
  return within ?? (candidateThresholds[candidateThresholds.length - 1] as number);
}

const f3 = (value: number) => value.toFixed(3);

/** The best recall whose false-alarm rate stays within `budget`, over every threshold the scores allow. */
function recallWithin(scored: readonly Scored[], budget: number): number {
  const thresholds = [...new Set(scored.map((entry) => entry.score))].sort((a, b) => a - b);
  let best = 0;
  for (const threshold of thresholds) {
    const { recall, falseAlarmRate } = figures(scored, firesAt(threshold));
    if (falseAlarmRate <= budget + 1e-9) best = Math.max(best, recall);
  }
  return best;
}

function formatValidation(scored: readonly Scored[], thresholds: readonly number[], chosen: number): string {
  const patterns = figures(scored, (entry) => entry.patterns);
  const linearAlone = scored.map((entry) => ({ ...entry, score: entry.linear }));
  const modelsAlone = scored.map((entry) => ({ ...entry, score: entry.models }));
  const lines = [
    `Leave writers out (${validationFolds} groups of writers; train on the others, test on one group): patterns alone recall ${f3(patterns.recall)}, false alarms ${f3(patterns.falseAlarmRate)}`,
    `  recall at equal false alarms, linear model alone -> with the network -> with the nearest examples' votes: ${[0.02, 0.03, 0.04, 0.06]
      .map((budget) => `${f3(recallWithin(linearAlone, budget))} -> ${f3(recallWithin(modelsAlone, budget))} -> ${f3(recallWithin(scored, budget))} at ${budget}`)
      .join(', ')}`,
    '  threshold  recall / false alarms',
  ];
  for (const threshold of thresholds) {
    const { recall, falseAlarmRate } = figures(scored, firesAt(threshold));
    lines.push(`  ${threshold.toFixed(3).padEnd(9)}  ${f3(recall)} / ${f3(falseAlarmRate)}${threshold === chosen ? '  <- chosen' : ''}`);
  }
  const categories = [...new Set(scored.map((entry) => entry.message.category))].sort();
  const atChosen = firesAt(chosen);
  lines.push(
    `  per category at the chosen threshold: ${categories
      .map((category) => {
        const inCategory = scored.filter((entry) => entry.message.category === category);
        return `${category} ${inCategory.filter(atChosen).length}/${inCategory.length}`;
      })
      .join(', ')} (crisis categories fire, safe ones should not)`,
  );
  const authors = [...new Set(scored.map((entry) => entry.message.author))].sort();
  for (const author of authors) {
    const { recall, falseAlarmRate } = figures(
      scored.filter((entry) => entry.message.author === author),
      firesAt(chosen),
    );
    lines.push(`  author ${author}: ${f3(recall)} / ${f3(falseAlarmRate)} at the chosen threshold`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const trainingData = readFileSync(devSetPath, 'utf8');
  const messages = readCrisisSet('dev');
  const embeddingOf = await embedMessages(messages);
  const featuresOf = featuresFromEmbeddings(embeddingOf);
  const leaveOneOut = leaveAuthorsOutScores(messages, featuresOf, embeddingOf);
  const threshold = chooseThreshold(leaveOneOut);
  // `--validation-scores FILE` keeps each development message's out-of-sample score, to study the misses (never the held-out part's).
  const dumpAt = process.argv.indexOf('--validation-scores');
  if (dumpAt > 0 && process.argv[dumpAt + 1]) {
    writeFileSync(
      process.argv[dumpAt + 1] as string,
      leaveOneOut.map((entry) => JSON.stringify({ ...entry.message, score: round4(entry.score), veto: entry.veto })).join('\n'),
    );
  }
  const shown = [...new Set([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, threshold])].sort((a, b) => a - b);
  console.log(formatValidation(leaveOneOut, shown, threshold));

  const model = trainCrisisClassifier(messages, featuresOf);
  const file = toClassifierFile(model, threshold, trainingData);
  const json = `${JSON.stringify(file, null, 1)}\n`;
  writeFileSync(weightsPath, json);
  console.log(
    `\nWrote ${path.relative(root, weightsPath)}: ${Object.keys(file.weights).length} weights, ${(json.length / 1024).toFixed(0)} KB, threshold ${threshold}.`,
  );
  const networkFile = toNetworkFile(trainNetworkOn(messages, featuresOf), trainingData);
  // One line: these numbers are read by the check, not by people.
  const networkJson = `${JSON.stringify(networkFile)}\n`;
  writeFileSync(networkPath, networkJson);
  console.log(`Wrote ${path.relative(root, networkPath)}: ${networkFile.members.length} × ${networkFile.hidden} hidden units over ${networkFile.indicators.length} indicators and the embedding, ${(networkJson.length / 1024).toFixed(0)} KB.`);
  const memoryFile = exampleMemoryFile(rememberMessages(messages, embeddingOf, trainingData));
  writeFileSync(exampleMemoryPath, memoryFile);
  console.log(`Wrote ${path.relative(root, exampleMemoryPath.pathname)}: ${messages.length} examples, ${(memoryFile.length / 1024 / 1024).toFixed(1)} MB.`);
  const wordMemory = rememberWordMessages(messages, featuresOf);
  // One line, like the networks': read by the check, not by people.
  const wordJson = `${JSON.stringify(wordExampleFile(wordMemory, featureSchemeVersion, `sha256:${sha256Of(trainingData)}`))}\n`;
  writeFileSync(wordExampleMemoryPath, wordJson);
  console.log(`Wrote ${path.relative(root, wordExampleMemoryPath.pathname)}: ${wordMemory.columns.size} terms, ${(wordJson.length / 1024 / 1024).toFixed(1)} MB.`);
}

if (import.meta.main) await main();
