/**
 * The risk reader's second reader of meaning: a small convolutional network over the word vectors
 * (word-vectors.ts). Each filter looks at every window of neighbouring words ("want to vanish", "the
 * last hug") and keeps its strongest window in the text, so a meaning is found wherever it is said and
 * whatever words say it; a weighted sum of the filters' strongest windows is the network's logit. Trained
 * by bench/src/risk-training.ts on the tuning parts; its logit is added to the word regression's
 * (risk-features.ts). Pure TypeScript: each word is projected onto the filters once and kept, so a
 * 200-word text of known words takes about 0.1 ms, and a few ms the first time.
 */
import { DIMENSIONS, wordsOf, wordVectors } from './word-vectors.js';

export interface RiskNetwork {
  /** Words per window. */
  window: number;
  /** Number of filters. */
  filters: number;
  /** For each filter, window × DIMENSIONS weights: the first word's, then the next word's. */
  kernel: ArrayLike<number>;
  bias: ArrayLike<number>;
  /** The weight of each filter's strongest window in the logit. */
  out: ArrayLike<number>;
  outBias: number;
}

// A longer text is read up to here: the strongest windows are found long before.
const MAX_WORDS = 300;
const wordsRead = (normalised: string) => wordsOf(normalised).slice(0, MAX_WORDS);

/** The words the network reads: every word of the normalised text that has a vector, in order. */
export function networkInput(normalised: string): Float32Array {
  return wordVectors(wordsRead(normalised));
}

/**
 * Each filter's strongest window (at least 0) and where it is, for the trainer's backward pass. Words past
 * the end read as zeros, so a text shorter than a window still has one.
 */
export function strongestWindows(network: RiskNetwork, input: Float32Array, strongest: Float64Array, where: Int32Array): void {
  const words = input.length / DIMENSIONS;
  const positions = Math.max(1, words - network.window + 1);
  const span = network.window * DIMENSIONS;
  const { kernel, bias } = network;
  for (let j = 0; j < network.filters; j++) {
    let best = 0;
    let at = -1;
    const base = j * span;
    for (let t = 0; t < positions; t++) {
      let a = bias[j]!;
      const start = t * DIMENSIONS;
      const end = Math.min(input.length - start, span);
      for (let k = 0; k < end; k++) a += kernel[base + k]! * input[start + k]!;
      if (a > best) {
        best = a;
        at = t;
      }
    }
    strongest[j] = best;
    where[j] = at;
  }
}

// The weights as typed arrays, made once per network: reading them is several times faster.
const typed = new WeakMap<RiskNetwork, RiskNetwork>();

/** The network's logit for a text's input (networkInput). */
export function networkLogit(given: RiskNetwork, input: Float32Array): number {
  let network = typed.get(given);
  if (!network) {
    network = { ...given, kernel: Float32Array.from(given.kernel), bias: Float32Array.from(given.bias) };
    typed.set(given, network);
  }
  const strongest = new Float64Array(network.filters);
  strongestWindows(network, input, strongest, new Int32Array(network.filters));
  let z = network.outBias;
  for (let j = 0; j < network.filters; j++) z += network.out[j]! * strongest[j]!;
  return z;
}

// What each word's vector gives each filter at each place in a window, worked out once per word: reading a text
// is then a few additions per window. Bounded (8,000 words, about 3 MB), so that new words cannot grow it without end.
const projections = new WeakMap<RiskNetwork, Map<string, Float32Array | null>>();
const MAX_PROJECTED = 8000;

function projectionOf(network: RiskNetwork, word: string): Float32Array | null {
  let known = projections.get(network);
  if (!known) {
    known = new Map();
    projections.set(network, known);
  }
  let projection = known.get(word);
  if (projection !== undefined) return projection;
  const vector = wordVectors([word]);
  if (vector.length === 0) projection = null;
  else {
    const { kernel, window, filters } = network;
    const span = window * DIMENSIONS;
    projection = new Float32Array(filters * window);
    for (let j = 0; j < filters; j++)
      for (let k = 0; k < window; k++) {
        let sum = 0;
        const base = j * span + k * DIMENSIONS;
        for (let d = 0; d < DIMENSIONS; d++) sum += kernel[base + d]! * vector[d]!;
        projection[j * window + k] = sum;
      }
  }
  if (known.size >= MAX_PROJECTED) known.clear();
  known.set(word, projection);
  return projection;
}

/** The network's logit for a normalised text, as networkLogit reads networkInput's vectors, from each word's projection. */
export function networkLogitOf(network: RiskNetwork, normalised: string): number {
  const words = wordsRead(normalised)
    .map((word) => projectionOf(network, word))
    .filter((projection) => projection !== null);
  const { window, filters, bias, out } = network;
  const positions = Math.max(1, words.length - window + 1);
  let z = network.outBias;
  for (let j = 0; j < filters; j++) {
    let best = 0;
    for (let t = 0; t < positions; t++) {
      let a = bias[j]!;
      for (let k = 0; k < window && t + k < words.length; k++) a += words[t + k]![j * window + k]!;
      if (a > best) best = a;
    }
    z += out[j]! * best;
  }
  return z;
}

/**
 * The second opinion's logit: the word regression's and the network's added, as two readings of the same
 * text, each evidence on its own; where both lean to risk, the second opinion is surer than either.
 */
export function secondOpinionLogit(regression: number, network: number): number {
  return regression + network;
}

/** The second opinion's thresholds when the network reads with the regression (risk-features.ts has the regression's own). */
export interface Thresholds {
  /** At or above: the model alone is enough to show the resources. */
  strong: number;
  /** At or above: a weak signal that adds to the concept families'. */
  weak: number;
}

/**
 * The second opinion's weight in the reader: 1 when the word regression is sure, or, in a person's own words
 * (a journal entry or a support message), when it leans to risk and the network added to it makes the two sure;
 * 0.5 when it only leans. Marketing briefs are read by the regression alone. Support joined the network's path
 * after blind part 34 (support at risk found 24 -> 34 of 38, no false alarm in 22; decision 038).
 * `network` is asked only when needed.
 */
export function secondOpinionWeight(
  regression: number,
  network: () => number,
  thresholds: { regression: Thresholds; together: Thresholds },
  personal: boolean,
): number {
  const p = sigmoid(regression);
  if (p >= thresholds.regression.strong) return 1;
  if (p < thresholds.regression.weak) return 0;
  if (!personal) return 0.5;
  return sigmoid(secondOpinionLogit(regression, network())) >= thresholds.together.strong ? 1 : 0.5;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
