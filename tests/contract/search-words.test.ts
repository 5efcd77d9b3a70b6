import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, onlyStopWords, searchWords } from '../../src/contract/search-words.js';
import { atLeastQuery, searchTiers } from '../../src/server/features/catalog/rank-search.js';

describe('searchWords', () => {
  it('reads runs of letters and digits, lowercased, each once', () => {
    expect(searchWords('Sleep  MEDITATION, sleep!')).toEqual(['sleep', 'meditation']);
    expect(searchWords('432hz self-care')).toEqual(['432hz', 'self', 'care']);
    expect(searchWords('Méditation')).toEqual(['méditation']);
  });

  it("leaves out PostgreSQL's English stop words", () => {
    expect(searchWords('the calm')).toEqual(['calm']);
    expect(searchWords('music for the soul and body')).toEqual(['music', 'soul', 'body']);
    expect(searchWords('the')).toEqual([]);
    expect(searchWords('and or not')).toEqual([]);
  });

  it(`counts at most the first ${MAX_SEARCH_WORDS} words, stop words not counted`, () => {
    expect(searchWords('one two three four five six seven eight')).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
    expect(searchWords('the one and two of three in four to five a six seven')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });

  it('tells a search of stop words only from an empty one', () => {
    expect(onlyStopWords('the and')).toBe(true);
    expect(onlyStopWords('  ')).toBe(false);
    expect(onlyStopWords(undefined)).toBe(false);
    expect(onlyStopWords('the calm')).toBe(false);
  });
});

describe('searchTiers', () => {
  it('puts titles holding every word first, then more words matched, then fewer of them by correction', () => {
    expect(searchTiers(2, false, 0)).toEqual([
      { kind: 'title' },
      { kind: 'words', total: 2, exact: 2 },
      { kind: 'words', total: 1, exact: 1 },
    ]);
    expect(searchTiers(2, true, 2)).toEqual([
      { kind: 'title' },
      { kind: 'words', total: 2, exact: 2 },
      { kind: 'words', total: 2, exact: 1 },
      { kind: 'words', total: 2, exact: 0 },
      { kind: 'words', total: 1, exact: 1 },
      { kind: 'words', total: 1, exact: 0 },
    ]);
  });

  it('skips tiers needing more corrected words than have a correction', () => {
    expect(searchTiers(3, true, 1)).toEqual([
      { kind: 'title' },
      { kind: 'words', total: 3, exact: 3 },
      { kind: 'words', total: 3, exact: 2 },
      { kind: 'words', total: 2, exact: 2 },
      { kind: 'words', total: 2, exact: 1 },
      { kind: 'words', total: 1, exact: 1 },
      { kind: 'words', total: 1, exact: 0 },
    ]);
  });
});

describe('atLeastQuery', () => {
  it('holds when at least so many of the words are held', () => {
    expect(atLeastQuery(['a', 'b', 'c'], 1)).toBe("('a') | ('b') | ('c')");
    expect(atLeastQuery(['a', 'b', 'c'], 2)).toBe("('a' & 'b') | ('a' & 'c') | ('b' & 'c')");
    expect(atLeastQuery(['a', 'b', 'c'], 3)).toBe("('a' & 'b' & 'c')");
  });
});
