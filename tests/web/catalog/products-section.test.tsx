import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/contract/catalog';
import { ProductsSection } from '../../../src/web/features/catalog/components/products-section';
import { EnhancedReadingProvider } from '../../../src/web/lib/bionic';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from '../render';

const product: Product = {
  id: 3,
  title: 'Morning Stillness',
  description: 'Ten quiet minutes to start the day.',
  imageUrl: null,
  imagePlaceholder: null,
  tags: ['calm'],
  price: '12.00',
  fileName: 'morning.mp3',
  fileSize: 1024,
  salesCount: 0,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  categoryId: 1,
  category: { id: 1, name: 'Meditation' },
  creator: { id: 9, firstName: 'Lee', lastName: 'Moss', profileImageUrl: null },
  isSubscription: false,
  subscriptionInterval: null,
  trialDays: 0,
  payWhatYouWant: null,
  preview: null,
};

resetBetweenTests();

/** The section as a signed-in visitor sees it: a results page (with its h1) unless the props say otherwise. */
function renderSection(props: Partial<ComponentProps<typeof ProductsSection>>) {
  stubApi(({ url }) => (url === '/api/auth/user' ? { body: signedInUser } : undefined));
  renderWithApp(
    <EnhancedReadingProvider>
      <ProductsSection
        title="Results"
        header={<h1>Results</h1>}
        products={[product]}
        isPending={false}
        isError={false}
        narrowed
        {...props}
      />
    </EnhancedReadingProvider>,
  );
}
const featured = { title: 'Featured', header: undefined, narrowed: false };

// Headings descend one level at a time, so screen-reader users can move through the page by heading.
describe('the products grid under its heading', () => {
  it('titles its cards one level below a results page h1', async () => {
    renderSection({ header: <h1>Results for "stillness"</h1> });
    expect(await screen.findByRole('heading', { level: 2, name: 'Morning Stillness' })).toBeTruthy();
  });

  it('titles its cards h3 under the featured section h2', async () => {
    renderSection(featured);
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Morning Stillness' })).toBeTruthy();
  });

  it('gives "No products found" the same level as the cards it stands for', async () => {
    renderSection({ products: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No products found' })).toBeTruthy();
  });

  it('says why an empty list is empty when told (a search of stop words only)', async () => {
    renderSection({ products: [], emptyMessage: { title: 'Try a more specific word', text: 'Common words are left out.' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Try a more specific word' })).toBeTruthy();
    expect(screen.getByText('Common words are left out.')).toBeTruthy();
    expect(screen.queryByText('No products found')).toBeNull();
  });
});

// The first cover of a results page is the largest paint on a phone: it loads at once, first among images.
describe('the products grid covers', () => {
  const withCover = (id: number): Product => ({
    ...product,
    id,
    title: `Stillness ${id}`,
    imageUrl: `/api/images/c${id}-640.webp`,
  });
  const coverLoading = () =>
    [...document.querySelectorAll('#products img')].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);

  it('loads the first cover of a results page eagerly and with high priority, the others lazily', async () => {
    renderSection({ products: [withCover(1), withCover(2), withCover(3)] });
    await screen.findByRole('heading', { level: 2, name: 'Stillness 1' });
    expect(coverLoading()).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('loads every cover lazily in a grid below the hero', async () => {
    renderSection({ ...featured, products: [withCover(1), withCover(2)] });
    await screen.findByRole('heading', { level: 3, name: 'Stillness 1' });
    expect(coverLoading()).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
