/**
 * The one risk reader every AI path runs first (journal, support, marketing, any model): does a text
 * suggest that the writer may be at risk of suicide, self-harm or an eating disorder, or in danger
 * from someone? It reads meanings, not one list of phrases: each concept family (families.ts) is said
 * through word classes and frames, a past that is over counts little, a story or a game counts
 * little, and weak signals add up. Independent of any engine and of the language model, so it is
 * the same whichever engine answers. Recall comes first; false alarms are kept out by needing the
 * writer as the one at risk.
 */
import type { CrisisSupport, RiskFamily } from '../../../contract/crisis.js';
import { conceptsIn } from './concepts.js';
import {
  CLOSING_ACCOUNTS,
  type EntrySignal,
  EVERYDAY_CAUSE,
  HARM_BY_A_PERSON,
  JOKE_AFTER,
  JOKE_FRAME,
  LIFE_AS_A_STORY,
  MASKED,
  MEDIA_FRAME,
  PAST_FRAME,
  PRESENT_AGAIN,
  RETURNED,
  type RiskSignal,
  riskSignals,
} from './families.js';
import { normaliseForSafety } from './normalise.js';
import { foldForLanguages, otherLanguageSignals } from './other-languages.js';
import { modelCanRead, riskFeatures, riskLogit } from './risk-features.js';
import { riskModel, riskNetwork, together } from './risk-model.generated.js';
import { networkLogitOf, secondOpinionWeight } from './risk-network.js';

export interface RiskReading {
  /** Show the resources, answer with care, and send support requests to a person. */
  atRisk: boolean;
  /** Families that spoke, strongest first. */
  families: RiskFamily[];
  /** The danger comes from another person: the domestic abuse line belongs in the answer. */
  domesticAbuse: boolean;
  /** Sum of the signals' weights; 1 or more (or one signal of weight 1) is at risk. */
  score: number;
}

// A statement about a past that is over counts a quarter; one in a story, game, report or joke, less than half.
const PAST_FACTOR = 0.25;
const MEDIA_FACTOR = 0.4;

// A clause of the writer's own: after "then" or "now", or one that starts with "I".
const CLAUSE_BREAK = /,?\s+(?:and then|then|now|after that|afterwards)\s+|(?:,|\s+and|\s+but)\s+(?=i\b|i'm\b|i've\b)/;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+|\s+-{1,2}\s+|\s+[–—]\s+/u).filter((part) => part.trim().length > 0);
}

// A diary drops its subject ("Want to be dead.", "Never want to wake up again.", "Driving out to the lake tonight."):
// the signals, written with the writer as "I", read such a sentence with the "I" put back.
const DROPPED_I =
  /^(\W*)(?=(?:want|wanna|wish|need|can'?t|cannot|don'?t|keep|been|hate|never|just|really|honestly|still|going to|gonna|would rather|would love|would like)\b)/;
const DROPPED_I_AM =
  /^(\W*)(?=(?:thinking|planning|going|driving|wanting|wishing|hoping|praying|saving|hoarding|collecting|starving|purging|hiding)\b)/;
const withWriterAsSubject = (sentence: string) => sentence.replace(DROPPED_I, '$1i ').replace(DROPPED_I_AM, "$1i'm ");
// An ellipsis inside a thought is a pause, not an end ("would love to just... not wake up").
const ELLIPSIS = /\s*(?:\.{3,}|…)\s*(?=\S)/gu;

/** A signal does not count in a sentence that says its exception or names an everyday cause for its family's act. */
const silencedIn = (signal: RiskSignal, sentence: string) =>
  Boolean(signal.unless?.test(sentence) || EVERYDAY_CAUSE[signal.family]?.test(sentence));

/** What spoke in a text: a sentence's signal or a whole entry's. */
type Spoken = RiskSignal | EntrySignal;

/** The strongest weight each signal reaches in a normalised text, after the past and story factors. */
function signalsIn(normalised: string): Map<Spoken, number> {
  // "When I was 19 I took an overdose. The thoughts came back this week": the past is present again.
  const returned = RETURNED.test(normalised);
  const strongest = new Map<RiskSignal, number>();
  const seen = new Map<RiskSignal, Set<string>>();
  const sentences = sentencesOf(normalised.replace(ELLIPSIS, ' ')).map(withWriterAsSubject);
  // "Asking for a friend", "jk... mostly", "for a story. kinda": the frame is a mask, not a story.
  const masked = MASKED.test(normalised);
  const signals = riskSignals.filter((signal) => !signal.unlessText?.test(normalised));
  for (const [index, raw] of sentences.entries()) {
    // A joke or hyperbole counts as little as a story: less than half, so it never shows the resources alone.
    const joke = JOKE_FRAME.test(raw) || JOKE_AFTER.test(sentences[index + 1] ?? '');
    const media = !masked && !LIFE_AS_A_STORY.test(raw) && (MEDIA_FRAME.test(raw) || joke);
    // In a story or report, quoted words are not the writer's.
    const sentence = media ? raw.replace(/"[^"]*"/g, ' ') : raw;
    // A past told as past ("at 15 I...", "I used to...") counts little, unless it has come back.
    const past = !returned && PAST_FRAME.test(sentence) && !PRESENT_AGAIN.test(sentence);
    // "Watched a film with mum, then went upstairs and cut again": the story is one clause, the writer's act another.
    const ownClauses = media && !joke ? sentence.split(CLAUSE_BREAK).filter((clause) => !MEDIA_FRAME.test(clause)) : [];
    for (const signal of signals) {
      if (!signal.pattern.test(sentence)) continue;
      if (signal.requires && !signal.requires.test(sentence)) continue;
      if (silencedIn(signal, sentence)) continue;
      const story = media && !ownClauses.some((clause) => signal.pattern.test(clause));
      const factor = (past ? PAST_FACTOR : 1) * (story ? MEDIA_FACTOR : 1);
      const said = seen.get(signal) ?? new Set<string>();
      seen.set(signal, said);
      for (const match of sentence.matchAll(everyMatch(signal))) said.add(match[0]);
      strongest.set(signal, Math.max(strongest.get(signal) ?? 0, signal.weight * factor));
    }
  }
  const spoken = new Map<Spoken, number>();
  for (const [signal, weight] of strongest) spoken.set(signal, addedUp(weight, seen.get(signal)?.size ?? 1));
  for (const signal of ENTRY_SIGNALS) if (saysEnough(signal, normalised)) spoken.set(signal, signal.weight);
  return spoken;
}

// Errands that close a life's accounts, counted over the whole entry (families.ts).
const ENTRY_SIGNALS: readonly EntrySignal[] = [CLOSING_ACCOUNTS];
function saysEnough({ acts, enough, unlessText }: EntrySignal, normalised: string): boolean {
  if (unlessText.test(normalised)) return false;
  let said = 0;
  for (const act of acts) if (act.test(normalised) && ++said >= enough) return true;
  return false;
}

/** Different things said by one signal ("day 4 of nothing but coffee", "allowed one apple") add up, to twice its weight and at most 1. */
const addedUp = (weight: number, distinct: number) => Math.min(weight * distinct, weight * 2, Math.max(weight, 1));

/** The other languages' signals in a text (other-languages.ts), read sentence by sentence at their weight. */
function otherLanguagesIn(text: string): Map<RiskSignal, number> {
  const said = new Map<RiskSignal, Set<string>>();
  for (const sentence of sentencesOf(foldForLanguages(text)))
    for (const signal of otherLanguageSignals) {
      if (silencedIn(signal, sentence)) continue;
      for (const match of sentence.matchAll(everyMatch(signal))) said.set(signal, (said.get(signal) ?? new Set()).add(match[0]));
    }
  return new Map([...said].map(([signal, matches]) => [signal, addedUp(signal.weight, matches.size)]));
}

const globalPatterns = new Map<RiskSignal, RegExp>();
function everyMatch(signal: RiskSignal): RegExp {
  let pattern = globalPatterns.get(signal);
  if (!pattern) {
    pattern = new RegExp(signal.pattern.source, `${signal.pattern.flags}g`);
    globalPatterns.set(signal, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** A sentence where a person and violence or control meet: enough to add the domestic abuse line to a reading at risk. */
function speaksOfHarmByAPerson(normalised: string): boolean {
  return sentencesOf(normalised).some((sentence) => {
    const meanings = conceptsIn(sentence);
    return (meanings.has('person') && meanings.has('abuse')) || HARM_BY_A_PERSON.some((said) => said.test(sentence));
  });
}

// The journal engine asks again about the entry the safety gate has just read: the last few readings are kept.
const lastReadings = new Map<string, ReadonlyMap<Spoken, number>>();
const LAST_READINGS = 16;

/** Every signal of the concept families and the other languages in a text, at its strongest weight. */
function signalsOf(text: string, normalised = normaliseForSafety(text)): ReadonlyMap<Spoken, number> {
  let found = lastReadings.get(text);
  if (!found) {
    found = new Map([...signalsIn(normalised), ...otherLanguagesIn(text)]);
    if (lastReadings.size >= LAST_READINGS) lastReadings.delete(lastReadings.keys().next().value as string);
    lastReadings.set(text, found);
  }
  return found;
}

/** Whether any concept family's signal speaks in a text, without the trained model: for one clause at a time. */
export function hasRiskSignal(text: string): boolean {
  return signalsOf(text).size > 0;
}

/** The trained second opinion's weight (risk-network.ts), 0 for a text the models cannot read. */
function secondOpinion(normalised: string, personal: boolean): number {
  if (!modelCanRead(normalised)) return 0;
  const regression = riskLogit(riskModel, riskFeatures(normalised));
  const network = () => networkLogitOf(riskNetwork, normalised);
  return secondOpinionWeight(regression, network, { regression: riskModel, together }, personal);
}

/** `personal`: a person's own words (a journal entry or a support message), where the network reads with the regression (secondOpinion). */
export function readRisk(text: string, { personal = false }: { personal?: boolean } = {}): RiskReading {
  const normalised = normaliseForSafety(text);
  const strongest = signalsOf(text, normalised);
  const byFamily = new Map<RiskFamily, number>();
  for (const [signal, weight] of strongest) byFamily.set(signal.family, (byFamily.get(signal.family) ?? 0) + weight);
  // The trained model's second opinion (decision 038): alone enough when sure, otherwise a weak signal.
  const modelWeight = secondOpinion(normalised, personal);
  const score = [...strongest.values()].reduce((sum, weight) => sum + weight, modelWeight);
  const atRisk = score >= 1;
  const families = [...byFamily.entries()].sort((a, b) => b[1] - a[1]).map(([family]) => family);
  return {
    atRisk,
    families,
    domesticAbuse: atRisk && ((byFamily.get('abuse_threat') ?? 0) >= 0.5 || speaksOfHarmByAPerson(normalised)),
    score: Number(score.toFixed(2)),
  };
}

/** What an answer carries for the page to show the resources card, or null when nothing suggests risk. */
export function crisisSupportFor(reading: RiskReading): CrisisSupport | null {
  return reading.atRisk ? { domesticAbuse: reading.domesticAbuse } : null;
}
