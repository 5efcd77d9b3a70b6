import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { CreatorProduct } from '../../../../contract/creator';
import { readRecordId } from '../../../../contract/id-text';
import { WHATS_NEW_MAX_LENGTH } from '../../../../contract/uploads';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Progress } from '../../../components/ui/progress';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { creatorProductsQuery, useCreatorProducts } from '../api/get-creator-products';
import { useReplaceProductCover } from '../api/replace-product-cover';
import { replaceProductFile } from '../api/replace-product-file';
import { replaceProductPreview } from '../api/replace-product-preview';
import { useUpdateCreatorProduct } from '../api/update-creator-product';
import { ContentPricingStep } from '../components/content-pricing-step';
import { ProductDetailsStep } from '../components/product-details-step';
import { type UploadErrors, type UploadField, type UploadForm, validateFields } from '../upload-form';

/** What the creator edits: the waiting revision when there is one (they change what they last sent), else the listing. */
function formFor(product: CreatorProduct): UploadForm {
  const shown = product.pendingRevision ?? product;
  return {
    title: shown.title,
    description: shown.description,
    categoryId: String(shown.category.id),
    tags: shown.tags,
    price: shown.price,
    file: null,
    image: null,
    preview: null,
    isSubscription: product.isSubscription,
    subscriptionInterval: shown.subscriptionInterval ?? '',
    trialDays: String(shown.trialDays),
  };
}

const TEXT_FIELDS: readonly UploadField[] = [
  'title',
  'description',
  'categoryId',
  'tags',
  'price',
  'subscriptionInterval',
  'trialDays',
];

/** Edit a listing from the dashboard, with the upload wizard's fields and checks (decision 047). */
export default function EditProductPage() {
  useDocumentTitle('Edit your product');
  const { isAuthenticated, isLoading } = useRequireSignIn();
  const params = useParams<{ id: string }>();
  const id = readRecordId(params.id);
  const products = useCreatorProducts(isAuthenticated);

  if (isLoading || !isAuthenticated || products.isPending) return <PageLoading />;
  const product = products.data?.find((candidate) => candidate.id === id);
  if (!product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Product not found</h1>
        <p className="mt-2 text-muted-foreground">Only your own products can be edited.</p>
        <Button asChild className="mt-6">
          <Link href={paths.dashboard}>Back to your dashboard</Link>
        </Button>
      </div>
    );
  }
  return <EditProductForm key={product.id} product={product} />;
}

function EditProductForm({ product }: { product: CreatorProduct }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<UploadForm>(() => formFor(product));
  const [errors, setErrors] = useState<UploadErrors & { whatsNew?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [whatsNew, setWhatsNew] = useState('');
  const update = useUpdateCreatorProduct();
  const replaceCover = useReplaceProductCover(setProgress);

  const fieldsToCheck = (next: UploadForm): UploadField[] => [
    ...TEXT_FIELDS.filter((field) => next.isSubscription || (field !== 'subscriptionInterval' && field !== 'trialDays')),
    'image',
    ...(next.file ? (['file'] as const) : []),
    ...(next.preview ? (['preview'] as const) : []),
  ];
  const change = <F extends UploadField>(field: F, value: UploadForm[F]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors[field] !== undefined || field === 'file' || field === 'image' || field === 'preview')
      setErrors((shown) => ({ ...shown, [field]: validateFields([field], next)[field] }));
  };
  const touch = (field: UploadField) => setErrors((shown) => ({ ...shown, [field]: validateFields([field], form)[field] }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(fieldsToCheck(form), form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      // The listing first: a refused edit stops here, before any file is sent.
      const saved = await update.mutateAsync({
        id: product.id,
        changes: {
          title: form.title,
          description: form.description,
          categoryId: form.categoryId,
          tags: form.tags,
          price: form.price.trim(),
          ...(product.isSubscription
            ? { subscriptionInterval: form.subscriptionInterval || undefined, trialDays: form.trialDays.trim() }
            : {}),
        },
      });
      if (form.file) {
        setProgress(0);
        await replaceProductFile(product.id, form.file, whatsNew, setProgress);
      }
      if (form.preview) {
        setProgress(0);
        await replaceProductPreview(product.id, form.preview, setProgress);
      }
      if (form.image) {
        setProgress(0);
        await replaceCover.mutateAsync({ id: product.id, image: form.image });
      }
      await queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey });
      toast(
        saved.pendingRevision
          ? { title: 'Changes waiting for review', description: 'Buyers see the current version until a moderator approves.' }
          : saved.status === 'pending_review'
            ? { title: 'Sent for review', description: 'A moderator will look at your listing again.' }
            : { title: 'Changes saved', description: saved.title },
      );
      navigate(paths.dashboard);
    } catch (error) {
      if (hasErrorCode(error, 'unauthorized')) return;
      if (hasErrorCode(error, 'validation_failed')) setErrors((shown) => ({ ...shown, ...error.fields }));
      const refused = hasErrorCode(error, 'content_rejected', 'file_rejected') ? error.feedback.join(' ') : '';
      toast({
        title: hasErrorCode(error, 'content_rejected') ? 'Content not approved' : 'Could not save your changes',
        description: refused || errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const stepProps = { form, errors, onChange: change, onBlur: touch };
  const held = product.status === 'pending_review' || product.status === 'rejected';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Edit your product</h1>
      <p className="mt-2 text-muted-foreground">The same checks as the upload apply; buyers’ past purchases never change.</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card>
          <form onSubmit={save} noValidate>
            <CardHeader>
              <CardTitle className="text-xl">{product.title}</CardTitle>
              <CardDescription>
                {held
                  ? 'Saving sends your listing back for review.'
                  : 'Changes the moderation rules pass go live at once; others wait for review while buyers keep the current version.'}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <ProductDetailsStep {...stepProps} />
              <ContentPricingStep
                {...stepProps}
                existing={{ fileName: product.fileName, fileSize: product.fileSize, preview: product.preview }}
              />
              {form.file ? (
                <Field
                  id="whatsNew"
                  label="What's new (optional)"
                  error={errors.whatsNew}
                  hint="Buyers who have it see “Updated” with this note in My Purchases."
                >
                  <Textarea
                    {...fieldAria('whatsNew', errors.whatsNew, true)}
                    rows={3}
                    maxLength={WHATS_NEW_MAX_LENGTH}
                    value={whatsNew}
                    onChange={(e) => setWhatsNew(e.target.value)}
                  />
                </Field>
              ) : null}
              {progress !== null ? <Progress value={progress} label="Upload progress" /> : null}
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={saving}>
                  {saving ? 'Saving...' : held ? 'Save and send for review' : 'Save changes'}
                </Button>
                <Button asChild variant="outline">
                  <Link href={paths.dashboard}>Cancel</Link>
                </Button>
              </div>
            </CardContent>
          </form>
        </Card>
        <aside className="space-y-4">
          {held && product.moderationFeedback ? (
            <Card data-testid="moderator-advice">
              <CardHeader>
                <CardTitle className="text-base">Moderator’s advice</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line text-sm">{product.moderationFeedback}</p>
              </CardContent>
            </Card>
          ) : null}
          {product.pendingRevision ? (
            <Card data-testid="pending-revision">
              <CardHeader>
                <CardTitle className="text-base">Changes waiting for review</CardTitle>
                <CardDescription>Buyers see “{product.title}” at its current price until a moderator approves.</CardDescription>
              </CardHeader>
              {product.pendingRevision.feedback ? (
                <CardContent>
                  <p className="whitespace-pre-line text-sm">{product.pendingRevision.feedback}</p>
                </CardContent>
              ) : null}
            </Card>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
