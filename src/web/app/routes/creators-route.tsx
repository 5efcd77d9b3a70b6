import { CreatorsPage } from '../../features/creators/creators-page';
import { BenefitsSection } from '../../features/landing/components/benefits-section';
import { SuccessStoriesSection } from '../../features/landing/components/success-stories-section';

/** The creators page with the landing page's reasons for one product and its sample success stories. */
export default function CreatorsRoute() {
  return <CreatorsPage reasons={<BenefitsSection />} successStories={<SuccessStoriesSection />} />;
}
