import { useCategories } from '../../../lib/api/get-categories';
import type { Category } from '../../../../contract/catalog';
import { TITLE_MAX_LENGTH } from '../../../../contract/uploads';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { UploadErrors, UploadField, UploadForm } from '../upload-form';
import { Field, fieldAria } from '../../../components/ui/field';

export interface StepProps {
  form: UploadForm;
  errors: UploadErrors;
  onChange: <F extends UploadField>(field: F, value: UploadForm[F]) => void;
  onBlur: (field: UploadField) => void;
}

// What this marketplace is for comes first; the general categories the spec keeps follow.
const SPIRITUAL_SLUGS = new Set(['frequency-music', 'meditation-apps', 'healing-tools', 'sacred-templates', 'spiritual-ebooks']);

function categoryGroups(all: readonly Category[]) {
  return [
    { label: 'Spiritual and healing', categories: all.filter((category) => SPIRITUAL_SLUGS.has(category.slug)) },
    { label: 'More categories', categories: all.filter((category) => !SPIRITUAL_SLUGS.has(category.slug)) },
  ].filter((group) => group.categories.length > 0);
}

export function ProductDetailsStep({ form, errors, onChange, onBlur }: StepProps) {
  const categories = useCategories();

  return (
    <div className="space-y-5">
      <Field id="title" label="Title" error={errors.title}>
        <Input
          {...fieldAria('title', errors.title)}
          value={form.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder="e.g. Morning Grounding Meditation"
          onChange={(e) => onChange('title', e.target.value)}
          onBlur={() => onBlur('title')}
        />
      </Field>
      <Field id="description" label="Description" error={errors.description}>
        <Textarea
          {...fieldAria('description', errors.description)}
          rows={5}
          value={form.description}
          placeholder="What it is, who it is for, and how it helps."
          onChange={(e) => onChange('description', e.target.value)}
          onBlur={() => onBlur('description')}
        />
      </Field>
      <Field
        id="categoryId"
        label="Category"
        error={
          errors.categoryId ?? (categories.isError ? 'Categories could not be loaded. Reload the page to try again.' : undefined)
        }
      >
        <NativeSelect
          {...fieldAria('categoryId', errors.categoryId)}
          value={form.categoryId}
          disabled={categories.isPending}
          onChange={(e) => onChange('categoryId', e.target.value)}
          onBlur={() => onBlur('categoryId')}
        >
          <option value="">{categories.isPending ? 'Loading categories...' : 'Select a category'}</option>
          {categories.data
            ? categoryGroups(categories.data).map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.categories.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </optgroup>
              ))
            : null}
        </NativeSelect>
      </Field>
      <Field id="tags" label="Tags" hint="Separate tags with commas, e.g. meditation, grounding, morning">
        <Input {...fieldAria('tags', undefined, true)} value={form.tags} onChange={(e) => onChange('tags', e.target.value)} />
      </Field>
    </div>
  );
}
