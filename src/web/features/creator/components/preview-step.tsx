import { useCategories } from '../../../lib/api/get-categories';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { formatMegabytes, formatUsd } from '../../../lib/format';
import { parseTags } from '../../../../contract/creator';
import { readWholeNumber } from '../../../../contract/id-text';
import type { UploadForm } from '../upload-form';

export function PreviewStep({ form, progress }: { form: UploadForm; progress: number | null }) {
  const categories = useCategories();
  const categoryName = categories.data?.find((category) => String(category.id) === form.categoryId)?.name ?? 'N/A';
  const tags = parseTags(form.tags);
  const interval = form.subscriptionInterval === 'year' ? 'year' : 'month';
  const trialDays = readWholeNumber(form.trialDays) ?? 0;

  return (
    <div className="space-y-5">
      <section aria-labelledby="preview-heading" className="rounded-lg border p-4">
        <h3 id="preview-heading" className="text-lg font-semibold break-words">
          {form.title}
        </h3>
        <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground break-words">{form.description}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-semibold" data-testid="preview-price">
              {formatUsd(form.price)}
              {form.isSubscription ? ` / ${interval}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Category</dt>
            <dd className="font-medium">{categoryName}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">File</dt>
            <dd className="font-medium break-all">
              {form.file ? `${form.file.name} (${formatMegabytes(form.file.size)})` : 'N/A'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Cover image</dt>
            <dd className="font-medium break-all">{form.image ? form.image.name : 'Drawn from your title and category'}</dd>
          </div>
          {form.isSubscription ? (
            <div>
              <dt className="text-muted-foreground">Free trial</dt>
              <dd className="font-medium">{trialDays > 0 ? `${trialDays} days` : 'None'}</dd>
            </div>
          ) : null}
        </dl>
        {tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <p className="rounded-lg bg-secondary/60 p-3 text-sm">
        Soul Market keeps a 10% platform fee on each sale, and the payment processor charges 2.9% + $0.30 per payment. You keep
        the rest. Products may be held for a short review before they go live.
      </p>

      {progress !== null ? (
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span>Uploading...</span>
            <span data-testid="upload-percent">{progress}%</span>
          </div>
          <Progress value={progress} label="Upload progress" />
        </div>
      ) : null}
    </div>
  );
}
