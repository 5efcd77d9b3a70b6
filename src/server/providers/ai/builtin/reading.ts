import { createRequire } from 'node:module';
import type { Model } from 'wink-eng-lite-web-model';
import type WinkNlp from 'wink-nlp';
import type { ItemSentence, ItemToken } from 'wink-nlp';

/**
 * Reads an entry as a person would: sentences split into clauses, which words are negated, and how
 * each clause feels (wink-nlp with its bundled English model; nothing is downloaded). The model is
 * loaded once, on the first entry read, so a server that never reads one does not pay for it.
 */
type Nlp = ReturnType<typeof WinkNlp>;

// wink-nlp adds every word its model does not know (names, typos, numbers) to the model's lexicon for
// good, about 200 bytes each. Past this many the model is loaded afresh (about 0.4 s, once in a long
// while), so the reader's memory stays bounded however long the server runs (decision 042).
export const NEW_WORDS_KEPT = 20_000;

interface LoadedReader {
  nlp: Nlp;
  /** Words the instance has added to its lexicon since it was loaded. */
  newWords(): number;
}
let loaded: LoadedReader | undefined;

function loadNlp(): LoadedReader {
  const require = createRequire(import.meta.url);
  const winkNlp = require('wink-nlp') as typeof WinkNlp;
  const model = require('wink-eng-lite-web-model') as Model;
  // Each instance reads the model's core afresh; its lexeme list is where new words are appended.
  const readCore = model.core as () => { features: { lexeme: { list: unknown[]; intrinsicSize: number } } };
  let lexeme = { list: [] as unknown[], intrinsicSize: 0 };
  const watched: Model = {
    ...model,
    core: () => {
      const core = readCore();
      lexeme = core.features.lexeme;
      return core;
    },
  };
  const instance = winkNlp(watched);
  return { nlp: instance, newWords: () => lexeme.list.length - lexeme.intrinsicSize };
}

function nlp(): Nlp {
  if (!loaded || loaded.newWords() > NEW_WORDS_KEPT) loaded = loadNlp();
  return loaded.nlp;
}

/** Words the reader has learnt since it was last loaded (bounded by NEW_WORDS_KEPT). */
export function readerNewWords(): number {
  return loaded?.newWords() ?? 0;
}

export interface Clause {
  /** The writer's words, as written (leading joining word dropped). */
  text: string;
  /** Lower-case words of the clause; a hyphenated word ("true-crime") is one word. */
  words: string[];
  /** Words said not to be so ("not worried", "no longer scared", "nobody got hurt"). */
  negated: Set<string>;
  /** From -1 (hard) to 1 (good), as the model reads the clause. */
  sentiment: number;
  /** Parts of speech, one per word. */
  pos: string[];
  /** Which sentence of the entry the clause belongs to, from 0. */
  sentence: number;
  /** The clause opens with a contrast ("but", "although", "anyway"): what came before it in the sentence does not colour it. */
  turn: boolean;
  /** The clause ends in a colon: a heading ("Good today:"), not a moment. */
  heading: boolean;
}

// Words that start a new thought inside a sentence ("...in hospital, but she squeezed my hand").
const TURNS = new Set(['but', 'yet', 'although', 'though', 'tho', 'however', 'whereas', 'except', 'anyway']);
// Dropped from the front of a quote; "so" and "then" carry meaning and stay ("then we ordered chips").
const JOINERS = new Set([...TURNS, 'and']);
// Negation the model leaves unmarked: "no longer", "not ... anymore" around a feeling word.
const LONGER_NEGATION = /\b(?:no longer|not any ?more|never again)\b/;
const NEGATORS = /^(not|n't|no|never|nothing|nobody|noone|none|neither|nor|without)$/;
// A negator that negates nothing: "can't wait", "not gonna lie", "couldn't be happier", "no doubt".
const IDLE_NEGATION =
  /^(?:(?:n't|not|cannot|never) (?:wait|stop\w*|help|believe|be happier|be prouder)|not (?:gonna|going to) lie|no (?:doubt|wonder|matter)|nothing but|never been (?:happier|prouder|better))\b/;
// A negation reaches to the end of its clause or to the next joining word ("didn't cry, and loved it").
const NEGATION_ENDS = new Set(['CCONJ', 'SCONJ']);
// A hyphen, ampersand or slash with no space either side joins one word ("true-crime", "G&T", "w/e").
const WORD_JOINS = /^[-‐‑&/]$/u;
// Subjects that begin the main clause after a fronted phrase ("After a month of insomnia I slept").
const FRONTED = new Set(['after', 'since', 'despite', 'following']);
const SUBJECTS = new Set(['i', 'we', 'she', 'he', 'they']);
// After "and", these open a new thought as a new subject does ("..., and today I flew").
const NEW_THOUGHT = new Set(['today', 'tonight', 'now', 'finally', 'yesterday']);

interface Token {
  value: string;
  pos: string;
  spaces: string;
  punctuation: boolean;
  emoji: boolean;
}

/** The tokens of a sentence, with a hyphenated word ("twelve-hour", "write-off") read as one word. */
function tokensOf(sentence: ItemSentence, its: Nlp['its']): Token[] {
  const tokens: Token[] = [];
  sentence.tokens().each((token: ItemToken) => {
    tokens.push({
      value: token.out(),
      pos: token.out(its.pos),
      spaces: token.out(its.precedingSpaces),
      punctuation: token.out(its.type) === 'punctuation',
      emoji: token.out(its.type) === 'emoji',
    });
  });
  for (let i = tokens.length - 2; i >= 1; i--) {
    const [before, join, after] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!WORD_JOINS.test(join.value) || join.spaces || after.spaces || before.punctuation || after.punctuation) continue;
    // The last part names the thing ("true-crime" is a kind of crime), unless it is a particle ("write-off").
    const pos = /^(ADP|PART|DET)$/.test(after.pos) ? 'NOUN' : after.pos;
    const value = before.value + join.value + after.value;
    tokens.splice(i - 1, 3, { value, pos, spaces: before.spaces, punctuation: false, emoji: false });
  }
  return tokens;
}

/** Clauses of a text, in order. */
export function readClauses(text: string): Clause[] {
  // One instance for the whole text: the model may be loaded afresh between two texts, never within one.
  const reader = nlp();
  const { its } = reader;
  // Read in lower case so shouting or capitals do not change the reading; quotes keep the writer's casing.
  const lowered = text.toLowerCase();
  const source = lowered.length === text.length ? lowered : text;
  const doc = reader.readDoc(source);
  const parts: Part[] = [];
  let offset = 0;
  let sentenceIndex = 0;
  const numbered = /(?:^|\s)1[.)]\s/u.test(text);
  doc.sentences().each((sentence: ItemSentence) => {
    const first = parts.length;
    let sentenceAt = sentenceIndex++;
    const fresh = (): Part => ({ raw: '', words: [], negated: new Set(), pos: [], sentence: sentenceAt });
    let current = fresh();
    const flush = () => {
      if (current.words.length > 0) parts.push(current);
      current = fresh();
    };
    const tokens = tokensOf(sentence, its);
    tokens.forEach((token, index) => {
      const { value, pos } = token;
      const lower = value.toLowerCase();
      const next = tokens[index + 1];
      // "She smiled at me though." A contrast word that ends its clause ("though, and...") is an afterthought, not a turn.
      const turning = TURNS.has(lower) && next !== undefined && !next.punctuation && !/^(CCONJ|SCONJ)$/.test(next.pos);
      // "Knackered but proud": one word of a state is enough to stand apart from a contrast.
      const state = current.words.length === 1 && /^(ADJ|VERB|ADV)$/.test(current.pos[0]!);
      if (turning && (current.words.length >= 2 || state)) flush();
      // "..., and my friend passed me a tissue": a new subject after "and" starts a new thought.
      // "I" starts one only after a thought with its own verb ("My sister and I argued" is one thought).
      const hasVerb = current.pos.some((tag) => tag === 'VERB');
      const newSubject = (pos === 'PRON' && !/^(it|me)$/.test(lower) && (lower !== 'i' || hasVerb)) || NEW_THOUGHT.has(lower);
      if (current.words.length >= 4 && current.words.at(-1) === 'and' && newSubject) {
        const joiner = /\s*and$/u.exec(current.raw)![0];
        current.words.pop();
        current.pos.pop();
        current.raw = current.raw.slice(0, -joiner.length);
        flush();
        current = { ...fresh(), raw: joiner, words: ['and'], pos: ['CCONJ'] };
      }
      // "After three months of insomnia I slept": the fronted phrase is a thought of its own.
      if (
        FRONTED.has(current.words[0] ?? '') &&
        current.words.length >= 3 &&
        SUBJECTS.has(lower) &&
        /^(NOUN|PROPN|NUM)$/.test(current.pos.at(-1) ?? '')
      )
        flush();
      const start = offset;
      offset += token.spaces.length + value.length;
      // In a numbered list ("1. ... 2. ..."), a number is where an item starts, not a word of it.
      if (numbered && (/^\d[.)]$/u.test(value) || (/^\d$/u.test(value) && next && /^[.)]$/u.test(next.value)))) {
        flush();
        return;
      }
      current.raw += text.slice(start, offset);
      if (token.punctuation) {
        // A comma, semicolon or dash ends a clause once it holds a thought of its own.
        // "I'm dead, this cake is perfect": a comma before a new subject ends a short thought too.
        const newSubjectNext =
          next !== undefined && /^(it|it's|this|that|these|those|she|he|we|they|i|my|our)$/iu.test(next.value);
        if (
          /^[;:–—-]$/u.test(value) ||
          (value === ',' && (current.words.length >= 4 || (newSubjectNext && current.words.length >= 2)))
        )
          flush();
        return;
      }
      current.words.push(lower);
      current.pos.push(pos);
      if (turning && current.words.length === 1) current.turn = true;
      // "love that for me 🙃 at least the coffee works": an emoji followed by words ends a sentence.
      if (token.emoji && next && !next.emoji && !next.punctuation) {
        flush();
        sentenceAt = sentenceIndex++;
        current = fresh();
        return;
      }
      // Negation stays inside the clause that negates, and stops at the next joining word.
      if (NEGATORS.test(lower)) {
        const ahead = tokens
          .slice(index, index + 4)
          .map((t) => t.value.toLowerCase())
          .join(' ');
        current.negates = !IDLE_NEGATION.test(ahead);
        if (!current.negates) current.idle = (current.idle ?? 0) + 1;
      } else if (current.negates && NEGATION_ENDS.has(pos)) current.negates = false;
      else if (current.negates) current.negated.add(lower);
    });
    flush();
    mergeFragments(parts, first);
  });
  return parts.map((part) => {
    // The joining word ("but", "and") is dropped from the quote; the writer's words are kept as written.
    const joined = JOINERS.has(part.words[0]!) && part.words.length > 2;
    const words = joined ? part.words.slice(1) : part.words;
    const said = words.join(' ');
    if (LONGER_NEGATION.test(said)) for (const word of words) part.negated.add(word);
    const trimmed = part.raw
      .trim()
      .replace(/^[.,;:!?)–—-]+\s*/u, '')
      .replace(/[\s,;:.!?–—-]+$/u, '');
    const quote = (joined ? trimmed.replace(/^\S+\s+/u, '') : trimmed).replace(/^["'“‘(]+|["'”’)]+$/gu, '');
    // The model would read "couldn't stop laughing" as hard: a negation that negates nothing is left out.
    let forModel = quote;
    for (let i = 0; i < (part.idle ?? 0); i++) forModel = forModel.replace(/n['’]t\b|\b(?:not|no|never|nothing)\b/iu, '');
    return {
      text: quote,
      words,
      negated: part.negated,
      sentiment: reader.readDoc(forModel.toLowerCase()).out(its.sentiment) as number,
      pos: joined ? part.pos.slice(1) : part.pos,
      sentence: part.sentence,
      turn: part.turn === true,
      heading: /:\s*$/u.test(part.raw),
    };
  });
}

/** How a piece of text feels to the model, from -1 (hard) to 1 (good). */
export function sentimentOf(text: string): number {
  const reader = nlp();
  return reader.readDoc(text.toLowerCase()).out(reader.its.sentiment) as number;
}

interface Part {
  negates?: boolean;
  /** Negators that negate nothing ("can't wait"). */
  idle?: number;
  turn?: boolean;
  raw: string;
  words: string[];
  negated: Set<string>;
  pos: string[];
  sentence: number;
}

/** A clause of one or two words or without a verb ("Good moment:", ", in the sun") belongs with its neighbour in the sentence. */
function mergeFragments(parts: Part[], first: number): void {
  for (let i = parts.length - 1; i >= first && parts.length - first > 1; i--) {
    const part = parts[i]!;
    // A list number ("1.", "2)") is not a thought: it is dropped.
    if (part.pos.every((pos) => pos === 'NUM') && part.words.length === 1) {
      parts.splice(i, 1);
      continue;
    }
    // A phrase without a verb ("in the sun") is not a thought of its own; one after a contrast ("but proud as punch") is.
    if (part.turn && i > first) continue;
    const verb = part.pos.some((pos) => pos === 'VERB' || pos === 'AUX');
    // "I'm dead", "it's perfect": a subject and its verb in one word make a thought of two words.
    const subjectAndVerb = /^(?:i'm|we're|it's|that's|she's|he's|they're)$/u.test(part.words[0]!.replace('’', "'"));
    if (part.words.length >= 5 || (part.words.length >= 3 && verb) || (part.words.length >= 2 && subjectAndVerb)) continue;
    const at = i > first && parts[i - 1]!.sentence === part.sentence ? i - 1 : i;
    if (at === i && parts[i + 1]?.sentence !== part.sentence) continue;
    // "Long day, but the kids are asleep": a contrast keeps the fragment before it apart.
    if (at === i && parts[i + 1]!.turn) continue;
    const [before, after] = [parts[at]!, parts[at + 1]!];
    parts.splice(at, 2, {
      raw: before.raw + after.raw,
      words: [...before.words, ...after.words],
      negated: new Set([...before.negated, ...after.negated]),
      pos: [...before.pos, ...after.pos],
      sentence: before.sentence,
      ...(before.turn ? { turn: true } : {}),
      idle: (before.idle ?? 0) + (after.idle ?? 0),
    });
  }
}

/** How much memory the model costs: for the start-up figures in the evaluation. */
export function loadReader(): void {
  nlp();
}
