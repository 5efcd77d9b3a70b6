import { type ReactNode, useEffect } from 'react';
import { StatsStrip } from '../../components/stats-strip';
import { AiBuiltSection } from './components/ai-built-section';
import { BenefitsSection } from './components/benefits-section';
import { ClosingCta } from './components/closing-cta';
import { HeroSection } from './components/hero-section';
import { SectionHeading } from './components/section-heading';
import { SuccessStoriesSection } from './components/success-stories-section';

/**
 * The page signed-out visitors see at "/". The catalogue's showcases come in from the route, which
 * composes features (features do not import each other).
 */
export function LandingPage({ featuredProducts, categoryGrid }: { featuredProducts: ReactNode; categoryGrid: ReactNode }) {
  useEffect(() => {
    document.title = 'Soul Market: one sacred product per creator';
  }, []);

  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <StatsStrip />
      {featuredProducts}
      <AiBuiltSection />
      <section aria-labelledby="categories-title" className="below-fold-1400 mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="categories-title"
          title="Explore Sacred Categories"
          intro="From frequency music to healing tools, find the one product that speaks to you."
        />
        {categoryGrid}
      </section>
      <SuccessStoriesSection />
      <ClosingCta />
    </>
  );
}
