import { useEffect, useState } from 'react';
import { ACCEPTED_COVER_EXTENSIONS, COVER_MAX_MB } from '../../../../contract/product-image';
import { ProductImage } from '../../../components/product-image';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

const ACCEPT = ACCEPTED_COVER_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A local address for the chosen picture. An address is released only once nothing shows it: after the
 * next one (or none) is on screen, or when the field goes. Releasing it while the preview still showed
 * it made a lazily loading preview fail.
 */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(file ? URL.createObjectURL(file) : null);
  }, [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The cover picture: a file input and a 4:3 preview of what buyers will see. `current` is the cover
 * the product has now (the dashboard); the wizard has none until a picture is chosen.
 */
export function CoverImageField({
  id,
  label,
  file,
  current,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  file: File | null;
  current?: { imageUrl: string | null; imagePlaceholder: string | null };
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const preview = useObjectUrl(file);
  const shown = preview ? { imageUrl: preview, imagePlaceholder: null } : current;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[12rem_1fr]">
      {shown?.imageUrl ? (
        <ProductImage cover={shown} alt="Cover preview" sizes="192px" className="rounded-md border" />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center rounded-md border border-dashed p-3 text-center text-xs text-muted-foreground">
          No picture: your product gets a cover drawn from its title and category.
        </div>
      )}
      <Field
        id={id}
        label={label}
        error={error}
        hint={`JPEG, PNG or WebP up to ${COVER_MAX_MB}MB. Shown at 4:3; a landscape picture of at least 1024 × 768 looks sharpest.`}
      >
        <Input
          {...fieldAria(id, error, true)}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          className="h-auto cursor-pointer py-2 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Field>
    </div>
  );
}
