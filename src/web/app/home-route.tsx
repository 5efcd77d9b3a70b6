import { lazy } from 'react';
import { useSearch } from 'wouter';
import { hasProductFilters } from '../../contract/catalog-view';
import { useAuth } from '../lib/auth';
import { PageLoading } from '../components/page-loading';
import { ContinueListening } from '../features/purchases/components/continue-listening';
import { CustomerOnboarding } from '../features/onboarding/components/customer-onboarding';
import { SoulEvolutionSlot } from '../features/soul-evolution/components/soul-evolution-slot';

const loadLandingPage = () => import('./routes/landing-route');
const LandingPage = lazy(loadLandingPage);
const DiscoverPage = lazy(() => import('./routes/discover-route'));

/**
 * "/": signed-out visitors get the landing page unless they searched or picked a category; everyone else
 * discovers, with their unfinished tracks and the compact Soul Evolution card under the hero when signed in, and a
 * signed-in user new to the site is welcomed by the onboarding dialog.
 */
export default function HomeRoute() {
  const search = useSearch();
  const { user, isLoading } = useAuth();
  const discover = (
    <>
      <DiscoverPage
        forYou={
          <>
            <ContinueListening />
            <SoulEvolutionSlot />
          </>
        }
      />
      {user && <CustomerOnboarding userId={user.id} />}
    </>
  );
  if (hasProductFilters(search)) return discover;
  if (isLoading) {
    // Most first visits are signed out: fetch the landing page while the sign-in check is still on its way.
    void loadLandingPage();
    return <PageLoading />;
  }
  return user ? discover : <LandingPage />;
}
