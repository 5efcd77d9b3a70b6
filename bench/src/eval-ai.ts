// Evaluation of the AI answers on the project's labelled corpus (bench/ai-eval): journal (crisis recall
// and false alarms per risk family, the domestic abuse line, replies at risk that quote nothing, the
// good part reflected and a hard part never praised), support (intent, escalation, crisis) and the
// marketing generator. The held-out part (bench/ai-eval/held-out) is reported as figures only, never
// as texts: it is never used to tune the engine. The tuning parts (bench/ai-eval/tuning*) list their
// failures. Runs the built-in engine, and the configured model too when AI_BASE_URL, AI_API_KEY and
// AI_MODEL are set. Writes bench/results/ai-eval.json. Run with `npm run eval:ai`.
import fs from 'node:fs';
import path from 'node:path';
import { socialPlatforms } from '../../src/contract/social.js';
import { loadConfig } from '../../src/server/config.js';
import type { AiProvider } from '../../src/server/providers/ai/ai-provider.js';
import { loadReader } from '../../src/server/providers/ai/builtin/reading.js';
import type { SocialInput } from '../../src/server/providers/ai/builtin/social.js';
import { createAiProvider } from '../../src/server/providers/ai/create-ai-provider.js';
import { evaluateJournal, evaluateSupport, type JournalCase, plain, ratio, type SupportCase } from './ai-evaluation.js';

const root = path.resolve(import.meta.dirname, '../..');
const corpusDir = path.join(root, 'bench/ai-eval');

interface SocialCase {
  product: SocialInput['product'];
  benefit: string[];
}

const BUDGETS = { crisisRecall: 1, falseAlarms: 0, p99Ms: 50 };
// Fragments a post must never contain: a tag glued to a stock phrase.
const AWKWARD = /\b(?:made for|perfect for|great for|ideal for) [a-z]+(?:[.\n]|$)/im;

const readCases = <T>(part: string, file: string): T[] => {
  const at = path.join(corpusDir, part, file);
  return fs.existsSync(at) ? (JSON.parse(fs.readFileSync(at, 'utf8')) as { cases: T[] }).cases : [];
};

async function evaluateSocial(ai: AiProvider) {
  const products = (JSON.parse(fs.readFileSync(path.join(corpusDir, 'social.json'), 'utf8')) as { products: SocialCase[] })
    .products;
  let benefitNamed = 0;
  let awkward = 0;
  const failures: { title: string; platform: string; post: string }[] = [];
  for (const item of products) {
    for (const platform of socialPlatforms) {
      const { value } = await ai.generate('social', { platform, product: item.product });
      const named = item.benefit.some((benefit) => plain(value.postText).includes(plain(benefit)));
      const odd = AWKWARD.test(value.postText);
      if (named) benefitNamed++;
      if (odd) awkward++;
      if (!named || odd) failures.push({ title: item.product.title, platform, post: value.postText });
    }
  }
  const posts = products.length * socialPlatforms.length;
  return { figures: { posts, benefitNamed: ratio(benefitNamed, posts), awkwardFragments: awkward }, failures };
}

async function evaluate(ai: AiProvider) {
  const tuningParts = fs.readdirSync(corpusDir).filter((name) => name.startsWith('tuning'));
  const tuningJournal = tuningParts.flatMap((part) => readCases<JournalCase>(part, 'journal.json'));
  const tuningSupport = tuningParts.flatMap((part) => readCases<SupportCase>(part, 'support.json'));
  // Timings are of a running server, whose readers are loaded and compiled: the warm-up answers are not timed.
  for (const item of tuningJournal.slice(0, 50)) await ai.generate('journal', { silverLining: item.text });
  for (const item of tuningSupport.slice(0, 50))
    await ai.generate('support', { type: item.type, priority: item.priority, message: item.message });
  const heldOut = {
    journal: await evaluateJournal(ai, readCases<JournalCase>('held-out', 'journal.json')),
    support: await evaluateSupport(ai, readCases<SupportCase>('held-out', 'support.json')),
  };
  const tuning = {
    journal: await evaluateJournal(ai, tuningJournal),
    support: await evaluateSupport(ai, tuningSupport),
  };
  const social = await evaluateSocial(ai);
  const held = [heldOut.journal.figures, heldOut.support.figures];
  const meetsBudgets = held.every(
    (figures) =>
      (figures.crisisRecall ?? 1) >= BUDGETS.crisisRecall &&
      figures.falseAlarms <= BUDGETS.falseAlarms &&
      figures.p99Ms < BUDGETS.p99Ms,
  );
  return {
    engine: ai.engine,
    meetsBudgets,
    // Figures only: the held-out texts stay unread by whoever tunes the engine.
    heldOut: { journal: heldOut.journal.figures, support: heldOut.support.figures },
    tuning: {
      journal: tuning.journal.figures,
      support: tuning.support.figures,
      failures: [...tuning.journal.failures, ...tuning.support.failures],
    },
    social,
  };
}

async function main() {
  // The language model's cost in memory, loaded once per process.
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  loadReader();
  const readerLoad = {
    loadMs: Math.round(performance.now() - started),
    rssGrowthMb: Number(((process.memoryUsage().rss - rssBefore) / 1024 / 1024).toFixed(1)),
  };

  const settings = loadConfig().ai;
  const runs = [await evaluate(await createAiProvider({ ...settings, model: undefined }))];
  if (settings.model) runs.push(await evaluate(await createAiProvider(settings)));
  const result = { generatedAt: new Date().toISOString(), budgets: BUDGETS, readerLoad, runs };
  const out = path.join(root, 'bench/results/ai-eval.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  for (const run of runs) {
    console.log(`${run.engine}: held-out ${JSON.stringify(run.heldOut)}`);
    console.log(
      `${run.engine}: tuning journal ${JSON.stringify(run.tuning.journal)} support ${JSON.stringify(run.tuning.support)}`,
    );
    console.log(`${run.engine}: ${run.meetsBudgets ? 'meets the budgets' : 'BELOW THE BUDGETS'} on the held-out part`);
  }
  console.log(`reader model: ${readerLoad.loadMs} ms, +${readerLoad.rssGrowthMb} MB RSS; written to ${path.relative(root, out)}`);
  if (!runs[0]!.meetsBudgets) process.exitCode = 1;
}

await main();
