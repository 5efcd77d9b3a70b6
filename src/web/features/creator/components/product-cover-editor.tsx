import { useState } from 'react';
import type { CreatorProduct } from '../../../../contract/creator';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useReplaceProductCover } from '../api/replace-product-cover';
import { coverError } from '../upload-form';
import { CoverImageField } from './cover-image-field';

/** The dashboard's cover editor for one product: choose a picture, see it, save it with progress. */
export function ProductCoverEditor({ product }: { product: CreatorProduct }) {
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const replace = useReplaceProductCover(setProgress);
  const fieldId = `product-${product.id}-cover`;

  const choose = (file: File | null) => {
    setImage(file);
    setProblem(coverError(file));
  };
  const save = () => {
    if (!image || problem) return;
    setProgress(0);
    replace.mutate(
      { id: product.id, image },
      {
        onSuccess: () => {
          setImage(null);
          toast({ title: 'Cover updated', description: product.title });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          setProblem(errorMessage(error, 'The cover could not be saved. Please try again.'));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="space-y-3 rounded-lg border p-3">
      <CoverImageField
        id={fieldId}
        label="Cover image"
        file={image}
        current={product}
        error={problem}
        disabled={replace.isPending}
        onChange={choose}
      />
      {progress !== null ? <Progress value={progress} label="Cover upload progress" /> : null}
      {image ? (
        <Button type="button" size="sm" onClick={save} disabled={replace.isPending || Boolean(problem)}>
          {replace.isPending ? 'Saving cover...' : 'Save cover'}
        </Button>
      ) : null}
    </div>
  );
}
