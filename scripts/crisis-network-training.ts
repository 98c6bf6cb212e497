/**
 * Trains the crisis classifier's network (`src/server/safety/crisis-network.ts`): one hidden
 * layer, leaky ReLU, a sigmoid output, cross-entropy with the two labels weighted equally, L2 on
 * the weights, Adam on mini-batches. Every random choice (starting weights, batch order) comes from
 * a seeded generator, so the same messages and seed always give the same network.
 */
import { type CrisisNetworkFile, type CrisisNetworkMember, leak, memberLogit, networkInputs } from '../src/server/safety/crisis-network.ts';

export interface NetworkTrainingOptions {
  hidden: number;
  epochs: number;
  learningRate: number;
  l2: number;
  batchSize: number;
  seeds: number[];
}

export const defaultNetworkOptions: NetworkTrainingOptions = { hidden: 32, epochs: 20, learningRate: 0.002, l2: 0.0005, batchSize: 32, seeds: [7, 8, 9] };

/** Mulberry32: a small, well-mixed 32-bit generator; floats in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface WorkingMember {
  w1: Float64Array;
  b1: Float64Array;
  w2: Float64Array;
  b2: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function trainMember(inputs: Float64Array[], labels: number[], options: NetworkTrainingOptions, seed: number): WorkingMember {
  const size = (inputs[0] as Float64Array).length;
  const random = seededRandom(seed);
  // Glorot-uniform starting weights.
  const member: WorkingMember = {
    w1: Float64Array.from({ length: options.hidden * size }, () => (random() * 2 - 1) * Math.sqrt(6 / (size + options.hidden))),
    b1: new Float64Array(options.hidden),
    w2: Float64Array.from({ length: options.hidden }, () => (random() * 2 - 1) * Math.sqrt(6 / (options.hidden + 1))),
    b2: 0,
  };
  const parameters = [member.w1, member.b1, member.w2];
  const decayed = [true, false, true];
  const gradients = parameters.map((parameter) => new Float64Array(parameter.length));
  const firstMoments = parameters.map((parameter) => new Float64Array(parameter.length));
  const secondMoments = parameters.map((parameter) => new Float64Array(parameter.length));
  let biasMoment = 0;
  let biasSecondMoment = 0;
  const hidden = new Float64Array(options.hidden);
  const positives = labels.filter((label) => label === 1).length;
  const classWeight = [inputs.length / (2 * (inputs.length - positives)), inputs.length / (2 * positives)];
  const order = inputs.map((_, index) => index);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (let start = 0; start < order.length; start += options.batchSize) {
      const end = Math.min(order.length, start + options.batchSize);
      for (const gradient of gradients) gradient.fill(0);
      let biasGradient = 0;
      const [gw1, gb1, gw2] = gradients as [Float64Array, Float64Array, Float64Array];
      for (let position = start; position < end; position += 1) {
        const index = order[position] as number;
        const x = inputs[index] as Float64Array;
        const label = labels[index] as number;
        const error = ((sigmoid(memberLogit(member, x, hidden)) - label) * (classWeight[label] as number)) / (end - start);
        biasGradient += error;
        for (let unit = 0; unit < options.hidden; unit += 1) {
          const activation = hidden[unit] as number;
          gw2[unit] = (gw2[unit] as number) + error * activation;
          const back = error * (member.w2[unit] as number) * (activation > 0 ? 1 : leak);
          gb1[unit] = (gb1[unit] as number) + back;
          const row = unit * size;
          for (let k = 0; k < size; k += 1) gw1[row + k] = (gw1[row + k] as number) + back * (x[k] as number);
        }
      }
      step += 1;
      const firstCorrection = 1 - 0.9 ** step;
      const secondCorrection = 1 - 0.999 ** step;
      parameters.forEach((parameter, p) => {
        const gradient = gradients[p] as Float64Array;
        const first = firstMoments[p] as Float64Array;
        const second = secondMoments[p] as Float64Array;
        for (let k = 0; k < parameter.length; k += 1) {
          const g = (gradient[k] as number) + (decayed[p] ? options.l2 * (parameter[k] as number) : 0);
          first[k] = 0.9 * (first[k] as number) + 0.1 * g;
          second[k] = 0.999 * (second[k] as number) + 0.001 * g * g;
          parameter[k] = (parameter[k] as number) - (options.learningRate * ((first[k] as number) / firstCorrection)) / (Math.sqrt((second[k] as number) / secondCorrection) + 1e-8);
        }
      });
      biasMoment = 0.9 * biasMoment + 0.1 * biasGradient;
      biasSecondMoment = 0.999 * biasSecondMoment + 0.001 * biasGradient * biasGradient;
      member.b2 -= (options.learningRate * (biasMoment / firstCorrection)) / (Math.sqrt(biasSecondMoment / secondCorrection) + 1e-8);
    }
  }
  return member;
}

export type TrainedNetwork = Pick<CrisisNetworkFile, 'indicators' | 'hidden' | 'members'>;

/** The concept and pattern indicators (`k:`, `s:`) the messages hold, sorted: the network's inputs after the embedding. */
export function indicatorsOf(featureMaps: readonly ReadonlyMap<string, number>[]): string[] {
  const names = new Set<string>();
  for (const features of featureMaps) for (const name of features.keys()) if (name.startsWith('k:') || name.startsWith('s:')) names.add(name);
  return [...names].sort();
}

export function trainCrisisNetwork(
  featureMaps: readonly ReadonlyMap<string, number>[],
  labels: readonly number[],
  featureEmbeddingScale: number,
  options: NetworkTrainingOptions = defaultNetworkOptions,
): TrainedNetwork {
  const indicators = indicatorsOf(featureMaps);
  const inputs = featureMaps.map((features) => networkInputs(features, indicators, featureEmbeddingScale));
  const members = options.seeds.map((seed) => trainMember(inputs, [...labels], options, seed));
  return {
    indicators,
    hidden: options.hidden,
    members: members.map((member) => ({ w1: [...member.w1], b1: [...member.b1], w2: [...member.w2], b2: member.b2 })) satisfies CrisisNetworkMember[],
  };
}
