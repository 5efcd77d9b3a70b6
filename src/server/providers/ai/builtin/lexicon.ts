import { normalise, words } from './text.js';

/**
 * Weighted terms per theme. A term is a word ("grief"), a prefix ending in * ("griev*" matches
 * grieving, grieved) or a phrase of several words ("let go").
 */
export type Lexicon<K extends string> = Record<K, readonly (readonly [term: string, weight: number])[]>;

export interface ThemeScore<K extends string> {
  key: K;
  score: number;
  /** The user's own words that matched, strongest first. */
  hits: string[];
}

export function scoreLexicon<K extends string>(
  text: string,
  lexicon: Lexicon<K>,
  prior: Partial<Record<K, number>> = {},
): ThemeScore<K>[] {
  const tokens = words(text);
  const joined = ` ${tokens.join(' ')} `;
  const results: ThemeScore<K>[] = [];
  for (const key of Object.keys(lexicon) as K[]) {
    let score = prior[key] ?? 0;
    const hits: { word: string; weight: number }[] = [];
    for (const [term, weight] of lexicon[key]) {
      if (term.includes(' ')) {
        const count = joined.split(` ${normalise(term)} `).length - 1;
        if (count > 0) {
          score += weight * count;
          hits.push({ word: term, weight });
        }
      } else {
        const prefix = term.endsWith('*') ? term.slice(0, -1) : undefined;
        for (const token of tokens) {
          if (prefix ? token.startsWith(prefix) : token === term) {
            score += weight;
            hits.push({ word: token, weight });
          }
        }
      }
    }
    if (score > 0) {
      const unique = [...new Map(hits.sort((a, b) => b.weight - a.weight).map((hit) => [hit.word, hit])).keys()];
      results.push({ key, score, hits: unique });
    }
  }
  return results.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

/** Whether a word is one of `terms`: a word, or a prefix ending in * ("hug*" for hugged). */
export function termTest(terms: readonly string[]): (word: string) => boolean {
  const exact = new Set(terms.filter((term) => !term.endsWith('*')));
  const prefixes = terms.filter((term) => term.endsWith('*')).map((term) => term.slice(0, -1));
  return (word) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
}
