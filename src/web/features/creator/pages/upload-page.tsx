import { ArrowLeft, ArrowRight, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { type ApiError, errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { PageLoading } from '../../../components/page-loading';
import type { UploadAnswer } from '../../../../contract/uploads';
import { readRecordId } from '../../../../contract/id-text';
import { useCreatorProducts } from '../api/get-creator-products';
import { useUpdateCreatorProduct } from '../api/update-creator-product';
import { useUploadProduct } from '../api/upload-product';
import { ContentPricingStep } from '../components/content-pricing-step';
import { PreviewStep } from '../components/preview-step';
import { ProductDetailsStep } from '../components/product-details-step';
import { WizardSteps } from '../components/wizard-steps';
import { usePrefilledUploadForm } from '../use-prefilled-upload-form';
import {
  canLeaveStep,
  STEP_FIELDS,
  validateField,
  validateFields,
  WIZARD_STEPS,
  type UploadErrors,
  type UploadField,
  type UploadForm,
} from '../upload-form';

// The spec's display times for the two moderation notices.
const REVIEW_TOAST_MS = 6_000;
const REJECTED_TOAST_MS = 8_000;
const LAST_STEP = WIZARD_STEPS.length - 1;

interface OnePublishedConflict {
  message: string;
  existingProductId: number | null;
}

/** The one-product conflict names the creator's live product, so the page can offer to archive it. */
function readConflict(error: ApiError): OnePublishedConflict {
  return {
    message: errorMessage(error, 'You already have a published product.'),
    existingProductId: readRecordId(error.fields.existingProductId) ?? null,
  };
}

export default function UploadPage() {
  useDocumentTitle('Upload a product');
  const { isAuthenticated, isLoading } = useRequireSignIn();
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const [form, setForm] = usePrefilledUploadForm();
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [conflict, setConflict] = useState<OnePublishedConflict | null>(null);
  // One published product per creator: say so before the three steps are filled in, not after.
  const liveProduct = useCreatorProducts(isAuthenticated).data?.find((product) => product.status === 'published');
  const archive = useUpdateCreatorProduct();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // The button that was pressed is gone on the new step: move focus to its heading for keyboards and screen readers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a step change is the trigger, though the effect reads only refs.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const publish = useUploadProduct(setProgress);
  const onPublished = (answer: UploadAnswer) => {
    if (answer.moderationResult.action === 'review') {
      toast({
        title: 'Product submitted for review',
        description: answer.feedback.length > 0 ? answer.feedback.join(' ') : 'It will be published once approved.',
        duration: REVIEW_TOAST_MS,
      });
    } else {
      toast({ title: 'Product uploaded successfully!', description: 'It is now available for purchase.' });
    }
    navigate(paths.dashboard);
  };
  const onPublishFailed = (error: unknown) => {
    setProgress(null);
    // A 401 is the query client's to handle (notice, then sign-in).
    if (hasErrorCode(error, 'unauthorized')) return;
    if (hasErrorCode(error, 'one_product_conflict')) return setConflict(readConflict(error));
    // A refused cover picture: back to the step that holds it, with the server's reason on the field.
    const coverProblem = hasErrorCode(error, 'file_rejected') ? error.fields.image : undefined;
    if (coverProblem) {
      setErrors((shown) => ({ ...shown, image: coverProblem }));
      setStep(1);
      return;
    }
    if (hasErrorCode(error, 'content_rejected', 'file_rejected')) {
      const feedback = error.feedback.join(' ') || 'Please review our content guidelines and try again.';
      toast({ title: 'Content not approved', description: feedback, variant: 'destructive', duration: REJECTED_TOAST_MS });
      return;
    }
    toast({
      title: 'Upload failed',
      description: 'There was an error uploading your product. Please try again.',
      variant: 'destructive',
    });
  };

  if (isLoading || !isAuthenticated) return <PageLoading />;

  const change = <F extends UploadField>(field: F, value: UploadForm[F]) => {
    const nextForm = { ...form, [field]: value };
    setForm(nextForm);
    // Once a field shows an error, keep it in step with what the creator types; a chosen file is
    // checked at once (there is nothing half-typed about it).
    if (field in errors || field === 'file' || field === 'image')
      setErrors({ ...errors, [field]: validateField(field, nextForm) });
  };
  const touch = (field: UploadField) => setErrors((shown) => ({ ...shown, [field]: validateField(field, form) }));

  const next = () => {
    const stepErrors = validateFields(STEP_FIELDS[step]!, form);
    setErrors((shown) => ({ ...shown, ...stepErrors }));
    if (Object.keys(stepErrors).length > 0) {
      document.getElementById(Object.keys(stepErrors)[0]!)?.focus();
      return;
    }
    setStep((current) => Math.min(current + 1, LAST_STEP));
  };

  const startUpload = () => {
    setConflict(null);
    setProgress(0);
    publish.mutate(form, { onSuccess: onPublished, onError: onPublishFailed });
  };

  const archiveAndPublish = (productId: number) =>
    archive.mutate(
      { id: productId, changes: { isActive: false } },
      {
        onSuccess: startUpload,
        onError: (error) => {
          if (hasErrorCode(error, 'unauthorized')) return;
          toast({
            title: 'Could not archive your product',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== LAST_STEP || publish.isPending) return;
    const allErrors = validateFields(STEP_FIELDS.flat(), form);
    if (Object.keys(allErrors).length > 0) {
      setErrors(allErrors);
      setStep(STEP_FIELDS.findIndex((fields) => fields.some((field) => field in allErrors)));
      return;
    }
    startUpload();
  };

  const stepProps = { form, errors, onChange: change, onBlur: touch };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Share your ONE product</h1>
      <p className="mt-2 text-muted-foreground">
        Three short steps: describe it, price it and add the file, then check and publish.
      </p>
      <div className="mt-8">
        <WizardSteps current={step} />
      </div>
      <Card className="mt-6">
        <form onSubmit={submit} noValidate>
          <CardHeader>
            <CardTitle ref={stepHeading} tabIndex={-1} className="text-xl focus-visible:outline-none">
              Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
            </CardTitle>
            <CardDescription>
              {step === 0
                ? 'Tell buyers what you made and who it serves.'
                : step === 1
                  ? 'Set your price, add the file buyers will download and, if you like, a cover picture.'
                  : 'Check everything, then publish.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {step === 0 && liveProduct && !conflict ? (
              <div
                role="note"
                data-testid="live-product-note"
                className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
              >
                <p>
                  You already have a live product, “{liveProduct.title}”. Soul Market keeps ONE product per creator: when you
                  publish this one, you can archive “{liveProduct.title}” in the same step.
                </p>
                <Button asChild variant="outline" size="sm" className="mt-3">
                  <Link href={paths.dashboard}>Keep my current product</Link>
                </Button>
              </div>
            ) : null}
            {step === 0 ? <ProductDetailsStep {...stepProps} /> : null}
            {step === 1 ? <ContentPricingStep {...stepProps} /> : null}
            {step === 2 ? <PreviewStep form={form} progress={progress} /> : null}

            {conflict ? (
              <div
                role="alert"
                className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
              >
                <p>{conflict.message}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {conflict.existingProductId !== null ? (
                    <Button
                      type="button"
                      size="sm"
                      disabled={archive.isPending || publish.isPending}
                      onClick={() => archiveAndPublish(conflict.existingProductId!)}
                    >
                      {archive.isPending ? 'Archiving...' : 'Archive it and publish this one'}
                    </Button>
                  ) : null}
                  <Button asChild variant="outline" size="sm">
                    <Link href={paths.dashboard}>Keep my current product</Link>
                  </Button>
                </div>
              </div>
            ) : null}

            <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
              <Button
                type="button"
                variant="outline"
                disabled={step === 0 || publish.isPending}
                onClick={() => setStep((current) => Math.max(current - 1, 0))}
              >
                <ArrowLeft aria-hidden="true" /> Previous
              </Button>
              {step < LAST_STEP ? (
                // Keeping focus in the field on mouse-down stops its blur message from moving this
                // button away between press and release; Next checks every field of the step anyway.
                // Distinct keys: reusing one element would turn the Next click into a submit.
                <Button
                  key="next"
                  type="button"
                  disabled={!canLeaveStep(step, form)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={next}
                >
                  Next <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button key="publish" type="submit" disabled={publish.isPending}>
                  <Upload aria-hidden="true" /> {publish.isPending ? 'Publishing...' : 'Publish'}
                </Button>
              )}
            </div>
          </CardContent>
        </form>
      </Card>
    </div>
  );
}
