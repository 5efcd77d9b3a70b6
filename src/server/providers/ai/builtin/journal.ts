import type { JournalGuidance } from '../../../../contract/journal.js';
import { hasRiskSignal } from '../../../lib/safety/read-risk.js';
import {
  alsoGoodLines,
  breathing,
  bridges,
  gentleQuestions,
  guides,
  hardDayOpeners,
  hardshipAcknowledgements,
  liningQuestions,
  moreGoodLines,
  namedFeeling,
  openers,
  plainOpeners,
} from './journal-guides.js';
import {
  absenceWords,
  achievementPhrases,
  achievements,
  acts,
  comforts,
  deathAndViolence,
  deathPhrases,
  errands,
  excitement,
  feelingLeads,
  feelingLexicon,
  figurative,
  goodHeading,
  goodMarkers,
  goodNewsInHardWords,
  hardHeading,
  hardshipPhrases,
  hardshipWords,
  journalLexicon,
  lossWhenNegated,
  moments,
  neutralWords,
  overcoming,
  notPeople,
  past,
  people,
  reported,
  sarcasm,
  type Theme,
  warmWords,
} from './journal-lexicon.js';
import { scoreLexicon, termTest } from './lexicon.js';
import { type Clause, readClauses, sentimentOf } from './reading.js';
import { fill, hashOf, normalise, pick } from './text.js';

const PEOPLE = new Set([
  ...journalLexicon.relationships
    .map(([term]) => term)
    .filter((term) => !/[* ]/.test(term) && !/^(love|argu|lonely|loneliness|connection|breakup|divorce)/.test(term)),
  ...people,
]);
const MOMENTS = new Set([...moments, ...journalLexicon.nature.map(([term]) => term.replace('*', ''))]);
const FEARS = new Set(journalLexicon.anxiety.map(([term]) => term.replace('*', '')));
const isHardship = termTest(hardshipWords);
const isWarm = termTest(warmWords);
const isComfort = termTest(comforts);
const isAbsence = termTest(absenceWords);
const isLossWhenNegated = termTest(lossWhenNegated);
const isOvercoming = termTest(overcoming);
const isFear = (word: string) => [...FEARS].some((fear) => word.startsWith(fear));
// "Stress-free", "pain-free": the hardship is absent.
const isHard = (word: string) => isHardship(word) && !word.endsWith('-free');
const DEATH_WORDS = /^(?:die|died|dies|dying|dead|death|deaths|kill|kills|killed|killing|murder\w*|slaughter\w*)$/;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|us)\b/;

/** Words of a piece of text: hyphenated words kept whole, a possessive or contraction cut off ("mum's" is "mum"). */
function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? []).map((word) => word.replace(/'(?:s|m|re|ve|ll|d)$/u, ''));
}

/** A clause as the engine reads it. */
export interface ClauseReading {
  clause: Clause;
  /** Words said and not negated, once figures of speech, excitement and reported violence are set aside. */
  affirmed: string[];
  /** Words set aside: a figure of speech or excitement, not what they seem. */
  setAside: Set<string>;
  sentiment: number;
  /** Death or violence named: as a figure of speech, in a story, or for real. Never quoted as the good part. */
  deathOrViolence: boolean;
  figurative: boolean;
  sarcastic: boolean;
  /** Told in a story, the news or history: not the writer's own hardship. */
  reported: boolean;
  /** A hardship that is over ("used to", "two years since"): neither praised nor met with sympathy. */
  old: boolean;
  /** Hardship the writer is living now. */
  hardship: number;
  /** A hardship or fear said not to be so ("nobody got hurt", "not worried"). */
  relief: boolean;
  risk: boolean;
  /** Someone other than the writer is in it. */
  person: boolean;
  /** Something done: an act of care or doing. */
  act: boolean;
  /** Something done that is good in itself: a finish, a find, a win. */
  achievement: boolean;
  /** A verb said and not negated: the clause tells of something happening. */
  happening: boolean;
  moment: boolean;
  warm: boolean;
  comfort: boolean;
}

// Each pattern once, matching everywhere in a clause.
const everywhere = (patterns: readonly RegExp[]) => patterns.map((pattern) => new RegExp(pattern.source, 'gu'));
const FIGURES = everywhere(figurative);
const EXCITEMENT = everywhere(excitement);
const ERRANDS = everywhere(errands);
const GOOD_NEWS = everywhere(goodNewsInHardWords);

/** The clause in lower case, with straight apostrophes: what the word lists are written against. */
const lowerText = (clause: Clause) => clause.text.toLowerCase().replace(/[’‘]/g, "'");

/**
 * The clause with what is not what it seems set aside: figures of speech and errands left out, excitement
 * read as delight, and, in a story, the news or history, death and violence left out as not the writer's own.
 * `spoken` keeps the figures of speech but not the excitement ("proud as punch" is no blow).
 */
function setAside(said: string, reported: boolean, names: Set<string>): { rest: string; spoken: string } {
  let rest = FIGURES.reduce((text, pattern) => text.replace(pattern, ' '), said);
  rest = EXCITEMENT.reduce((text, pattern) => text.replace(pattern, ' delighted '), rest);
  rest = GOOD_NEWS.reduce((text, pattern) => text.replace(pattern, ' achieved '), rest);
  rest = ERRANDS.reduce((text, pattern) => text.replace(pattern, ' '), rest);
  if (reported)
    rest = rest.replace(/[\p{L}-]+/gu, (word) => (word.split('-').some((part) => deathAndViolence.test(part)) ? ' ' : word));
  return {
    rest: withoutLifelessDeaths(rest, names),
    spoken: EXCITEMENT.reduce((text, pattern) => text.replace(pattern, ' '), said),
  };
}

const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;
// Words between a death word and whom it is said of: "Grandad has just died", "the death of my nan".
const BETWEEN_BEFORE =
  /^(?:am|was|were|is|are|has|had|have|got|get|been|be|just|finally|sadly|suddenly|nearly|almost|will|would|could|could've|might|gonna|going|to|both|all|literally|actually|totally|then|and|so|but|eventually|also|today|tonight|yesterday)$/;
const BETWEEN_AFTER = /^(?:of|my|our|his|her|their|the|a|an|poor|old|little|dear|beloved|took|claimed|came|for)$/;
const PASSIVE = /^(?:was|were|got|get|been|be|being)$/;
const WRITER = /^(?:i|i'm|i'd|i've|we|we're|we'd|me|us|myself|ourselves|you)$/;

/**
 * Death and killing are a real loss only when said of someone: a person, a pet, a name ("Grandad died",
 * "our hamster Nibbles died", "the death of my nan", "my cousin was killed"). Said of the writer ("we both
 * died", "I'm going to kill my brother", "finally killed the boss", the writer being the unsaid subject)
 * they are a figure of speech: the writer is alive and writing, and a real threat is answered by the
 * safety gate before this engine. Said of nothing living ("the heat is murder", "my back is dead",
 * "roadworks killed my timings") they are no loss either.
 */
function withoutLifelessDeaths(text: string, names: Set<string>): string {
  const tokens = [...text.matchAll(WORD)];
  const words = tokens.map((token) => token[0]);
  const someone = (word: string | undefined) =>
    word !== undefined && !WRITER.test(word) && (PEOPLE.has(word.replace(/'s$/, '')) || names.has(word.replace(/'s$/, '')));
  let out = text;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const word = words[i]!;
    if (!DEATH_WORDS.test(word)) continue;
    let at = i - 1;
    while (at >= 0 && BETWEEN_BEFORE.test(words[at]!)) at--;
    const subject = at >= 0 ? words[at] : undefined;
    const after = words.slice(i + 1, i + 4).find((next) => !BETWEEN_AFTER.test(next));
    const passive = words.slice(at + 1, i).some((between) => PASSIVE.test(between));
    // Who dies: the object of "killed", the subject of "died" or "was killed", either side of "death" or "dead".
    const killing = /^(?:kill|murder|slaughter)/.test(word) && !passive;
    const dying = /^(?:die|died|dies|dying)$/.test(word) || (passive && /^(?:kill|murder|slaughter)/.test(word));
    const writerDoes = (killing || dying) && (subject === undefined || WRITER.test(subject));
    const victims = killing ? [after] : dying ? [subject] : [subject, after];
    if (!writerDoes && victims.some(someone)) continue;
    out = `${out.slice(0, tokens[i]!.index)}${' '.repeat(word.length)}${out.slice(tokens[i]!.index! + word.length)}`;
  }
  return out;
}

/** What the verbs of a clause say was done: an act of care, an achievement, anything happening at all. */
function doings(clause: Clause, isSaid: (word: string) => boolean, rest: string) {
  const { words, pos } = clause;
  // The model tags some past tenses after a subject as other words ("everybody licked", "mum and I sewed", "I swam").
  const verbAt = (i: number) =>
    /^(VERB|AUX)$/.test(pos[i]!) ||
    (pos[i] === 'ADJ' && words[i]!.endsWith('ed') && /^(PRON|NOUN|PROPN)$/.test(pos[i - 1] ?? '')) ||
    (/^(i|we|she|he|they|you)$/.test(words[i - 1] ?? '') && !/^(ADV|ADP|DET|PART)$/.test(pos[i]!));
  // "Got" is a gain when something follows ("got the job"), not when a passive does ("got dumped", "got relegated").
  const passive = (i: number) =>
    /^(?:got|get|gets|getting)$/.test(words[i]!) &&
    (pos[i + 1] === 'VERB' || (pos[i + 1] === 'ADJ' && /ed$/.test(words[i + 1]!)));
  const doing = (verbs: RegExp) => words.some((word, i) => isSaid(word) && verbs.test(word) && verbAt(i) && !passive(i));
  return {
    act: doing(acts),
    achievement: doing(achievements) || achievementPhrases.test(rest) || /\bachieved\b/.test(rest),
    happening: words.some((word, i) => isSaid(word) && verbAt(i)),
  };
}

function readClause(clause: Clause, context: { sarcastic: boolean; reported: boolean; risky: boolean }): ClauseReading {
  const said = lowerText(clause);
  // Names are written with a capital ("Nibbles died"), whatever the model makes of them.
  // Names are written with a capital ("Nibbles died"), whatever the model makes of them; a title ("Elden Ring") is not one.
  const written = clause.text.match(WORD) ?? [];
  const capital = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word) && word !== 'I';
  const names = new Set(
    written
      .filter((word, i) => i > 0 && capital(word) && !(capital(written[i - 1]) && !PEOPLE.has(written[i - 1]!.toLowerCase())))
      .map((word) => word.toLowerCase()),
  );
  const { rest, spoken } = setAside(said, context.reported, names);
  const restWords = wordsOf(rest);
  const kept = new Set(restWords);
  const aside = new Set(wordsOf(said).filter((word) => !kept.has(word)));
  const affirmed = restWords.filter((word) => !clause.negated.has(word));
  const isSaid = (word: string) => !clause.negated.has(word) && !aside.has(word);
  const forModel = rest.replace(neutralWords, ' ');
  const sentiment = forModel === said ? clause.sentiment : sentimentOf(forModel);
  const old = past.some((pattern) => pattern.test(said));
  // "Calmed my panic", "got over the nerves": a hardship overcome is not one the writer is living.
  const overcome = new Set(
    affirmed.filter((word, i) => isHard(word) && affirmed.slice(Math.max(0, i - 3), i).some(isOvercoming)),
  );
  const hardship =
    affirmed.filter((word) => isHard(word) && !overcome.has(word)).length +
    hardshipPhrases.filter((pattern) => pattern.test(rest)).length * 2 +
    restWords.filter((word) => clause.negated.has(word) && isLossWhenNegated(word)).length;
  const saidWords = clause.words.filter(isSaid);
  return {
    clause,
    affirmed,
    setAside: aside,
    sentiment,
    // A hyphenated word counts by its parts ("murder-mystery").
    deathOrViolence:
      wordsOf(spoken).some((word) => word.split('-').some((part) => deathAndViolence.test(part))) ||
      deathPhrases.some((pattern) => pattern.test(said)),
    figurative: figurative.some((pattern) => pattern.test(said)),
    sarcastic: context.sarcastic,
    reported: context.reported,
    old,
    hardship: old ? 0 : hardship,
    relief:
      !old &&
      hardship === 0 &&
      // A hard word said not to be ("not a failure", "no migraine"): the model reads the clause as good only by the negation.
      restWords.some(
        (word) => clause.negated.has(word) && (isHard(word) || isFear(word) || sentimentOf(word) < 0) && !isLossWhenNegated(word),
      ),
    risk: context.risky && hasRiskSignal(clause.text),
    person:
      saidWords.some((word) => PEOPLE.has(word)) ||
      clause.pos.some((pos, i) => pos === 'PROPN' && !notPeople.test(clause.words[i]!) && !clause.negated.has(clause.words[i]!)),
    ...doings(clause, isSaid, rest),
    moment: saidWords.some((word) => MOMENTS.has(word) || MOMENTS.has(word.replace(/s$/, ''))),
    warm: affirmed.some(isWarm) || goodMarkers.test(rest),
    comfort: affirmed.some(isComfort),
  };
}

/** Reads every clause, with what its sentence says about it: sarcasm, and death or violence that belongs to a story. */
function readAll(clauses: Clause[], risky: boolean): ClauseReading[] {
  const sentences = [...new Set(clauses.map((clause) => clause.sentence))];
  const said = lowerText;
  const sarcastic = new Set<Clause>();
  const storyTold = new Set<number>();
  let telling = false;
  for (const sentence of sentences) {
    const inSentence = clauses.filter((clause) => clause.sentence === sentence);
    const text = inSentence.map(said).join(' ');
    // A story or the news goes on, sentence after sentence, until the writer speaks of themselves.
    telling = reported.test(text) || (telling && !FIRST_PERSON.test(text));
    if (telling) storyTold.add(sentence);
    // Sarcasm colours its clause, what came before it in the sentence, and what follows until a "but".
    const marked = inSentence.findIndex((clause) => sarcasm.some((pattern) => pattern.test(said(clause))));
    if (marked < 0) continue;
    inSentence.forEach((clause, i) => {
      if (i <= marked) sarcastic.add(clause);
    });
    for (const clause of inSentence.slice(marked + 1)) {
      if (clause.turn) break;
      sarcastic.add(clause);
    }
    // A sarcastic remark on its own ("Said no one ever.", "Love that for me.") is about the sentence before it.
    if (wordsOf(text).length <= 5) for (const clause of clauses) if (clause.sentence === sentence - 1) sarcastic.add(clause);
  }
  // A list under a heading is what the heading says, until the next heading: "Difficult today:" lists hard
  // things, "Good today:" what the writer values.
  let heading: 'hard' | 'good' | undefined;
  const readings = clauses.map((clause) => {
    if (clause.heading) heading = hardHeading.test(said(clause)) ? 'hard' : goodHeading.test(said(clause)) ? 'good' : undefined;
    const context = { sarcastic: sarcastic.has(clause), reported: storyTold.has(clause.sentence), risky };
    const reading = readClause(clause, context);
    if (clause.heading || !heading) return reading;
    return heading === 'hard' ? { ...reading, hardship: Math.max(1, reading.hardship) } : { ...reading, warm: true };
  });
  // After a loss in the entry, an empty house is part of the loss ("house is so quiet"), not a good moment.
  const bereaved = readings.some((reading) => reading.deathOrViolence && reading.hardship > 0 && !reading.figurative);
  return readings.map((reading) =>
    bereaved && reading.affirmed.some(isAbsence) ? { ...reading, hardship: Math.max(1, reading.hardship) } : reading,
  );
}

/** The clauses of an entry, each read for what it says about the writer's day. */
export function readEntry(text: string): ClauseReading[] {
  const clauses = readClauses(text).filter((clause) => clause.words.length > 0);
  return readAll(clauses, hasRiskSignal(text));
}

/**
 * Fail safe: a clause is quoted or praised only when it reads as good with confidence. Anything in doubt
 * (a hardship, a hardship said not to be, sarcasm, death or violence even as a figure of speech, a sign
 * of risk, a hardship that is over) is never the good part.
 */
export function isConfidentlyGood(reading: ClauseReading): boolean {
  // A heading ("Good today:") or a word or two alone is not a moment to quote.
  if (reading.clause.heading || reading.clause.words.length < 2) return false;
  if (reading.risk || reading.sarcastic || reading.figurative || reading.deathOrViolence) return false;
  if (reading.old || reading.hardship > 0) return false;
  const kindness = reading.person && reading.act;
  // The model may read a kind act as a little hard for one word in it ("an alarm to remind me"); nothing harder.
  if (reading.sentiment < (kindness ? -0.3 : 0)) return false;
  // A hardship said not to be ("nobody got hurt") is relief, not the good part; a kind act beside it may be.
  if (reading.relief) return kindness;
  // Good needs a sign of its own: the model reads it as good, a word of warmth or comfort, a kind act, an achievement.
  const sign =
    reading.sentiment > 0.1 ||
    reading.warm ||
    reading.comfort ||
    kindness ||
    reading.achievement ||
    (reading.person && reading.happening);
  return sign && goodness(reading) >= 1;
}

/** How much an entry values a clause: the model's reading, words of warmth and comfort, and someone doing something. */
function goodness(reading: ClauseReading): number {
  return (
    Math.max(0, reading.sentiment) * 4 +
    (reading.warm ? 1.5 : 0) +
    (reading.comfort ? 1 : 0) +
    (reading.achievement ? 1 : 0) +
    (reading.person && reading.happening ? 1 : 0) +
    // Someone doing something for the writer is what an entry most often values.
    (reading.person && reading.act ? 2.5 : 0) +
    (reading.moment ? 0.5 : 0)
  );
}

/** A hardship the writer is living now: said, or read as hard by the model, and not a figure of speech, a story or the past. */
function hardshipScore(reading: ClauseReading): number {
  // A figure of speech ("my cold is killing me") is not met as if it were meant: fail safe here too.
  if (reading.old || reading.relief || reading.figurative) return 0;
  // A story, the news or history is not the writer's own hardship, however grim it reads.
  if (reading.reported) return 0;
  return -reading.sentiment * 4 + reading.hardship * 2;
}

const MAX_QUOTE = 20;
const MAX_ALSO = 2;

/** The clause as a quote: whole when short, else the words around its heart. */
function quoteOf(clause: Clause): string {
  const parts = clause.text.split(/\s+/u);
  if (parts.length <= MAX_QUOTE) return clause.text;
  return `${parts
    .slice(0, MAX_QUOTE)
    .join(' ')
    .replace(/[,;:]$/u, '')}…`;
}

export interface JournalAnalysis {
  /** Themes of what the writer actually said (negated words, figures of speech and past hardships left out), strongest first. */
  themes: Theme[];
  /** The good moment in the writer's words (the quote reflected back), only when read as good with confidence. */
  silverLining: string | undefined;
  /** More good moments in the entry, read as good with confidence. */
  alsoGood: string[];
  hardship: string | undefined;
  /** A feeling the writer named and did not negate ("relieved" when they negated a fear or a hardship). */
  feeling: string | undefined;
  /** Feeling and hardship words the writer said were not so. */
  negated: string[];
}

/** Reads an entry: its good moments and hardship, the feelings expressed and not negated, and its themes. */
export function analyseJournal(text: string): JournalAnalysis {
  const readings = readEntry(text);
  const clauses = readings.map((reading) => reading.clause);
  const good = readings
    .filter(isConfidentlyGood)
    .map((reading) => ({ reading, score: goodness(reading) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const silver = good[0]?.reading;
  // More good moments, nearly as strong as the first, are reflected too, in the order they were written.
  const also = good
    .slice(1)
    .filter(({ reading, score }) => score >= 1 && reading.clause.words.length >= 3)
    .slice(0, MAX_ALSO)
    .map(({ reading }) => reading)
    .sort((a, b) => clauses.indexOf(a.clause) - clauses.indexOf(b.clause));
  const hard = readings
    .filter((reading) => !reading.risk && !good.some((entry) => entry.reading === reading))
    .sort((a, b) => hardshipScore(b) - hardshipScore(a))
    .find((reading) => hardshipScore(reading) >= 1.5);

  // Themes and feelings come from what the writer is living: not a sarcastic aside, nor a hardship that is over.
  const current = readings.filter((reading) => !reading.old && !reading.sarcastic);
  const affirmedText = current.flatMap((reading) => reading.affirmed).join(' ');
  // A feeling is named when it describes the writer ("I felt lost"), not when the word does other work ("lost my job").
  const feelings = current.flatMap(({ clause, setAside }) =>
    clause.words.filter(
      (word, i) =>
        !clause.negated.has(word) &&
        !setAside.has(word) &&
        (clause.pos[i] === 'ADJ' || feelingLeads.has(clause.words[i - 1] ?? '')),
    ),
  );
  const negated = [...new Set(clauses.flatMap((clause) => [...clause.negated]))];
  const feelingWords = new Set(feelingLexicon.named.map(([term]) => term));
  const relief = readings.some((reading) => reading.relief);
  // The practice follows what the writer values: a person in the silver lining is a moment of connection.
  const prior = { ...(relief ? { gratitude: 2 } : {}), ...(silver?.person ? { relationships: 2 } : {}) };
  const scored = scoreLexicon(affirmedText, journalLexicon, prior);
  const named = scoreLexicon(feelings.join(' '), feelingLexicon)[0]?.hits[0];
  return {
    themes: scored.map((theme) => theme.key),
    silverLining: silver ? quoteOf(silver.clause) : undefined,
    alsoGood: also.map((reading) => quoteOf(reading.clause)),
    hardship: hard ? quoteOf(hard.clause) : undefined,
    feeling: named ?? (relief ? 'relieved' : undefined),
    negated: negated.filter((word) => feelingWords.has(word) || isFear(word) || isHard(word)),
  };
}

/** The built-in journal guidance: reflects the good moment in the writer's words, meets the hardship, and fits the practice to the feeling expressed. */
export function builtinJournalGuidance(input: { silverLining: string }): JournalGuidance {
  const text = input.silverLining;
  const seed = hashOf(normalise(text));
  const reading = analyseJournal(text);
  const guide = guides[reading.themes[0] ?? 'general'];
  const second = reading.themes[1];
  const secondary = second ? guides[second] : undefined;
  const lining = reading.silverLining;
  const values = {
    quote: lining ?? '',
    hardship: reading.hardship ?? '',
    also: reading.alsoGood.length === 1 ? reading.alsoGood[0]! : reading.alsoGood.map((quote) => `“${quote}”`).join(' and '),
    feeling: reading.feeling ?? '',
    label: secondary?.label ?? '',
  };
  // With no good moment read with confidence, the reply is warm and names none of the writer's words.
  const opener = lining ? openers : reading.hardship ? hardDayOpeners : plainOpeners;
  const alsoLines = reading.alsoGood.length === 1 ? alsoGoodLines : moreGoodLines;
  const insight = [
    fill(pick(opener, seed, 'opener'), values),
    lining && reading.alsoGood.length > 0 ? fill(pick(alsoLines, seed, 'also'), values) : undefined,
    lining && reading.hardship ? fill(pick(hardshipAcknowledgements, seed, 'hardship'), values) : undefined,
    reading.feeling ? fill(pick(namedFeeling, seed, 'feeling'), values) : undefined,
    pick(lining ? guide.insights : guide.steady, seed, 'insight'),
    secondary ? fill(pick(bridges, seed, 'bridge'), values) : undefined,
  ].filter(Boolean);
  const affirmation = pick(guide.affirmations, seed, 'affirmation');
  return {
    spiritualInsight: insight.join(' '),
    growthQuestion: lining
      ? fill(pick(liningQuestions, seed, 'question'), values)
      : pick(reading.hardship ? gentleQuestions : guide.questions, seed, 'question'),
    embodiedPractice: {
      handPlacement: pick(guide.hands, seed, 'hands'),
      breathing: pick(breathing[guide.breath], seed, 'breath'),
      affirmation: secondary ? `${affirmation} ${pick(secondary.affirmations, seed, 'affirmation2')}` : affirmation,
    },
  };
}
