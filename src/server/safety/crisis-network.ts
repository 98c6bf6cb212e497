import network from './crisis-network-weights.json' with { type: 'json' };
import { sentenceEmbeddingSize } from './sentence-encoder.ts';

/**
 * The crisis classifier's second model: a small network (one hidden layer) over the sentence
 * embedding and the concept and pattern indicators. The linear model adds up what each word and
 * concept says on its own; the network can read combinations in the embedding ("a date" and "my
 * affairs in order" mean more together), and where the two disagree their mean is better than
 * either (decision 0195). Trained by `scripts/train-crisis-classifier.ts` with the linear model;
 * offline and pure.
 */

export interface CrisisNetworkMember {
  /** hidden × inputs, row by row. */
  w1: number[];
  b1: number[];
  w2: number[];
  b2: number;
}

export interface CrisisNetworkFile {
  version: number;
  trainedOn: string;
  /** The indicator features read after the embedding, in input order. */
  indicators: string[];
  hidden: number;
  /** Networks trained from different starting points; their probabilities are averaged. */
  members: CrisisNetworkMember[];
}

/**
 * The embedding reaches the network at about 0.4 a component: the classifier's features carry it at
 * `embeddingScale` (3), and this brings it to 10, the scale the network was tuned at by leave one
 * author out.
 */
export const networkEmbeddingScale = 10;

/** The network's inputs from the classifier's features: the embedding (`e:0`…) and the named indicators. */
export function networkInputs(features: ReadonlyMap<string, number>, indicators: readonly string[], featureEmbeddingScale: number): Float64Array {
  const inputs = new Float64Array(sentenceEmbeddingSize + indicators.length);
  const scale = networkEmbeddingScale / featureEmbeddingScale;
  for (let index = 0; index < sentenceEmbeddingSize; index += 1) inputs[index] = (features.get(`e:${index}`) ?? 0) * scale;
  indicators.forEach((name, index) => (inputs[sentenceEmbeddingSize + index] = features.get(name) ?? 0));
  return inputs;
}

/** Leaky ReLU: a unit that is off still passes a little gradient, so none dies in training. */
export const leak = 0.01;

/** One member's logit; `hidden` receives the hidden layer's activations (training reads them). */
export function memberLogit(member: CrisisNetworkMember | { w1: Float64Array; b1: Float64Array; w2: Float64Array; b2: number }, inputs: Float64Array, hidden: Float64Array): number {
  const size = inputs.length;
  let z = member.b2;
  for (let unit = 0; unit < hidden.length; unit += 1) {
    let activation = member.b1[unit] as number;
    const row = unit * size;
    for (let index = 0; index < size; index += 1) activation += (member.w1[row + index] as number) * (inputs[index] as number);
    const output = activation > 0 ? activation : leak * activation;
    hidden[unit] = output;
    z += (member.w2[unit] as number) * output;
  }
  return z;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The members' mean probability that the message is a crisis. */
export function networkScore(file: Pick<CrisisNetworkFile, 'indicators' | 'hidden' | 'members'>, features: ReadonlyMap<string, number>, featureEmbeddingScale: number): number {
  if (file.members.length === 0) return 0;
  const inputs = networkInputs(features, file.indicators, featureEmbeddingScale);
  const hidden = new Float64Array(file.hidden);
  let sum = 0;
  for (const member of file.members) sum += sigmoid(memberLogit(member, inputs, hidden));
  return sum / file.members.length;
}

/** The shipped network's score of a message's classifier features. */
export function crisisNetworkScore(features: ReadonlyMap<string, number>, featureEmbeddingScale: number): number {
  return networkScore(network as CrisisNetworkFile, features, featureEmbeddingScale);
}

export const crisisNetworkFile = network as CrisisNetworkFile;
