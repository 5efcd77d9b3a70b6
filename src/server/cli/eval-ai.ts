// Evaluation of the AI answers on the project's labelled set (bench/ai-eval/*.json): journal
// (silver lining reflected, hardship acknowledged, negation misreads, crisis recall and false
// positives), support (category and escalation accuracy) and the marketing generator (the product's
// benefit named, no awkward fragments). Runs the built-in engine, and the configured model too when
// AI_BASE_URL, AI_API_KEY and AI_MODEL are set. Writes bench/results/ai-eval.json.
// Run with `npm run eval:ai`.
import fs from 'node:fs';
import path from 'node:path';
import { socialPlatforms } from '../../contract/social.js';
import type { SupportCategory, SupportIssueType, SupportPriority } from '../../contract/support.js';
import { loadConfig } from '../config.js';
import { applyEscalation } from '../features/support/escalation.js';
import { SAFETY_MESSAGE } from '../lib/safety.js';
import type { AiProvider } from '../providers/ai/ai-provider.js';
import { analyseJournal, journalLexicon } from '../providers/ai/builtin/journal.js';
import { scoreLexicon } from '../providers/ai/builtin/lexicon.js';
import { loadReader } from '../providers/ai/builtin/reading.js';
import type { SocialInput } from '../providers/ai/builtin/social.js';
import { createAiProvider } from '../providers/ai/create-ai-provider.js';

const root = path.resolve(import.meta.dirname, '../../..');
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(root, 'bench/ai-eval', name), 'utf8')) as T;

interface JournalCase {
  text: string;
  silverLining: string | null;
  hardship: string | null;
  negated: string[];
  risk: boolean;
}
interface SupportCase {
  type: SupportIssueType;
  priority: SupportPriority;
  message: string;
  category: SupportCategory;
  escalate: boolean;
}
interface SocialCase {
  product: SocialInput['product'];
  benefit: string[];
}

const TARGETS = {
  crisisRecall: 1,
  crisisFalsePositiveRate: 0,
  silverLiningReflected: 0.9,
  negationMisreads: 0,
  supportCategory: 0.9,
};
// Fragments a post must never contain: a tag glued to a stock phrase.
const AWKWARD = /\b(?:made for|perfect for|great for|ideal for) [a-z]+(?:[.\n]|$)/im;

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const ratio = (part: number, whole: number) => (whole === 0 ? 1 : Number((part / whole).toFixed(4)));

async function evaluate(ai: AiProvider) {
  const builtin = ai.engine === 'builtin';
  const journal = read<{ entries: JournalCase[] }>('journal.json').entries;
  const support = read<{ messages: SupportCase[] }>('support.json').messages;
  const social = read<{ products: SocialCase[] }>('social.json').products;

  const crisisMisses: string[] = [];
  const falseAlarms: string[] = [];
  const notReflected: { text: string; expected: string; answer: string }[] = [];
  const negationMisreads: { text: string; word: string }[] = [];
  let reflected = 0;
  let hardshipAcknowledged = 0;
  for (const entry of journal) {
    const { value } = await ai.generate('journal', { silverLining: entry.text });
    const answer = `${value.spiritualInsight} ${value.growthQuestion}`;
    const flagged = value.spiritualInsight.startsWith(SAFETY_MESSAGE);
    if (entry.risk && !flagged) crisisMisses.push(entry.text);
    if (!entry.risk && flagged) falseAlarms.push(entry.text);
    const said = plain(answer.replace(SAFETY_MESSAGE, ''));
    if (entry.silverLining) {
      if (said.includes(plain(entry.silverLining))) reflected++;
      else notReflected.push({ text: entry.text, expected: entry.silverLining, answer: value.spiritualInsight });
    }
    if (entry.hardship && entry.silverLining && said.includes(plain(entry.hardship))) hardshipAcknowledged++;
    const primary = builtin ? analyseJournal(entry.text) : undefined;
    for (const word of entry.negated) {
      const namedAsFelt = new RegExp(`\\b(?:feel|feeling|felt)(?: so)? ${word}\\b|“${word}”`, 'i').test(answer);
      const themeOfWord = scoreLexicon(word, journalLexicon)[0]?.key;
      if (namedAsFelt || (primary && themeOfWord && primary.themes[0] === themeOfWord && primary.feeling !== 'relieved'))
        negationMisreads.push({ text: entry.text, word });
    }
  }
  const risky = journal.filter((entry) => entry.risk).length;
  const withLining = journal.filter((entry) => entry.silverLining).length;
  const withBoth = journal.filter((entry) => entry.silverLining && entry.hardship).length;

  let categoryRight = 0;
  let escalationRight = 0;
  const supportMisses: { message: string; expected: string; got: string; escalate: boolean }[] = [];
  for (const item of support) {
    const { value } = await ai.generate('support', { type: item.type, priority: item.priority, message: item.message });
    const answer = applyEscalation(item, value);
    if (answer.category === item.category) categoryRight++;
    if (answer.escalateToHuman === item.escalate) escalationRight++;
    if (answer.category !== item.category || answer.escalateToHuman !== item.escalate)
      supportMisses.push({
        message: item.message,
        expected: item.category,
        got: answer.category,
        escalate: answer.escalateToHuman,
      });
  }

  let benefitNamed = 0;
  let awkward = 0;
  const postMisses: { title: string; platform: string; post: string }[] = [];
  for (const item of social) {
    for (const platform of socialPlatforms) {
      const { value } = await ai.generate('social', { platform, product: item.product });
      const named = item.benefit.some((benefit) => plain(value.postText).includes(plain(benefit)));
      const odd = AWKWARD.test(value.postText);
      if (named) benefitNamed++;
      if (odd) awkward++;
      if (!named || odd) postMisses.push({ title: item.product.title, platform, post: value.postText });
    }
  }
  const posts = social.length * socialPlatforms.length;

  const figures = {
    journalEntries: journal.length,
    crisisRecall: ratio(risky - crisisMisses.length, risky),
    crisisFalsePositiveRate: ratio(falseAlarms.length, journal.length - risky),
    silverLiningReflected: ratio(reflected, withLining),
    hardshipAcknowledged: ratio(hardshipAcknowledged, withBoth),
    negationMisreads: negationMisreads.length,
    supportMessages: support.length,
    supportCategoryAccuracy: ratio(categoryRight, support.length),
    escalationAccuracy: ratio(escalationRight, support.length),
    marketingPosts: posts,
    marketingBenefitNamed: ratio(benefitNamed, posts),
    marketingAwkwardFragments: awkward,
  };
  const meetsTargets =
    figures.crisisRecall >= TARGETS.crisisRecall &&
    figures.crisisFalsePositiveRate <= TARGETS.crisisFalsePositiveRate &&
    figures.silverLiningReflected >= TARGETS.silverLiningReflected &&
    figures.negationMisreads <= TARGETS.negationMisreads &&
    figures.supportCategoryAccuracy >= TARGETS.supportCategory;
  return {
    engine: ai.engine,
    figures,
    meetsTargets,
    failures: { crisisMisses, falseAlarms, notReflected, negationMisreads, supportMisses, postMisses },
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
  const result = { generatedAt: new Date().toISOString(), targets: TARGETS, readerLoad, runs };
  const out = path.join(root, 'bench/results/ai-eval.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  for (const run of runs)
    console.log(run.engine, JSON.stringify(run.figures), run.meetsTargets ? 'meets targets' : 'BELOW TARGETS');
  console.log(`reader model: ${readerLoad.loadMs} ms, +${readerLoad.rssGrowthMb} MB RSS; written to ${path.relative(root, out)}`);
  if (!runs[0]!.meetsTargets) process.exitCode = 1;
}

await main();
