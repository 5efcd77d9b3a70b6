// Trains the risk reader's second opinion: a logistic regression over word stems and pairs, on the
// tuning parts of the labelled corpus only (bench/ai-eval/tuning*/, never held-out/). Picks its two
// thresholds by cross-validation so that no harmless text of the tuning corpus reaches them, and
// writes src/server/lib/safety/risk-model.generated.ts. Run with `npm run train:risk`; with
// `-- --without tuning-4` a new tuning part is left out, so that the reader's figures on it, measured
// before anyone tunes on it, estimate how well the reader does on wordings it has not seen.
import fs from 'node:fs';
import path from 'node:path';
import { normaliseForSafety } from '../../src/server/lib/safety/normalise.js';
import { modelCanRead, type RiskModel, riskFeatures, riskProbability } from '../../src/server/lib/safety/risk-features.js';

const root = path.resolve(import.meta.dirname, '../..');
const corpus = path.join(root, 'bench/ai-eval');

interface Example {
  features: Map<string, number>;
  risk: boolean;
}

function tuningExamples(without: string[]): Example[] {
  const parts = fs.readdirSync(corpus).filter((name) => name.startsWith('tuning') && !without.includes(name));
  const texts: { text: string; risk: boolean }[] = [];
  for (const part of parts) {
    for (const file of ['journal.json', 'support.json']) {
      if (!fs.existsSync(path.join(corpus, part, file))) continue;
      const cases = (
        JSON.parse(fs.readFileSync(path.join(corpus, part, file), 'utf8')) as {
          cases: { text?: string; message?: string; risk: boolean }[];
        }
      ).cases;
      texts.push(...cases.map((item) => ({ text: item.text ?? item.message ?? '', risk: item.risk })));
    }
  }
  // A text mostly in another language would teach the model that words it cannot read are risk.
  return texts
    .map(({ text, risk }) => ({ normalised: normaliseForSafety(text), risk }))
    .filter(({ normalised }) => modelCanRead(normalised))
    .map(({ normalised, risk }) => ({ features: riskFeatures(normalised), risk }));
}

const EPOCHS = 60;
const RATE = 0.1;
const L2 = 0.002;
// Seen in fewer texts than this, a word says more about its writer than about risk.
const MIN_TEXTS = 2;

function train(examples: Example[]): Omit<RiskModel, 'strong' | 'weak'> {
  const seen = new Map<string, number>();
  for (const example of examples) for (const key of example.features.keys()) seen.set(key, (seen.get(key) ?? 0) + 1);
  const weights: Record<string, number> = {};
  for (const [key, count] of seen) if (count >= MIN_TEXTS) weights[key] = 0;
  let bias = 0;
  // Both classes count equally whatever their share of the corpus.
  const positives = examples.filter((example) => example.risk).length;
  const weightOf = (risk: boolean) =>
    risk ? examples.length / (2 * positives) : examples.length / (2 * (examples.length - positives));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    // A fixed shuffle per epoch: the same corpus gives the same model.
    const order = examples
      .map((_, i) => i)
      .sort((a, b) => ((a * 7919 + epoch * 104729) % 9973) - ((b * 7919 + epoch * 104729) % 9973));
    for (const index of order) {
      const example = examples[index]!;
      const p = riskProbability({ bias, weights, strong: 1, weak: 1 }, example.features);
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

/** Out-of-fold probabilities: each text scored by a model that never saw it. */
function crossValidated(examples: Example[], folds = 5): { p: number; risk: boolean }[] {
  const scored: { p: number; risk: boolean }[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const trainOn = examples.filter((_, i) => i % folds !== fold);
    const model = train(trainOn);
    for (const [i, example] of examples.entries())
      if (i % folds === fold)
        scored.push({ p: riskProbability({ ...model, strong: 1, weak: 1 }, example.features), risk: example.risk });
  }
  return scored;
}

function main() {
  const args = process.argv.slice(2);
  const without = args.flatMap((arg, i) => (args[i - 1] === '--without' ? [arg] : []));
  const examples = tuningExamples(without);
  const scored = crossValidated(examples);
  const harmless = scored.filter((item) => !item.risk).map((item) => item.p);
  const atRisk = scored.filter((item) => item.risk).map((item) => item.p);
  // Strong: above every harmless text's out-of-fold probability, with a margin. Weak: above 97% of them.
  const sortedHarmless = [...harmless].sort((a, b) => a - b);
  const strong = Math.min(0.99, Math.max(...harmless) + 0.02);
  const weak = Math.max(0.5, sortedHarmless[Math.floor(sortedHarmless.length * 0.97)] ?? 0.5);
  const model: RiskModel = { ...train(examples), strong: Number(strong.toFixed(4)), weak: Number(weak.toFixed(4)) };
  const recallAt = (threshold: number) => atRisk.filter((p) => p >= threshold).length;
  console.log(
    `${examples.length} tuning texts (${atRisk.length} at risk); out of fold: strong ${model.strong} reaches ${recallAt(model.strong)}, weak ${model.weak} reaches ${recallAt(model.weak)} at risk and ${harmless.filter((p) => p >= model.weak).length} harmless; ${Object.keys(model.weights).length} weights`,
  );
  const out = path.join(root, 'src/server/lib/safety/risk-model.generated.ts');
  fs.writeFileSync(
    out,
    `// Written by \`npm run train:risk\` from the tuning parts of bench/ai-eval; do not edit by hand.\nimport type { RiskModel } from './risk-features.js';\n\nexport const riskModel: RiskModel = ${JSON.stringify(model)};\n`,
  );
  console.log(`written to ${path.relative(root, out)}`);
}

main();
