/** Small text tools the built-in engine composes with. Everything is deterministic. */

export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function words(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** FNV-1a, 32 bits: a stable seed from text (same input, same choices). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One item, chosen by the seed; `salt` makes separate choices from one seed independent. */
export function pick<T>(items: readonly T[], seed: number, salt: string): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[hashOf(`${seed}:${salt}`) % items.length]!;
}

/** `count` distinct items in a seed-determined order. */
export function pickSome<T>(items: readonly T[], count: number, seed: number, salt: string): T[] {
  return items
    .map((item, index) => ({ item, rank: hashOf(`${seed}:${salt}:${index}`) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map(({ item }) => item);
}

/** Cuts at a word boundary so the result, with its ellipsis, is at most `max` characters. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  if (max <= 1) return trimmed.slice(0, Math.max(0, max));
  const cut = trimmed.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  const base = boundary > max * 0.6 ? cut.slice(0, boundary) : cut;
  return `${base.replace(/[\s,;:.!?-]+$/u, '')}…`;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const MAX_QUOTE_WORDS = 14;

/**
 * The user's own words to reflect back: the clause that carries the most weight by `scoreWord`
 * (themes it touches), preferring clauses of a readable length. Long clauses are windowed around
 * their strongest word. Original casing is kept; edge punctuation is dropped.
 */
export function salientPhrase(text: string, scoreWord: (word: string) => number): string {
  const clauses = text
    .split(/(?<=[.!?;])\s+|\s+[-–—]\s+|\n+/u)
    // A long sentence is split at its commas so the quote stays one thought.
    .flatMap((sentence) => (sentence.split(/\s+/u).length > MAX_QUOTE_WORDS ? sentence.split(/,\s+/u) : [sentence]))
    .map((clause) => clause.trim())
    .filter((clause) => /[\p{L}]/u.test(clause));
  let best = { clause: text.trim(), score: -Infinity };
  for (const clause of clauses) {
    const tokens = words(clause);
    const weight = tokens.reduce((sum, token) => sum + scoreWord(token), 0);
    const lengthFit = tokens.length >= 3 && tokens.length <= MAX_QUOTE_WORDS ? 1 : tokens.length < 3 ? -2 : 0;
    const score = weight * 3 + lengthFit;
    if (score > best.score) best = { clause, score };
  }
  const parts = best.clause.split(/\s+/u);
  const strip = (phrase: string) => phrase.replace(/^[\s"'“”‘’(]+|[\s"'“”‘’),.;:!?]+$/gu, '');
  if (parts.length <= MAX_QUOTE_WORDS) return strip(best.clause);
  // Too long still: a window of words around the strongest one.
  const scores = parts.map((part) => words(part).reduce((sum, token) => sum + scoreWord(token), 0));
  const strongest = Math.max(0, scores.indexOf(Math.max(...scores)));
  const start = Math.min(Math.max(0, strongest - Math.floor(MAX_QUOTE_WORDS / 2)), parts.length - MAX_QUOTE_WORDS);
  const end = start + MAX_QUOTE_WORDS;
  return `${start > 0 ? '…' : ''}${strip(parts.slice(start, end).join(' '))}${end < parts.length ? '…' : ''}`;
}
