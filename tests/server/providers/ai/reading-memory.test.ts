import { describe, expect, it } from 'vitest';
import { NEW_WORDS_KEPT, readClauses, readerNewWords } from '../../../../src/server/providers/ai/builtin/reading.js';

/** A made-up word the model cannot know, different for every `n`. */
const unknownWord = (n: number) => `zq${n.toString(36)}vex`;

describe('the reader over a long run (decision 042)', () => {
  it('keeps a bounded number of the unknown words it meets, and reads the same after reloading its model', () => {
    const sentence = 'The train was late, but I finished the book I had been carrying for weeks.';
    const before = readClauses(sentence);
    let most = 0;
    const wordsPerText = 400;
    for (let text = 0; text * wordsPerText < NEW_WORDS_KEPT * 1.5; text++) {
      const words = Array.from({ length: wordsPerText }, (_, i) => unknownWord(text * wordsPerText + i));
      readClauses(`Today I met ${words.join(' and ')}.`);
      most = Math.max(most, readerNewWords());
    }
    expect(most).toBeGreaterThan(NEW_WORDS_KEPT / 2);
    // At most one text's words beyond the bound: the model is loaded afresh before the next text.
    expect(most).toBeLessThanOrEqual(NEW_WORDS_KEPT + wordsPerText * 2);
    expect(readClauses(sentence)).toEqual(before);
  }, 60_000);
});
