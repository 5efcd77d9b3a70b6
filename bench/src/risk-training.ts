// What the risk model's trainer (train-risk-model.ts) and its comparison on parts left out
// (compare-risk-models.ts) share: the tuning texts, the two trained readers (the word regression and the
// convolutional network), their out-of-fold logits and the thresholds chosen from them.
import fs from 'node:fs';
import path from 'node:path';
import { normaliseForSafety } from '../../src/server/lib/safety/normalise.js';
import { modelCanRead, type RiskModel, riskFeatures, riskLogit } from '../../src/server/lib/safety/risk-features.js';
import {
  networkInput,
  networkLogit,
  type RiskNetwork,
  sigmoid,
  strongestWindows,
} from '../../src/server/lib/safety/risk-network.js';
import { DIMENSIONS } from '../../src/server/lib/safety/word-vectors.js';

export const root = path.resolve(import.meta.dirname, '../..');
const corpus = path.join(root, 'bench/ai-eval');

export interface Example {
  part: string;
  kind: 'journal' | 'support';
  features: Map<string, number>;
  input: Float32Array;
  risk: boolean;
}

/** The English texts of the tuning parts (all, or only `only`), without the parts in `without`. */
export function tuningExamples(without: string[], only?: string[]): Example[] {
  const parts = fs
    .readdirSync(corpus)
    .filter((name) => name.startsWith('tuning') && !without.includes(name) && (!only || only.includes(name)));
  const examples: Example[] = [];
  for (const part of parts) {
    for (const kind of ['journal', 'support'] as const) {
      const file = path.join(corpus, part, `${kind}.json`);
      if (!fs.existsSync(file)) continue;
      const cases = (JSON.parse(fs.readFileSync(file, 'utf8')) as { cases: { text?: string; message?: string; risk: boolean }[] })
        .cases;
      for (const item of cases) {
        const normalised = normaliseForSafety(item.text ?? item.message ?? '');
        // A text mostly in another language would teach the model that words it cannot read are risk.
        if (!modelCanRead(normalised)) continue;
        examples.push({ part, kind, features: riskFeatures(normalised), input: networkInput(normalised), risk: item.risk });
      }
    }
  }
  return examples;
}

/** Both classes count equally whatever their share of the corpus. */
function classWeights(examples: Example[]): (risk: boolean) => number {
  const positives = examples.filter((example) => example.risk).length;
  return (risk) => (risk ? examples.length / (2 * positives) : examples.length / (2 * (examples.length - positives)));
}

/** A fixed shuffle per epoch: the same corpus gives the same model. */
const shuffled = (length: number, epoch: number) =>
  Array.from({ length }, (_, i) => i).sort((a, b) => ((a * 7919 + epoch * 104729) % 9973) - ((b * 7919 + epoch * 104729) % 9973));

const EPOCHS = 60;
const RATE = 0.1;
const L2 = 0.002;
// Seen in fewer texts than this, a word says more about its writer than about risk.
const MIN_TEXTS = 2;

export type Regression = Omit<RiskModel, 'strong' | 'weak'>;

/** The logistic regression over word stems, pairs, concepts and pooled sentence meanings. */
export function trainRegression(examples: Example[]): Regression {
  const seen = new Map<string, number>();
  for (const example of examples) for (const key of example.features.keys()) seen.set(key, (seen.get(key) ?? 0) + 1);
  const weights: Record<string, number> = {};
  for (const [key, count] of seen) if (count >= MIN_TEXTS) weights[key] = 0;
  let bias = 0;
  const weightOf = classWeights(examples);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const index of shuffled(examples.length, epoch)) {
      const example = examples[index]!;
      const p = sigmoid(riskLogit({ bias, weights }, example.features));
      const error = ((example.risk ? 1 : 0) - p) * weightOf(example.risk);
      bias += RATE * error;
      for (const [key, count] of example.features) {
        if (!(key in weights)) continue;
        weights[key] = weights[key]! + RATE * (error * Math.min(count, 2) - L2 * weights[key]!);
      }
    }
  }
  // Weights near zero change nothing and make the file larger.
  for (const key of Object.keys(weights)) {
    if (Math.abs(weights[key]!) < 0.01) delete weights[key];
    else weights[key] = Number(weights[key]!.toFixed(4));
  }
  return { bias: Number(bias.toFixed(4)), weights };
}

export interface NetworkOptions {
  window: number;
  filters: number;
  epochs: number;
  rate: number;
  l2: number;
  dropout: number;
}

// Measured on the parts left out (compare-risk-models.ts): more epochs or less dropout learn the writers, not the meanings.
export const NETWORK: NetworkOptions = { window: 3, filters: 32, epochs: 6, rate: 0.01, l2: 0.0001, dropout: 0.5 };

/** A small deterministic generator, so that the same corpus gives the same network. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The convolutional network (risk-network.ts), trained by stochastic gradient descent with dropout on the filters. */
export function trainNetwork(examples: Example[], options: NetworkOptions = NETWORK): RiskNetwork {
  const { window, filters, epochs, l2, dropout } = options;
  const span = window * DIMENSIONS;
  const random = generator(20261127);
  const kernel = new Float64Array(filters * span).map(() => (random() * 2 - 1) / Math.sqrt(span));
  const bias = new Float64Array(filters);
  const out = new Float64Array(filters).map(() => (random() * 2 - 1) * 0.1);
  const network = { window, filters, kernel, bias, out, outBias: 0 };
  const weightOf = classWeights(examples);
  const strongest = new Float64Array(filters);
  const where = new Int32Array(filters);
  const kept = new Float64Array(filters);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = options.rate / (1 + epoch * 0.15);
    for (const index of shuffled(examples.length, epoch)) {
      const example = examples[index]!;
      strongestWindows(network, example.input, strongest, where);
      let z = network.outBias;
      for (let j = 0; j < filters; j++) {
        kept[j] = random() < dropout ? 0 : 1 / (1 - dropout);
        z += out[j]! * strongest[j]! * kept[j]!;
      }
      const g = ((example.risk ? 1 : 0) - sigmoid(z)) * weightOf(example.risk);
      network.outBias += rate * g;
      for (let j = 0; j < filters; j++) {
        if (kept[j] === 0) continue;
        const back = g * out[j]! * kept[j]!;
        out[j] = out[j]! + rate * (g * strongest[j]! * kept[j]! - l2 * out[j]!);
        if (where[j]! < 0) continue;
        bias[j] = bias[j]! + rate * back;
        const start = where[j]! * DIMENSIONS;
        const end = Math.min(example.input.length - start, span);
        const base = j * span;
        for (let k = 0; k < end; k++)
          kernel[base + k] = kernel[base + k]! + rate * (back * example.input[start + k]! - l2 * kernel[base + k]!);
      }
    }
  }
  const round = (values: Float64Array) => Array.from(values, (value) => Number(value.toFixed(5)));
  return {
    window,
    filters,
    kernel: round(kernel),
    bias: round(bias),
    out: round(out),
    outBias: Number(network.outBias.toFixed(5)),
  };
}

/** A trained reader: trains on examples, then gives the logit of one. */
export type Reader = (examples: Example[]) => (example: Example) => number;

export const regressionReader: Reader = (examples) => {
  const model = trainRegression(examples);
  return (example) => riskLogit(model, example.features);
};

export const networkReader =
  (options: NetworkOptions = NETWORK): Reader =>
  (examples) => {
    const network = trainNetwork(examples, options);
    return (example) => networkLogit(network, example.input);
  };

export interface Scored {
  logit: number;
  p: number;
  risk: boolean;
  kind: Example['kind'];
}

/** Out-of-fold logits and probabilities, in the examples' order: each text scored by a model that never saw it. */
export function crossValidated(examples: Example[], reader: Reader, folds = 5): Scored[] {
  const scored: Scored[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const logit = reader(examples.filter((_, i) => i % folds !== fold));
    for (const [i, example] of examples.entries())
      if (i % folds === fold) {
        const z = logit(example);
        scored[i] = { logit: z, p: sigmoid(z), risk: example.risk, kind: example.kind };
      }
  }
  return scored;
}

/** Strong: above every harmless text's out-of-fold probability, with a margin. Weak: above 97% of them. */
export function thresholds(scored: { p: number; risk: boolean }[]): { strong: number; weak: number } {
  const harmless = scored
    .filter((item) => !item.risk)
    .map((item) => item.p)
    .sort((a, b) => a - b);
  const strong = Math.min(0.99, harmless[harmless.length - 1]! + 0.02);
  const weak = Math.max(0.5, harmless[Math.floor(harmless.length * 0.97)] ?? 0.5);
  return { strong: Number(strong.toFixed(4)), weak: Number(weak.toFixed(4)) };
}
