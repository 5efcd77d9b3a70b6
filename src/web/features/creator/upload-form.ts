import { ACCEPTED_COVER_EXTENSIONS, COVER_MAX_BYTES, COVER_MAX_MB } from '../../../contract/product-image';
import { ACCEPTED_FILE_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadFields } from '../../../contract/uploads';
import { PREVIEW_EXTENSIONS } from '../../../contract/previews';
import { fieldErrors } from '../../lib/field-errors';

// The wizard's form state and its client-side checks: the contract's own upload schema plus the file
// rules. The server checks everything again; this only saves a creator from a long refused upload.

export interface UploadForm {
  title: string;
  description: string;
  categoryId: string;
  tags: string;
  price: string;
  file: File | null;
  /** The optional cover picture; without one the server draws the product its own. */
  image: File | null;
  /** The creator's own preview (mp3 or PDF); without one the server makes one of an mp3 or PDF file. */
  preview: File | null;
  isSubscription: boolean;
  subscriptionInterval: '' | 'month' | 'year';
  trialDays: string;
}

export type UploadField = keyof UploadForm;
export type UploadErrors = Partial<Record<UploadField, string>>;

export const emptyUploadForm: UploadForm = {
  title: '',
  description: '',
  categoryId: '',
  tags: '',
  price: '',
  file: null,
  image: null,
  preview: null,
  isSubscription: false,
  subscriptionInterval: '',
  trialDays: '0',
};

export const WIZARD_STEPS = ['Product Details', 'Content & Pricing', 'Preview & Publish'] as const;

/** Which fields each step owns, so Next checks only what the creator has seen. */
export const STEP_FIELDS: readonly (readonly UploadField[])[] = [
  ['title', 'description', 'categoryId', 'tags'],
  ['price', 'file', 'image', 'preview', 'subscriptionInterval', 'trialDays'],
  [],
];

const COVER_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP image for the cover.';

export const FILE_TYPE_MESSAGE = `File type not accepted. Upload one of: ${ACCEPTED_FILE_EXTENSIONS.join(', ')}.`;

/** The spec's rule for enabling Next: the step's required fields are filled (their content is checked on click). */
export function canLeaveStep(step: number, form: UploadForm): boolean {
  if (step === 0) return form.title !== '' && form.description !== '' && form.categoryId !== '';
  // A file the checks already refuse (its type, its size) does not let the creator on.
  if (step === 1) return form.price !== '' && fileError(form.file) === undefined;
  return false;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function fileError(file: File | null): string | undefined {
  if (!file) return UPLOAD_MESSAGES.file;
  if (!(ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return FILE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** The client's check of a chosen cover (the server checks the content too). */
export function coverError(image: File | null): string | undefined {
  if (!image) return undefined;
  if (!(ACCEPTED_COVER_EXTENSIONS as readonly string[]).includes(fileExtension(image.name))) return COVER_TYPE_MESSAGE;
  if (image.size > COVER_MAX_BYTES) return `Cover image is larger than the ${COVER_MAX_MB} MB limit`;
  return undefined;
}

export const PREVIEW_TYPE_MESSAGE = `Choose an ${PREVIEW_EXTENSIONS.join(' or ')} file for the preview.`;

/** The client's check of a chosen preview (the server checks its content as a product file's). */
export function previewError(preview: File | null): string | undefined {
  if (!preview) return undefined;
  if (!(PREVIEW_EXTENSIONS as readonly string[]).includes(fileExtension(preview.name))) return PREVIEW_TYPE_MESSAGE;
  if (preview.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** The text fields exactly as they go into the multipart body. */
export function uploadTextFields(form: UploadForm): Record<string, string> {
  return {
    title: form.title,
    description: form.description,
    price: form.price.trim(),
    categoryId: form.categoryId,
    tags: form.tags,
    isSubscription: String(form.isSubscription),
    ...(form.isSubscription ? { subscriptionInterval: form.subscriptionInterval, trialDays: form.trialDays.trim() } : {}),
  };
}

/** The first message for each of `fields`, from the contract's schema (and the file rules). */
export function validateFields(fields: readonly UploadField[], form: UploadForm): UploadErrors {
  const errors: UploadErrors = {};
  const schemaErrors: Partial<Record<string, string>> = fieldErrors(uploadFields, uploadTextFields(form));
  for (const field of fields) if (schemaErrors[field]) errors[field] = schemaErrors[field];
  // The schema's cross-field rule runs only when every field parses, so ask it directly too.
  if (fields.includes('subscriptionInterval') && form.isSubscription && form.subscriptionInterval === '') {
    errors.subscriptionInterval = UPLOAD_MESSAGES.subscriptionInterval;
  }
  if (fields.includes('file')) {
    const message = fileError(form.file);
    if (message) errors.file = message;
  }
  if (fields.includes('preview')) {
    const message = previewError(form.preview);
    if (message) errors.preview = message;
  }
  if (fields.includes('image')) {
    const message = coverError(form.image);
    if (message) errors.image = message;
  }
  return errors;
}

export const validateField = (field: UploadField, form: UploadForm) => validateFields([field], form)[field];
