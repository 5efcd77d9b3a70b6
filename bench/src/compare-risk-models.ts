// How well the trained second opinion reads writers it has never seen: for each of the newest English
// tuning parts, trains without it (thresholds from out-of-fold probabilities, as `npm run train:risk`
// does), then counts the part's texts at or above the strong and weak thresholds, for the word
// regression, the convolutional network, the two added, and the reader's rule (secondOpinionWeight: the
// network's path in journal entries only). The model alone, without the rules (which
// were tuned on these parts). Run with `npx tsx bench/src/compare-risk-models.ts [tuning-26 ...]`.
import fs from 'node:fs';
import { secondOpinionLogit, secondOpinionWeight, sigmoid } from '../../src/server/lib/safety/risk-network.js';
import {
  crossValidated,
  type Example,
  NETWORK,
  networkReader,
  type Reader,
  regressionReader,
  thresholds,
  tuningExamples,
} from './risk-training.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : undefined;
};
const options = {
  window: option('window') ?? NETWORK.window,
  filters: option('filters') ?? NETWORK.filters,
  epochs: option('epochs') ?? NETWORK.epochs,
  rate: option('rate') ?? NETWORK.rate,
  l2: option('l2') ?? NETWORK.l2,
  dropout: option('dropout') ?? NETWORK.dropout,
};
const named = args.filter((arg, i) => arg.startsWith('tuning') && !args[i - 1]?.startsWith('--'));
const parts = named.length > 0 ? named : ['tuning-26', 'tuning-27', 'tuning-28', 'tuning-29'];

/** Out-of-fold logits on the training texts and the logits of the part left out. */
function logits(train: Example[], test: Example[], reader: Reader) {
  const logit = reader(train);
  return { outOfFold: crossValidated(train, reader).map((item) => item.logit), test: test.map(logit) };
}

const count = (values: { p: number; risk: boolean }[], risk: boolean, at: number) =>
  values.filter((item) => item.risk === risk && item.p >= at).length;

const totals = new Map<string, number[]>();
const saved: Record<string, unknown> = {};
for (const part of parts) {
  const started = Date.now();
  const train = tuningExamples([part]);
  const test = tuningExamples([], [part]);
  const regression = logits(train, test, regressionReader);
  const network = logits(train, test, networkReader(options));
  saved[part] = {
    train: train.map((example, i) => [example.risk ? 1 : 0, regression.outOfFold[i], network.outOfFold[i], example.kind]),
    test: test.map((example, i) => [example.risk ? 1 : 0, regression.test[i], network.test[i], example.kind]),
  };
  const variants = {
    regression: (r: number, _n: number) => r,
    network: (_r: number, n: number) => n,
    both: secondOpinionLogit,
  };
  for (const [name, combine] of Object.entries(variants)) {
    const scoredTrain = train.map((example, i) => ({
      p: sigmoid(combine(regression.outOfFold[i]!, network.outOfFold[i]!)),
      risk: example.risk,
      kind: example.kind,
    }));
    const { strong, weak } = thresholds(scoredTrain);
    const scored = test.map((example, i) => ({
      p: sigmoid(combine(regression.test[i]!, network.test[i]!)),
      risk: example.risk,
      kind: example.kind,
    }));
    const row = [
      count(scored, true, strong),
      count(scored, true, weak),
      scored.filter((item) => item.risk).length,
      count(scored, false, strong),
      count(scored, false, weak),
      scored.filter((item) => !item.risk).length,
    ];
    totals.set(
      name,
      (totals.get(name) ?? [0, 0, 0, 0, 0, 0]).map((value, i) => value + row[i]!),
    );
    console.log(
      `${part} ${name.padEnd(10)} strong ${strong} weak ${weak}: at risk ${row[0]}/${row[2]} strong, ${row[1]} weak; harmless ${row[3]}/${row[5]} strong, ${row[4]} weak; out of fold at risk strong ${count(scoredTrain, true, strong)}`,
    );
  }
  // The reader's rule (secondOpinionWeight): the regression's thresholds, and the two together's in journal entries.
  const weights = {
    regression: thresholds(train.map((example, i) => ({ p: sigmoid(regression.outOfFold[i]!), risk: example.risk }))),
    together: thresholds(
      train.map((example, i) => ({
        p: sigmoid(secondOpinionLogit(regression.outOfFold[i]!, network.outOfFold[i]!)),
        risk: example.risk,
      })),
    ),
  };
  const weightOf = test.map((example, i) =>
    secondOpinionWeight(regression.test[i]!, () => network.test[i]!, weights, example.kind === 'journal'),
  );
  const reached = (risk: boolean, weight: number) =>
    test.filter((example, i) => example.risk === risk && weightOf[i]! >= weight).length;
  const row = [
    reached(true, 1),
    reached(true, 0.5),
    test.filter((example) => example.risk).length,
    reached(false, 1),
    reached(false, 0.5),
    test.filter((example) => !example.risk).length,
  ];
  totals.set(
    'reader',
    (totals.get('reader') ?? [0, 0, 0, 0, 0, 0]).map((value, i) => value + row[i]!),
  );
  console.log(
    `${part} reader: at risk ${row[0]}/${row[2]} strong, ${row[1]} weak; harmless ${row[3]}/${row[5]} strong, ${row[4]} weak`,
  );
  console.log(`${part}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
for (const [name, row] of totals)
  console.log(
    `all ${name.padEnd(10)} at risk ${row[0]}/${row[2]} strong, ${row[1]} weak; harmless ${row[3]}/${row[5]} strong, ${row[4]} weak`,
  );
const save = args[args.indexOf('--save') + 1];
if (args.includes('--save') && save) fs.writeFileSync(save, JSON.stringify(saved));
