// A new blind corpus part, measured before it joins the corpus (decision 038): `npm run eval:part --
// <folder> [--show]` scores its journal.json and support.json as `npm run eval:ai` scores the corpus and
// prints the figures; `--show` prints each case at risk missed, false alarm and missing domestic abuse
// line, to tune on afterwards. Never run on bench/ai-eval/held-out with --show.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config.js';
import { createAiProvider } from '../../src/server/providers/ai/create-ai-provider.js';
import { evaluateJournal, evaluateSupport, type JournalCase, type SupportCase } from './ai-evaluation.js';

const [folder, flag] = process.argv.slice(2);
if (!folder) throw new Error('usage: npm run eval:part -- <folder> [--show]');
const casesOf = <T>(name: string): T[] => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')).cases;
const ai = await createAiProvider({ ...loadConfig().ai, model: undefined });
const journal = await evaluateJournal(ai, casesOf<JournalCase>('journal.json'));
const support = await evaluateSupport(ai, casesOf<SupportCase>('support.json'));

const RISK_PROBLEMS = new Set(['crisis missed', 'false alarm', 'no domestic abuse line']);
if (flag === '--show') {
  for (const failure of [...journal.failures, ...support.failures])
    if (RISK_PROBLEMS.has(failure.problem)) console.log(`${failure.problem} (${failure.id}): ${failure.text}`);
}
const { atRisk, crisisRecall, falseAlarms, domesticAbuseLine, familyRecall } = journal.figures;
console.log('journal', JSON.stringify({ atRisk, crisisRecall, falseAlarms, domesticAbuseLine, familyRecall }));
const { figures } = support;
console.log(
  'support',
  JSON.stringify({
    atRisk: figures.atRisk,
    crisisRecall: figures.crisisRecall,
    falseAlarms: figures.falseAlarms,
    intentAccuracy: figures.intentAccuracy,
    escalationAccuracy: figures.escalationAccuracy,
    familyRecall: figures.familyRecall,
  }),
);
