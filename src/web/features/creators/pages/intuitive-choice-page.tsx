import { useDocumentTitle } from '../../../lib/use-document-title';
import { IntuitiveChoiceWizard } from '../components/intuitive-choice-wizard';

export default function IntuitiveChoicePage() {
  useDocumentTitle('Find your soul-aligned product');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Find your soul-aligned product</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Three questions about how you like to give. Answer with your heart, and we will suggest the one product to make first.
      </p>
      <IntuitiveChoiceWizard />
    </div>
  );
}
