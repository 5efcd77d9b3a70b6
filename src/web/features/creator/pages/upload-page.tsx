import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { ContentPricingStep } from '../components/content-pricing-step';
import { LiveProductNote } from '../components/live-product-note';
import { OneProductConflict } from '../components/one-product-conflict';
import { PreviewStep } from '../components/preview-step';
import { ProductDetailsStep } from '../components/product-details-step';
import { WizardNavigation } from '../components/wizard-navigation';
import { WizardSteps } from '../components/wizard-steps';
import { LAST_STEP, useUploadWizard } from '../hooks/use-upload-wizard';
import { canLeaveStep, WIZARD_STEPS } from '../upload-form';

/** What each of WIZARD_STEPS asks for. */
const STEP_DESCRIPTIONS: readonly string[] = [
  'Tell buyers what you made and who it serves.',
  'Set your price, add the file buyers will download and, if you like, a cover picture.',
  'Check everything, then publish.',
];

/** The three-step upload wizard; its state and steps live in useUploadWizard. */
export default function UploadPage() {
  useDocumentTitle('Upload a product');
  const { isAuthenticated, isLoading } = useRequireSignIn();
  const wizard = useUploadWizard({ enabled: isAuthenticated });

  if (isLoading || !isAuthenticated) return <PageLoading />;

  const { step, form, errors, conflict } = wizard;
  const stepProps = { form, errors, onChange: wizard.change, onBlur: wizard.touch };

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
        <form onSubmit={wizard.submit} noValidate>
          <CardHeader>
            <CardTitle ref={wizard.stepHeading} tabIndex={-1} className="text-xl focus-visible:outline-none">
              Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
            </CardTitle>
            <CardDescription>{STEP_DESCRIPTIONS[step]}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {step === 0 && wizard.liveProduct && !conflict ? <LiveProductNote title={wizard.liveProduct.title} /> : null}
            {step === 0 ? <ProductDetailsStep {...stepProps} /> : null}
            {step === 1 ? <ContentPricingStep {...stepProps} /> : null}
            {step === 2 ? <PreviewStep form={form} progress={wizard.progress} /> : null}

            {conflict ? (
              <OneProductConflict
                conflict={conflict}
                archiving={wizard.archiving}
                busy={wizard.archiving || wizard.publishing}
                onArchive={wizard.archiveAndPublish}
              />
            ) : null}

            <WizardNavigation
              isFirst={step === 0}
              isLast={step === LAST_STEP}
              canGoNext={canLeaveStep(step, form)}
              publishing={wizard.publishing}
              onPrevious={wizard.previous}
              onNext={wizard.next}
            />
          </CardContent>
        </form>
      </Card>
    </div>
  );
}
