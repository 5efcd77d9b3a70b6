import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/contract/catalog';
import { ProductsSection } from '../../src/web/features/catalog/components/products-section';
import { EnhancedReadingProvider } from '../../src/web/lib/bionic';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from './render';

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
};

resetBetweenTests();

// Headings descend one level at a time, so screen-reader users can move through the page by heading.
describe('the products grid under its heading', () => {
  it('titles its cards one level below a results page h1', async () => {
    stubApi(({ url }) => (url === '/api/auth/user' ? { body: signedInUser } : undefined));
    renderWithApp(
      <EnhancedReadingProvider>
        <ProductsSection
          title="Results"
          header={<h1>Results for "stillness"</h1>}
          products={[product]}
          isPending={false}
          isError={false}
          narrowed
        />
      </EnhancedReadingProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Morning Stillness' })).toBeTruthy();
  });

  it('titles its cards h3 under the featured section h2', async () => {
    stubApi(({ url }) => (url === '/api/auth/user' ? { body: signedInUser } : undefined));
    renderWithApp(
      <EnhancedReadingProvider>
        <ProductsSection title="Featured" products={[product]} isPending={false} isError={false} narrowed={false} />
      </EnhancedReadingProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Morning Stillness' })).toBeTruthy();
  });

  it('gives "No products found" the same level as the cards it stands for', async () => {
    stubApi(({ url }) => (url === '/api/auth/user' ? { body: signedInUser } : undefined));
    renderWithApp(
      <EnhancedReadingProvider>
        <ProductsSection title="Results" header={<h1>Results</h1>} products={[]} isPending={false} isError={false} narrowed />
      </EnhancedReadingProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'No products found' })).toBeTruthy();
  });
});
