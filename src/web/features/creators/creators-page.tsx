import { HeroPill } from '../../components/hero-pill';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHashTarget } from '../../lib/use-hash-target';
import { CreatorCallToAction } from './components/creator-call-to-action';
import { IntuitiveChoiceWizard } from './components/intuitive-choice-wizard';
import { PlatformComparison } from './components/platform-comparison';
import { SellingFacts } from './components/selling-facts';

/**
 * "/creators", the pitch to creators. The reasons for one product and the sample success stories are the
 * landing page's own sections, passed in by the route (features do not import each other).
 */
export function CreatorsPage({ reasons, successStories }: { reasons: ReactNode; successStories: ReactNode }) {
  useDocumentTitle('For Creators');
  // The footer's "Success stories" link lands on #success-stories.
  useHashTarget();
  return (
    <>
      <section
        aria-labelledby="creators-title"
        className="bg-linear-to-b from-violet-100 via-background to-background dark:from-violet-950/70"
      >
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24">
          <HeroPill>For Creators</HeroPill>
          <h1 id="creators-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Pour your gift into <span className="text-primary">ONE</span> product
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Sell the meditation, healing tool, template or ebook you were born to make. We run the storefront, the payments and
            the downloads; you stay in your creative flow.
          </p>
          <div className="mt-10">
            <CreatorCallToAction />
          </div>
        </div>
      </section>
      <SellingFacts />
      {reasons}
      <PlatformComparison />
      {successStories}
      <section aria-labelledby="wizard-title" className="bg-muted/50 px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="wizard-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Not sure what to make?
        </h2>
        <p className="mx-auto mt-4 mb-10 max-w-2xl text-center text-lg text-muted-foreground">
          Answer three questions and we will suggest the one product that fits your gift.
        </p>
        <IntuitiveChoiceWizard />
      </section>
      <section aria-labelledby="creators-cta-title" className="px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="creators-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to share your ONE sacred product?
        </h2>
        <p className="mx-auto mt-4 mb-8 max-w-2xl text-lg text-muted-foreground">
          Set up takes three short steps: describe it, price it and add the file.
        </p>
        <CreatorCallToAction />
      </section>
    </>
  );
}
