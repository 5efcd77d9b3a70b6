import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import DashboardPage from '../../features/creator/pages/dashboard-page';
import { toSocialProductInfo } from '../../features/social/product-info';
import { SoulEvolutionSlot } from '../../features/soul-evolution/components/soul-evolution-slot';

// Loaded when the marketing tab first opens, so the dashboard's own chunk stays small.
const MarketingGenerator = lazy(() =>
  import('../../features/social/components/marketing-generator').then((module) => ({ default: module.MarketingGenerator })),
);

/** The creator dashboard with the marketing generator in its marketing tab and the Soul Evolution card: the route composes the features. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      soulEvolution={<SoulEvolutionSlot />}
      renderMarketing={(product) =>
        product ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <MarketingGenerator productInfo={toSocialProductInfo(product)} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
