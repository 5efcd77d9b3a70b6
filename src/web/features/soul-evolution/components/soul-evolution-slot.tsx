import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { SoulEvolutionCardLoading } from './soul-evolution-card-loading';

// Its own chunk: the chakras come with the contract's schemas, which the pages it sits on do not load.
const SoulEvolutionCard = lazy(() => import('./soul-evolution-card').then((module) => ({ default: module.SoulEvolutionCard })));

/**
 * The compact Soul Evolution card with its celebrations, for pages that compose it (home, the dashboard):
 * nothing for signed-out visitors; on a page drawn on the server it loads once hydration is over, so its
 * answers cannot change markup React is still matching.
 */
export function SoulEvolutionSlot() {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  if (!isAuthenticated) return null;
  if (!hydrated) return <SoulEvolutionCardLoading />;
  return (
    <Suspense fallback={<SoulEvolutionCardLoading />}>
      <SoulEvolutionCard />
    </Suspense>
  );
}
