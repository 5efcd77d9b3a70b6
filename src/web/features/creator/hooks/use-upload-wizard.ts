import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { readRecordId } from '../../../../contract/id-text';
import type { UploadAnswer } from '../../../../contract/uploads';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { type ApiError, errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useCreatorProducts } from '../api/get-creator-products';
import { useUpdateCreatorProduct } from '../api/update-creator-product';
import { useUploadProduct } from '../api/upload-product';
import {
  STEP_FIELDS,
  type UploadErrors,
  type UploadField,
  type UploadForm,
  validateField,
  validateFields,
  WIZARD_STEPS,
} from '../upload-form';
import { usePrefilledUploadForm } from '../use-prefilled-upload-form';

// The spec's display times for the two moderation notices.
const REVIEW_TOAST_MS = 6_000;
const REJECTED_TOAST_MS = 8_000;
export const LAST_STEP = WIZARD_STEPS.length - 1;

export interface OnePublishedConflict {
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

/**
 * The upload wizard's state and steps: the form (prefilled from the URL), its errors, the step shown,
 * the upload's progress, and the one-product rule (the creator's live product, the conflict the server
 * answered and archiving it to publish this one). `enabled` waits for the signed-in creator.
 */
export function useUploadWizard({ enabled }: { enabled: boolean }) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const [form, setForm] = usePrefilledUploadForm();
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [conflict, setConflict] = useState<OnePublishedConflict | null>(null);
  // One published product per creator: say so before the three steps are filled in, not after.
  const liveProduct = useCreatorProducts(enabled).data?.find((product) => product.status === 'published');
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
    // A refusal whose answer could not be read (no error body: a proxy's page, a cut-off answer).
    if (hasErrorCode(error, 'bad_request') && error.serverMessage === undefined) {
      toast({ title: 'Content review required', variant: 'destructive' });
      return;
    }
    toast({
      title: 'Upload failed',
      description: 'There was an error uploading your product. Please try again.',
      variant: 'destructive',
    });
  };

  const change = <F extends UploadField>(field: F, value: UploadForm[F]) => {
    const nextForm = { ...form, [field]: value };
    setForm(nextForm);
    // Once a field shows an error, keep it in step with what the creator types; a chosen file is
    // checked at once (there is nothing half-typed about it).
    if (field in errors || field === 'file' || field === 'image' || field === 'preview')
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
  const previous = () => setStep((current) => Math.max(current - 1, 0));

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

  return {
    step,
    stepHeading,
    form,
    errors,
    progress,
    liveProduct,
    conflict,
    publishing: publish.isPending,
    archiving: archive.isPending,
    change,
    touch,
    next,
    previous,
    submit,
    archiveAndPublish,
  };
}
