import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { formatMegabytes } from '../../../lib/format';
import { ACCEPTED_FILE_EXTENSIONS } from '../../../../contract/uploads';
import type { CreatorProduct } from '../../../../contract/creator';
import { PDF_SAMPLE_MAX_BYTES, PREVIEW_EXTENSIONS, pdfGetsMadeSample, SAMPLE_PAGES } from '../../../../contract/previews';
import { CoverImageField } from './cover-image-field';
import { PriceGuidance } from './price-guidance';
import type { StepProps } from './product-details-step';
import { Field, fieldAria } from '../../../components/ui/field';

const ACCEPT = ACCEPTED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const PREVIEW_ACCEPT = PREVIEW_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const FILE_INPUT_CLASS =
  'h-auto cursor-pointer py-2 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground';

/**
 * Editing a listing (not the wizard): the product keeps its file unless a new one is chosen, and stays
 * a one-off or a subscription as it was sold.
 */
export interface ExistingProduct {
  fileName: string;
  fileSize: number;
  preview: CreatorProduct['preview'];
}

const isPdf = (name: string) => name.toLowerCase().endsWith('.pdf');

/**
 * A PDF too large for the server to make a sample of (decision 052), with no preview of the creator's own chosen or
 * stored: the creator is told that visitors will have nothing to read unless they add one.
 */
function needsOwnSample(form: StepProps['form'], existing: ExistingProduct | undefined): boolean {
  if (form.preview) return false;
  if (form.file) return isPdf(form.file.name) && !pdfGetsMadeSample(form.file.size);
  return existing !== undefined && existing.preview === null && isPdf(existing.fileName) && !pdfGetsMadeSample(existing.fileSize);
}

const previewNow = (preview: CreatorProduct['preview']) =>
  preview === null
    ? 'Now: no preview. '
    : `Now: ${preview.own ? 'your own' : 'the one made from your file'} (${preview.kind === 'audio' ? 'audio' : 'PDF'}). Choose a file only to replace it. `;

export function ContentPricingStep({ form, errors, onChange, onBlur, existing }: StepProps & { existing?: ExistingProduct }) {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="price" label="Price (USD)" error={errors.price}>
          <Input
            {...fieldAria('price', errors.price)}
            inputMode="decimal"
            placeholder="25.00"
            value={form.price}
            onChange={(e) => onChange('price', e.target.value)}
            onBlur={() => onBlur('price')}
          />
        </Field>
        <PriceGuidance />
      </div>

      <Field
        id="file"
        label="Product file"
        error={errors.file}
        hint={`${existing ? `Now: ${existing.fileName}. Choose a file only to replace it. ` : ''}Accepted types: ${ACCEPTED_FILE_EXTENSIONS.join(', ')}. Maximum size: 100MB.`}
      >
        <Input
          {...fieldAria('file', errors.file, true)}
          type="file"
          accept={ACCEPT}
          className={FILE_INPUT_CLASS}
          onChange={(e) => onChange('file', e.target.files?.[0] ?? null)}
        />
      </Field>
      {form.file ? (
        <p className="text-sm text-muted-foreground" data-testid="chosen-file">
          {form.file.name} ({formatMegabytes(form.file.size)})
        </p>
      ) : null}

      <Field
        id="preview"
        label="Preview (optional)"
        error={errors.preview}
        hint={`${existing ? previewNow(existing.preview) : ''}An mp3 or PDF anyone can hear or read before buying. Without one, an mp3 product gets its first minute and a PDF up to ${formatMegabytes(PDF_SAMPLE_MAX_BYTES)} its first ${SAMPLE_PAGES} pages.`}
      >
        <Input
          {...fieldAria('preview', errors.preview, true)}
          type="file"
          accept={PREVIEW_ACCEPT}
          className={FILE_INPUT_CLASS}
          onChange={(e) => onChange('preview', e.target.files?.[0] ?? null)}
        />
      </Field>

      {needsOwnSample(form, existing) ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-900/60 dark:text-amber-100"
          data-testid="large-pdf-sample"
        >
          This PDF is larger than {formatMegabytes(PDF_SAMPLE_MAX_BYTES)}, so no sample is made of it: visitors will have nothing
          to read before buying unless you add a sample file of your own above (a PDF of a few pages).
        </p>
      ) : null}

      <CoverImageField
        id="image"
        label="Cover image (optional)"
        file={form.image}
        error={errors.image}
        onChange={(image) => onChange('image', image)}
      />

      <div className="space-y-4 rounded-lg border p-4">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor="isSubscription">Subscription product</Label>
            <p id="isSubscription-hint" className="text-xs text-muted-foreground">
              Buyers pay every month or year and keep access while subscribed.
            </p>
          </div>
          <Switch
            id="isSubscription"
            aria-describedby="isSubscription-hint"
            checked={form.isSubscription}
            disabled={existing !== undefined}
            onCheckedChange={(checked) => onChange('isSubscription', checked)}
          />
        </div>
        {form.isSubscription ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="subscriptionInterval" label="Billing interval" error={errors.subscriptionInterval}>
              <NativeSelect
                {...fieldAria('subscriptionInterval', errors.subscriptionInterval)}
                value={form.subscriptionInterval}
                onChange={(e) => onChange('subscriptionInterval', e.target.value as typeof form.subscriptionInterval)}
                onBlur={() => onBlur('subscriptionInterval')}
              >
                <option value="">Choose an interval</option>
                <option value="month">Monthly</option>
                <option value="year">Yearly</option>
              </NativeSelect>
            </Field>
            <Field id="trialDays" label="Free trial (days)" error={errors.trialDays} hint="From 0 to 365 days.">
              <Input
                {...fieldAria('trialDays', errors.trialDays, true)}
                type="number"
                min={0}
                max={365}
                step={1}
                value={form.trialDays}
                onChange={(e) => onChange('trialDays', e.target.value)}
                onBlur={() => onBlur('trialDays')}
              />
            </Field>
          </div>
        ) : null}
      </div>
    </div>
  );
}
