/**
 * How a search is read (decision 044): its words are the runs of letters and digits, lowercased; English stop
 * words are left out (PostgreSQL's own `english` list, so the server's full text and this agree); a repeated
 * word counts once; at most the first MAX_SEARCH_WORDS words count. Shared by the server, which ranks by these
 * words, and the web, which says so when a search holds only stop words.
 */
export const MAX_SEARCH_WORDS = 6;

// PostgreSQL 15 tsearch_data/english.stop, the list `to_tsvector('english', ...)` leaves out.
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under ' +
    'again further then once here there when where why how all any both each few more most other some such no nor ' +
    'not only own same so than too very s t can will just don should now'
  ).split(' '),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The words a search is ranked by: none for an empty search or one of stop words only. */
export function searchWords(search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !isStopWord(word));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A search that holds text but no word to search by ("the", "and"): it finds nothing, and the page says why. */
export const onlyStopWords = (search: string | undefined) => !!search?.trim() && searchWords(search).length === 0;
