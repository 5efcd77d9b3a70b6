import { describe, expect, it } from 'vitest';
import { centsToPrice, priceToCents } from '../../src/contract/money.js';

describe('prices', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [199_999, '1999.99'],
    [-1712, '-17.12'],
  ])('%i cents reads "%s"', (cents, text) => expect(centsToPrice(cents)).toBe(text));

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.99 ', 99],
    ['12.345', undefined],
    ['-3', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('"%s" parses to %s cents', (text, cents) => expect(priceToCents(text)).toBe(cents));
});
