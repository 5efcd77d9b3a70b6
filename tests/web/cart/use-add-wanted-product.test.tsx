import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddWantedProduct } from '../../../src/web/features/cart/hooks/use-add-wanted-product';
import { forgetWantedProduct, readWantedProduct, rememberWantedProduct } from '../../../src/web/lib/wanted-product';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from '../render';

resetBetweenTests();
afterEach(forgetWantedProduct);

function Header() {
  useAddWantedProduct();
  return null;
}

function api(addAnswer: { status?: number; body?: unknown }, user: unknown = signedInUser) {
  return stubApi(({ method, url }) => {
    if (url === '/api/auth/user')
      return user ? { body: user } : { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } };
    if (method === 'GET' && url === '/api/cart') return { body: [] };
    if (method === 'POST' && url === '/api/cart') return addAnswer;
    return undefined;
  });
}
const adds = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/cart');

describe('the product wanted while signed out, once signed in', () => {
  it('is added once, forgotten, and the buyer is told', async () => {
    rememberWantedProduct(7);
    const calls = api({ status: 201, body: { id: 1, productId: 7, title: 'Morning Light Meditation' } });
    renderWithApp(
      <>
        <Header />
        <Header />
      </>,
    );
    expect(await screen.findByText('Morning Light Meditation has been added to your cart.')).toBeTruthy();
    expect(adds(calls)).toEqual([{ method: 'POST', url: '/api/cart', body: { productId: 7 } }]);
    expect(readWantedProduct()).toBeUndefined();
  });

  it('waits while signed out, and adds nothing without a wish', async () => {
    rememberWantedProduct(7);
    const calls = api({ status: 201 }, null);
    renderWithApp(<Header />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/user')).toBe(true));
    expect(adds(calls)).toEqual([]);
    expect(readWantedProduct()).toBe(7);
  });

  it('says nothing when the product cannot be added (already owned, in the cart, gone)', async () => {
    rememberWantedProduct(7);
    const calls = api({ status: 409, body: { code: 'already_owned', message: 'You already own this product' } });
    renderWithApp(<Header />);
    await waitFor(() => expect(adds(calls)).toHaveLength(1));
    expect(screen.queryByText('You already own this product')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
    expect(readWantedProduct()).toBeUndefined();
  });
});
