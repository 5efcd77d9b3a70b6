import CreatorPage from '../../features/catalog/pages/creator-page';
import { addToCartOnCard } from './card-action';

/** A creator's page, its product cards offering the cart's add button as the catalogue's do. */
export default function CreatorRoute() {
  return <CreatorPage cardAction={addToCartOnCard} />;
}
