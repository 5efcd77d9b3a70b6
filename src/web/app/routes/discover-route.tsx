import type { ReactNode } from 'react';
import DiscoverPage from '../../features/catalog/pages/discover-page';
import { addToCartOnCard } from './card-action';

/** The discovery home, its cards offering the cart's add button. */
export default function DiscoverRoute({ forYou }: { forYou?: ReactNode }) {
  return <DiscoverPage forYou={forYou} cardAction={addToCartOnCard} />;
}
