import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { ProfileSettings } from '../../features/account/components/profile-settings';
import DashboardPage from '../../features/creator/pages/dashboard-page';
import { toSocialProductInfo } from '../../features/social/product-info';
import { SoulEvolutionSlot } from '../../features/soul-evolution/components/soul-evolution-slot';

// Loaded when the marketing tab first opens, so the dashboard's own chunk stays small.
const MarketingGenerator = lazy(() =>
  import('../../features/social/components/marketing-generator').then((module) => ({ default: module.MarketingGenerator })),
);

/**
 * The creator dashboard with the marketing generator in its marketing tab, the account's profile settings in
 * its Settings tab and the Soul Evolution card: the route composes the features.
 */
export default function DashboardRoute() {
  return (
    <DashboardPage
      soulEvolution={<SoulEvolutionSlot />}
      renderProfileSettings={(user) => <ProfileSettings user={user} />}
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
