/**
 * The words a statistical reading of risk looks at: stems of the normalised words and pairs of
 * neighbouring stems. Words only, so that the trained model is a second opinion independent of the
 * concept families. Shared by the trainer (cli/train-risk-model.ts) and the reader.
 */

// Little words carry no risk by themselves; pairs keep them where they matter ("not here").
const STOP = new Set(['the', 'a', 'an', 'and', 'to', 'of', 'in', 'on', 'at', 'it', 'is', 'was', 'for', 'with', 'that', 'this']);

/** A crude English stem: enough to read "vanishing", "vanished" and "vanish" as one word. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|ly)$/, '');
}

/** Feature counts of a normalised text. */
export function riskFeatures(normalised: string): Map<string, number> {
  const features = new Map<string, number>();
  const add = (key: string, value = 1) => features.set(key, (features.get(key) ?? 0) + value);
  for (const sentence of normalised.split(/[.!?;\n]+/)) {
    const words = (sentence.match(/[a-z][a-z']*/g) ?? []).map(stem);
    for (let i = 0; i < words.length; i++) {
      if (!STOP.has(words[i]!)) add(`w:${words[i]}`);
      if (i > 0) add(`b:${words[i - 1]}_${words[i]}`);
    }
  }
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

/** Probability, from 0 to 1, that the text's writer is at risk, as the trained model reads it. */
export function riskProbability(model: RiskModel, features: ReadonlyMap<string, number>): number {
  let z = model.bias;
  // Counts are capped: one word said five times is not five times the risk.
  for (const [key, count] of features) z += (model.weights[key] ?? 0) * Math.min(count, 2);
  return 1 / (1 + Math.exp(-z));
}
