import { describe, expect, it } from 'vitest';
import { prefilledUploadPath } from '../../../src/web/config/paths.js';
import { prefilledCategoryId, prefilledTitle } from '../../../src/web/features/creator/use-prefilled-upload-form.js';
import { referenceCategories } from '../../helpers/reference-categories.js';

const categories = referenceCategories();
const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('upload wizard prefill from the URL', () => {
  it('reads back the category and title that the intuitive-choice wizard writes', () => {
    const path = prefilledUploadPath('spiritual-ebooks', 'Healing Words: An Ebook Series & More');
    expect(path.startsWith('/upload?')).toBe(true);
    expect(prefilledTitle(searchOf(path))).toBe('Healing Words: An Ebook Series & More');
    const ebooks = categories.find((category) => category.slug === 'spiritual-ebooks')!;
    expect(prefilledCategoryId(searchOf(path), categories)).toBe(String(ebooks.id));
  });

  it('leaves the category empty while categories load or when the slug names none', () => {
    const search = searchOf(prefilledUploadPath('no-such-category', 'Idea'));
    expect(prefilledCategoryId(search, categories)).toBe('');
    expect(prefilledCategoryId(searchOf(prefilledUploadPath('templates', 'Idea')), undefined)).toBe('');
  });

  it('starts empty without parameters and cuts a long title to the upload limit', () => {
    expect(prefilledTitle('')).toBe('');
    expect(prefilledCategoryId('', categories)).toBe('');
    expect(prefilledTitle(`?title=${'a'.repeat(300)}`)).toHaveLength(120);
  });
});
