import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { Category } from '../../../contract/catalog';
import { TITLE_MAX_LENGTH } from '../../../contract/uploads';
import { uploadPrefillParams } from '../../config/paths';
import { useCategories } from '../../lib/api/get-categories';
import { emptyUploadForm, type UploadForm } from './upload-form';

/** The title idea in the URL, cut to what the upload accepts. */
export function prefilledTitle(search: string): string {
  return (new URLSearchParams(search).get(uploadPrefillParams.title) ?? '').trim().slice(0, TITLE_MAX_LENGTH);
}

/** The id of the category named by slug in the URL; '' while the categories load or when no category has it. */
export function prefilledCategoryId(search: string, categories: readonly Category[] | undefined): string {
  const slug = new URLSearchParams(search).get(uploadPrefillParams.category);
  const category = slug ? categories?.find((candidate) => candidate.slug === slug) : undefined;
  return category ? String(category.id) : '';
}

/**
 * The upload wizard's form, started from the URL when the intuitive-choice wizard sent the creator here
 * (`/upload?category=<slug>&title=<idea>`). The category is chosen once the list arrives, unless the
 * creator has picked one already.
 */
export function usePrefilledUploadForm() {
  const search = useSearch();
  const [form, setForm] = useState<UploadForm>(() => ({ ...emptyUploadForm, title: prefilledTitle(search) }));
  const categoryId = prefilledCategoryId(search, useCategories().data);
  useEffect(() => {
    if (categoryId !== '') setForm((current) => (current.categoryId === '' ? { ...current, categoryId } : current));
  }, [categoryId]);
  return [form, setForm] as const;
}
