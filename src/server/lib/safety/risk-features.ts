/**
 * What the statistical reading of risk looks at: stems of the normalised words, pairs of neighbouring
 * stems, and the meanings in each sentence (concepts.ts) with the pairs of meanings that meet in one
 * sentence ("self" with "means", "person" with "abuse"). Independent of the concept families' rules,
 * so that the trained model is a second opinion. Shared by the trainer (bench/src/train-risk-model.ts) and
 * the reader.
 */
import { conceptsIn } from './concepts.js';
import { knownShare, meanVector, wordsOf } from './word-vectors.js';

// Little words carry no risk by themselves; pairs keep them where they matter ("not here").
const STOP = new Set(['the', 'a', 'an', 'and', 'to', 'of', 'in', 'on', 'at', 'it', 'is', 'was', 'for', 'with', 'that', 'this']);

/** A crude English stem: enough to read "vanishing", "vanished" and "vanish" as one word. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|ly)$/, '');
}

// Share of a text's words that must have a word vector for the model to read it.
const ENGLISH_SHARE = 0.6;

/**
 * Whether the model can read a normalised text: its features are English words, so it is trained on, and asked
 * about, English texts only; other languages are read by other-languages.ts.
 */
export function modelCanRead(normalised: string): boolean {
  return knownShare(wordsOf(normalised)) >= ENGLISH_SHARE;
}

/** Feature counts of a normalised text. */
export function riskFeatures(normalised: string): Map<string, number> {
  const features = new Map<string, number>();
  const add = (key: string, value = 1) => features.set(key, (features.get(key) ?? 0) + value);
  // The strongest sentence, in meaning: each dimension's highest sentence mean.
  const pooled = new Float64Array(100).fill(Number.NEGATIVE_INFINITY);
  let pooledAny = false;
  for (const sentence of normalised.split(/[.!?;\n]+/)) {
    const plain = wordsOf(sentence);
    const mean = meanVector(plain.filter((word) => !STOP.has(word)));
    if (mean) {
      pooledAny = true;
      for (let d = 0; d < 100; d++) pooled[d] = Math.max(pooled[d]!, mean[d]!);
    }
    const words = plain.map(stem);
    for (let i = 0; i < words.length; i++) {
      if (!STOP.has(words[i]!)) add(`w:${words[i]}`);
      if (i > 0) add(`b:${words[i - 1]}_${words[i]}`);
    }
    const meanings = [...conceptsIn(sentence)].sort();
    for (const [i, meaning] of meanings.entries()) {
      add(`c:${meaning}`);
      for (const other of meanings.slice(i + 1)) add(`cc:${meaning}+${other}`);
    }
  }
  if (pooledAny) for (let d = 0; d < 100; d++) add(`e:${d}`, pooled[d]!);
  // A long entry says more words of every kind: words count less the longer it is.
  const length = normalised.split(/\s+/).length;
  const damping = 1 / Math.sqrt(Math.max(1, length / 40));
  for (const [key, value] of features) if (!key.startsWith('e:')) features.set(key, value * damping);
  return features;
}

export interface RiskModel {
  bias: number;
  weights: Record<string, number>;
  /** At or above: the model alone is enough to show the resources. */
  strong: number;
  /** At or above: a weak signal that adds to the concept families'. */
  weak: number;
}

/** The regression's logit for a text's features. */
export function riskLogit(model: Pick<RiskModel, 'bias' | 'weights'>, features: ReadonlyMap<string, number>): number {
  let z = model.bias;
  // Counts are capped: one word said five times is not five times the risk.
  for (const [key, count] of features) z += (model.weights[key] ?? 0) * Math.min(count, 2);
  return z;
}
