import { describe, expect, it } from 'vitest';
import { leak, networkEmbeddingScale, networkInputs, networkScore } from './crisis-network.ts';
import { sentenceEmbeddingSize } from './sentence-encoder.ts';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('crisis network', () => {
  it('reads the embedding at its own scale, then the indicators in their order', () => {
    const features = new Map([
      ['e:0', 0.3],
      ['e:511', -0.6],
      ['k:means', 1],
      ['w:pills', 0.5],
    ]);
    const inputs = networkInputs(features, ['k:finality', 'k:means'], 3);
    expect(inputs).toHaveLength(sentenceEmbeddingSize + 2);
    expect(inputs[0]).toBeCloseTo((0.3 * networkEmbeddingScale) / 3);
    expect(inputs[511]).toBeCloseTo((-0.6 * networkEmbeddingScale) / 3);
    expect(inputs[1]).toBe(0);
    expect([...inputs.slice(sentenceEmbeddingSize)]).toEqual([0, 1]);
  });

  it('averages its members, each a leaky-ReLU layer and a sigmoid', () => {
    const size = sentenceEmbeddingSize + 1;
    // Two hidden units: the first reads the indicator (+2), the second reads it negatively (-1), so it leaks.
    const w1 = new Array<number>(2 * size).fill(0);
    w1[size - 1] = 2;
    w1[2 * size - 1] = -1;
    const member = { w1, b1: [0.5, 0], w2: [1, 3], b2: -1 };
    const flat = { ...member, b2: 0.25, w2: [0, 0] };
    const file = { indicators: ['k:means'], hidden: 2, members: [member, flat] };
    const features = new Map([['k:means', 1]]);
    const first = sigmoid(-1 + 1 * 2.5 + 3 * leak * -1);
    expect(networkScore(file, features, 3)).toBeCloseTo((first + sigmoid(0.25)) / 2, 12);
    expect(networkScore({ ...file, members: [] }, features, 3)).toBe(0);
  });
});
