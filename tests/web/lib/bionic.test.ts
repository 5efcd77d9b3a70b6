import { describe, expect, it } from 'vitest';
import { bionicBoldLength } from '../../../src/web/lib/bionic.js';

describe('Enhanced Reading bolding rule', () => {
  it.each([
    ['a', ''],
    ['I', ''],
    ['to', 't'],
    ['the', 'th'],
    ['soul', 'so'],
    ['light', 'li'],
    ['breath', 'bre'],
    ['meditation', 'med'],
    ['extraordinary', 'ext'],
    ['café', 'ca'],
  ])('%s → bold "%s"', (word, bold) => {
    expect([...word].slice(0, bionicBoldLength(word)).join('')).toBe(bold);
  });
});
