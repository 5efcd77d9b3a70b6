import type { SupportCategory, SupportIssueType, SupportPriority } from '../../../../contract/support.js';
import {
  acknowledgements,
  type Guide,
  HACKED_FOLLOW_UP,
  hackedNeedsPerson,
  HIGH_PRIORITY_NOTED,
  intentFrames,
  intentGuides,
  issueTypePrior,
  joinedForms,
  NEGATION_REACH,
  negators,
  PRODUCT_NOTED,
  refundReview,
  refundReviewCues,
  type SituationId,
  situationGuides,
  spelledOut,
  tieOrder,
  titleLeads,
  TOPIC_WORDS_MAX,
  CLEAR_FRAME_WEIGHT,
  topicWords,
  type WordClass,
  wordClasses,
  type WordIntent,
} from './support-intents.js';
import { fill, hashOf, normalise, pick, pickSome, salientPhrase, words } from './text.js';

export interface SupportAssistantInput {
  type: SupportIssueType;
  priority: SupportPriority;
  message: string;
  productId?: number | undefined;
}

export interface SupportAssistantAnswer {
  response: string;
  suggestedActions: string[];
  escalateToHuman: boolean;
  /** Whether the answer gives the steps for what was asked, not just the general help. */
  addressed: boolean;
  category: SupportCategory;
}

/** Where a clause ends in text put through `readableForIntent`. */
const CLAUSE_END = '|';
const QUOTED = /(^|[\s(])(['"])([^'"\n]{1,60}?)\2(?=[\s.,!?;:)]|$)/g;
const TITLE_LEAD = new RegExp(`\\b(?:${titleLeads.join('|')})\\s*$`, 'i');

/** Quoted words read as the word `title` when they name a product (see `titleLeads`), or are in Title Case. */
function quotedTitles(text: string): string {
  return text.replace(QUOTED, (whole, before: string, _quote: string, inside: string, offset: number) => {
    const capitalised = inside.split(/\s+/).filter((word) => word.length > 3);
    const titleCase = capitalised.length > 0 && capitalised.every((word) => /^\p{Lu}/u.test(word));
    return titleCase || TITLE_LEAD.test(text.slice(0, offset + before.length)) ? `${before}title` : whole;
  });
}

/**
 * The message as the frames read it: lower case, contractions and shorthand spelled out, punctuation
 * gone, and a " | " where a clause ends (a negation does not reach past it).
 */
function readableForIntent(message: string): string {
  let text = normalise(quotedTitles(message.replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"')));
  for (const [form, joined] of joinedForms) text = text.replace(form, joined);
  text = text
    .replace(/\b(can|won|shan)'t\b/g, (_, stem: string) => `${stem === 'won' ? 'will' : stem === 'shan' ? 'shall' : 'can'} not`)
    .replace(/n't\b/g, ' not')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/\b(it|that|there|what|he|she|who|here)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    // 39.99 is one amount, not two words.
    .replace(/(\d)[.,](\d)/g, '$1$2')
    .replace(/[.!?;:\n()]+|,|\s[-–—]+\s/g, ` ${CLAUSE_END} `)
    .replace(/[^\p{L}\p{N}£$€%|]+/gu, ' ');
  const spelled = text
    .split(' ')
    .filter(Boolean)
    .map((word) => spelledOut[word] ?? word);
  return ` ${spelled.join(' ')} `;
}

// In the data, `*` always means "and any longer word": there are no other star quantifiers.
const wordContinues = (pattern: string) => pattern.replace(/\*/g, '\\w*');

const classPattern = (name: string) => {
  const entries = (wordClasses as Record<string, readonly string[]>)[name];
  if (!entries) throw new Error(`Unknown word class {${name}}`);
  return `(?:${entries.map(wordContinues).join('|')})`;
};

/** A pattern of the data file as a regular expression (the syntax is described there). */
function compile(pattern: string): RegExp {
  const body = wordContinues(pattern)
    .replace(/\{(\w+)\}/g, (_, name: WordClass) => classPattern(name))
    .replace(/ ~~ /g, '(?: [^ ]+){0,8} ')
    .replace(/ ~ /g, '(?: [^ ]+){0,4} ');
  // A match ends at a word's edge: a pattern that starts or ends with a space would never match.
  if (pattern !== pattern.trim()) throw new Error(`A pattern may not start or end with a space: ${pattern}`);
  // A gap goes between two parts, with a space either side; anywhere else it would never match.
  if (body.includes('~')) throw new Error(`A gap must stand between two parts: ${pattern}`);
  // Words are separated by single spaces and the text is padded with one: a match is whole words.
  return new RegExp(`(?<= )(?:${body})(?= )`, 'g');
}

const compiledFrames = intentFrames.map((frame) => ({
  ...frame,
  regex: compile(frame.pattern),
  required: frame.requires ? compile(frame.requires) : undefined,
}));
const compiledTopics = Object.entries(topicWords).map(([intent, entries]) => ({
  intent: intent as WordIntent,
  regex: compile(entries.map((entry) => `(${entry})`).join('|')),
}));
const compiledReviewCues = refundReviewCues.map((cue) => ({ ...cue, regex: compile(cue.pattern) }));
const hackedNeedsPersonRegex = compile(hackedNeedsPerson);
const negatorWords = negators.map((negator) => ` ${negator} `);

/** Whether a negator comes just before `index`, in the same clause. */
function negatedAt(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const clause = before.slice(before.lastIndexOf(CLAUSE_END) + 1);
  const reach = ` ${clause.trim().split(' ').slice(-NEGATION_REACH).join(' ')} `;
  return negatorWords.some((negator) => reach.includes(negator));
}

interface Found {
  start: number;
  end: number;
  words: string;
}

/** The first place the pattern says what it says (not turned round by a negator, when that matters). */
function affirmedMatch(text: string, regex: RegExp, negatable: boolean | undefined): Found | undefined {
  for (const match of text.matchAll(regex)) {
    if (!negatable || !negatedAt(text, match.index))
      return { start: match.index, end: match.index + match[0].length, words: match[0] };
  }
  return undefined;
}

interface SupportIntentReading {
  intent: WordIntent;
  /** The precise situation the winning words name, if any. */
  situation: SituationId | undefined;
  /** The words that showed the intent, strongest first. */
  evidence: string[];
}

/**
 * What the person wants: every frame their words make (leaving out what they say they do not want)
 * adds its weight to its intent; the issue type they picked adds a little. The situation is the one
 * named by the strongest frame of the winning intent.
 */
function readIntent(type: SupportIssueType, text: string): SupportIntentReading {
  const scores = new Map<WordIntent, number>(Object.entries(issueTypePrior[type] ?? {}) as [WordIntent, number][]);
  const found: (Found & { intent: WordIntent; weight: number; situation: SituationId | undefined })[] = [];
  for (const frame of compiledFrames) {
    if (frame.required && !affirmedMatch(text, frame.required, false)) continue;
    const match = affirmedMatch(text, frame.regex, frame.negatable);
    if (!match) continue;
    // The same words count once for an intent, however many of its frames they fit.
    const counted = found.some(
      (item) =>
        item.intent === frame.intent &&
        ((item.start <= match.start && match.end <= item.end) || (match.start <= item.start && item.end <= match.end)),
    );
    if (!counted) scores.set(frame.intent, (scores.get(frame.intent) ?? 0) + frame.weight);
    found.push({ ...match, intent: frame.intent, weight: frame.weight, situation: frame.situation });
  }
  // Topic words speak only when no frame said clearly what is wanted.
  const framesSaid = found.some((item) => item.weight >= CLEAR_FRAME_WEIGHT);
  for (const topic of framesSaid ? [] : compiledTopics) {
    const hits = new Set([...text.matchAll(topic.regex)].map((match) => match[0])).size;
    if (hits > 0) scores.set(topic.intent, (scores.get(topic.intent) ?? 0) + Math.min(hits, TOPIC_WORDS_MAX));
  }
  const intent =
    [...scores.entries()].sort((a, b) => b[1] - a[1] || tieOrder.indexOf(a[0]) - tieOrder.indexOf(b[0]))[0]?.[0] ?? 'general';
  const own = found.filter((item) => item.intent === intent).sort((a, b) => b.weight - a.weight);
  return {
    intent,
    situation: own.find((item) => item.situation)?.situation,
    evidence: own.map((item) => item.words.replace(/ \| /g, ' ').trim()),
  };
}

/** The intent of a support message (the answer's `category`). */
export function classifySupport(input: { type: SupportIssueType; message: string }): SupportCategory {
  return readIntent(input.type, readableForIntent(input.message)).intent;
}

function guideFor(reading: SupportIntentReading, text: string, priority: SupportPriority): { guide: Guide; followUp?: string } {
  // A refund a person decides: the words say the product was used, or bought over 14 days ago.
  if (reading.intent === 'refund' && compiledReviewCues.some((cue) => affirmedMatch(text, cue.regex, cue.negatable)))
    return { guide: refundReview };
  const guide = (reading.situation && situationGuides[reading.situation]) || intentGuides[reading.intent];
  if (reading.situation === 'hacked') {
    // Urgent requests go to a person by the escalation rules; a changed address is beyond self-service.
    const needsPerson = priority === 'urgent' || Boolean(affirmedMatch(text, hackedNeedsPersonRegex, false));
    if (needsPerson) return { guide: { ...guide, escalate: true }, followUp: HACKED_FOLLOW_UP };
  }
  return { guide };
}

/** How telling a word of the message is: the words of the frames that showed the intent. */
function evidenceWeigher(evidence: string[]): (word: string) => number {
  const weights = new Map<string, number>();
  evidence.forEach((phrase, rank) => {
    for (const word of words(phrase))
      if (word.length > 2) weights.set(word, Math.max(weights.get(word) ?? 0, evidence.length - rank));
  });
  return (word) => weights.get(word.replace(/'/g, '')) ?? weights.get(word) ?? 0;
}

/**
 * The built-in support assistant: reads what the person wants, reflects their words and answers that
 * intent (or the precise situation they describe) with its steps.
 */
export function builtinSupportAnswer(input: SupportAssistantInput): SupportAssistantAnswer {
  const seed = hashOf(`${input.type}|${input.priority}|${normalise(input.message)}`);
  const text = readableForIntent(input.message);
  const reading = readIntent(input.type, text);
  const { guide, followUp } = guideFor(reading, text, input.priority);
  const parts = [
    fill(pick(acknowledgements, seed, 'ack'), { quote: salientPhrase(input.message, evidenceWeigher(reading.evidence)) }),
    pick(guide.answers, seed, 'answer'),
  ];
  if (followUp) parts.push(followUp);
  if (input.productId !== undefined && reading.intent !== 'refund')
    parts.push(fill(PRODUCT_NOTED, { productId: String(input.productId) }));
  if (input.priority === 'high') parts.push(HIGH_PRIORITY_NOTED);
  // Steps of a situation are an order to follow; the general ones are a choice.
  const suggestedActions = reading.situation ? [...guide.actions] : pickSome(guide.actions, 3, seed, 'actions');
  return {
    response: parts.join(' '),
    suggestedActions,
    escalateToHuman: guide.escalate,
    // Only the steps of a precise situation the words named answer the request; an intent's general guide does not.
    addressed: reading.situation !== undefined || guide === refundReview,
    category: reading.intent,
  };
}

// The patterns are compiled on their first use: do it while the server starts, not in someone's request.
builtinSupportAnswer({
  type: 'refund',
  priority: 'low',
  message: 'I watched it and paid twice; the download link expired, my account was hacked and someone keeps messaging me.',
});
