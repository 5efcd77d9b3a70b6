import { describe, expect, it } from 'vitest';
import { hasProductFilters, readProductFilters } from '../../src/contract/catalog-view.js';

describe('home page filters from the query string', () => {
  it('reads search, category and the two known filters', () => {
    expect(readProductFilters('search=%20meditaton%20&category=11&filter=under-20')).toEqual({
      search: 'meditaton',
      category: 11,
      filter: 'under-20',
    });
    expect(readProductFilters('filter=featured').filter).toBe('featured');
  });

  it('ignores blank searches, non-numeric categories and unknown filters', () => {
    expect(readProductFilters('search=%20%20&category=abc&filter=cheapest')).toEqual({
      search: undefined,
      category: undefined,
      filter: undefined,
    });
    expect(readProductFilters('category=-3').category).toBeUndefined();
    expect(readProductFilters('category=2.5').category).toBeUndefined();
    // Digits only, as the API reads it: these would name category 16, 100 and 1.
    for (const category of ['0x10', '1e2', '%2B1', '%201'])
      expect(readProductFilters(`category=${category}`).category).toBeUndefined();
  });

  it('counts a narrowed catalogue only when a known parameter is set', () => {
    expect(hasProductFilters('')).toBe(false);
    expect(hasProductFilters('utm_source=mail')).toBe(false);
    expect(hasProductFilters('category=10')).toBe(true);
  });
});
