import { lazy } from 'react';
import { useSearch } from 'wouter';
import { hasProductFilters } from '../../contract/catalog-view';
import { useAuth } from '../lib/auth';
import { PageLoading } from '../components/page-loading';

const loadLandingPage = () => import('./routes/landing-route');
const LandingPage = lazy(loadLandingPage);
const DiscoverPage = lazy(() => import('../features/catalog/pages/discover-page'));

/** "/": signed-out visitors get the landing page unless they searched or picked a category; everyone else discovers. */
export default function HomeRoute() {
  const search = useSearch();
  const { isAuthenticated, isLoading } = useAuth();
  if (hasProductFilters(search)) return <DiscoverPage />;
  if (isLoading) {
    // Most first visits are signed out: fetch the landing page while the sign-in check is still on its way.
    void loadLandingPage();
    return <PageLoading />;
  }
  return isAuthenticated ? <DiscoverPage /> : <LandingPage />;
}
