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
  /** Lower-case words of the clause. */
  words: string[];
  /** Words said not to be so ("not worried", "no longer scared"). */
  negated: Set<string>;
  /** From -1 (hard) to 1 (good), as the model reads the clause. */
  sentiment: number;
  /** Parts of speech, one per word. */
  pos: string[];
}

// Words that start a new thought inside a sentence ("...in hospital, but she squeezed my hand").
const TURNS = new Set(['but', 'yet', 'although', 'though', 'however', 'whereas']);
const JOINERS = new Set(['but', 'yet', 'although', 'though', 'however', 'whereas', 'and', 'so', 'then']);
// Negation the model leaves unmarked: "no longer", "not ... anymore" around a feeling word.
const LONGER_NEGATION = /\b(?:no longer|not any ?more|never again)\b/;

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
  doc.sentences().each((sentence: ItemSentence) => {
    const first = parts.length;
    let current: Part = { raw: '', words: [], negated: new Set(), pos: [] };
    const flush = () => {
      if (current.words.length > 0) parts.push(current);
      current = { raw: '', words: [], negated: new Set(), pos: [] };
    };
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out();
      const lower = value.toLowerCase();
      const pos = token.out(its.pos);
      if (TURNS.has(lower) && current.words.length >= 3) flush();
      // "..., and my friend passed me a tissue": a new subject after "and" starts a new thought.
      if (current.words.length >= 4 && current.words.at(-1) === 'and' && pos === 'PRON' && !/^(i|it|me)$/.test(lower)) {
        const joiner = /\s*and$/u.exec(current.raw)![0];
        current.words.pop();
        current.pos.pop();
        current.raw = current.raw.slice(0, -joiner.length);
        flush();
        current = { raw: joiner, words: ['and'], negated: new Set(), pos: ['CCONJ'] };
      }
      const start = offset;
      offset += token.out(its.precedingSpaces).length + value.length;
      current.raw += text.slice(start, offset);
      if (token.out(its.type) === 'punctuation') {
        // A comma, semicolon or dash ends a clause once it holds a thought of its own.
        if (/^[;:–—-]$/u.test(value) || (value === ',' && current.words.length >= 4)) flush();
        return;
      }
      current.words.push(lower);
      current.pos.push(pos);
      // The model's negation runs to the end of the sentence; here it stays inside the clause that negates.
      if (NEGATORS.test(lower)) current.negates = true;
      else if (current.negates && token.out(its.negationFlag)) current.negated.add(lower);
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
    // "can't wait" is eagerness, not a negated wish.
    if (/\b(?:can't|cannot|ca n't) wait\b/.test(said)) part.negated.clear();
    const trimmed = part.raw.trim().replace(/[\s,;:.!?–—-]+$/u, '');
    const quote = (joined ? trimmed.replace(/^\S+\s+/u, '') : trimmed).replace(/^["'“‘(]+|["'”’)]+$/gu, '');
    return {
      text: quote,
      words,
      negated: part.negated,
      sentiment: reader.readDoc(quote.toLowerCase()).out(its.sentiment) as number,
      pos: joined ? part.pos.slice(1) : part.pos,
    };
  });
}

const NEGATORS = /^(not|n't|no|never|nothing|nobody|neither|nor|without)$/;

interface Part {
  negates?: boolean;
  raw: string;
  words: string[];
  negated: Set<string>;
  pos: string[];
}

/** A clause of one or two words or without a verb ("Good moment:", ", in the sun") belongs with its neighbour in the sentence. */
function mergeFragments(parts: Part[], first: number): void {
  for (let i = parts.length - 1; i >= first && parts.length - first > 1; i--) {
    const part = parts[i]!;
    // A phrase without a verb ("in the sun") is not a thought of its own.
    if (part.words.length >= 5 || (part.words.length >= 3 && part.pos.some((pos) => pos === 'VERB' || pos === 'AUX'))) continue;
    const at = i > first ? i - 1 : i;
    const [before, after] = [parts[at]!, parts[at + 1]!];
    parts.splice(at, 2, {
      raw: before.raw + after.raw,
      words: [...before.words, ...after.words],
      negated: new Set([...before.negated, ...after.negated]),
      pos: [...before.pos, ...after.pos],
    });
  }
}

/** How much memory the model costs: for the start-up figures in the evaluation. */
export function loadReader(): void {
  nlp();
}
