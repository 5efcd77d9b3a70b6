import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../../../src/web/features/cart/components/add-to-cart-button';
import { createQueryClient } from '../../../src/web/lib/query-client';
import { redirectToSignIn } from '../../../src/web/lib/sign-in-redirect';
import { forgetWantedProduct, readWantedProduct } from '../../../src/web/lib/wanted-product';
import { type Call, resetBetweenTests, renderWithApp, signedInUser, stubApi } from '../render';

vi.mock('../../../src/web/lib/sign-in-redirect', async (original) => ({
  ...(await original<typeof import('../../../src/web/lib/sign-in-redirect')>()),
  redirectToSignIn: vi.fn(),
}));

const product = { id: 7, title: 'Morning Light Meditation' };
const signInNotice = { title: 'Please sign in', description: 'You need to be signed in to add items to cart' };

/** A signed-in session whose POST /api/cart answers `addAnswer`. */
function api(addAnswer: { status?: number; body?: unknown }, user: unknown = signedInUser) {
  return stubApi(({ method, url }) => {
    if (url === '/api/auth/user')
      return user ? { body: user } : { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } };
    if (method === 'GET' && url === '/api/cart') return { body: [] };
    if (method === 'POST' && url === '/api/cart') return addAnswer;
    return undefined;
  });
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

async function clickAdd() {
  const button = await screen.findByRole('button', { name: 'Add to Cart' });
  // The sign-in check must have answered before the click counts as signed in or out.
  await act(async () => {});
  await userEvent.click(button);
}

resetBetweenTests();
afterEach(() => vi.mocked(redirectToSignIn).mockClear());

describe('add to cart', () => {
  it('is drawn by the server disabled, so a press before the page code runs is not lost, and enabled once hydrated', async () => {
    api({ status: 201, body: { id: 1 } });
    const button = () => (
      <QueryClientProvider client={createQueryClient()}>
        <AddToCartButton product={product} place="card" />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(button());
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, button());
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });

  it('adds, shows Adding while busy and for a second after the click, then says so', async () => {
    const calls = api({ status: 201, body: { id: 1 } });
    renderWithApp(<AddToCartButton product={product} place="card" />);
    await clickAdd();

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Adding...' }).disabled).toBe(true);
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(screen.getByText('Morning Light Meditation has been added to your cart.')).toBeTruthy();
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/cart', body: { productId: 7 } }]);

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(false);
  });

  it("shows the server's sentence when the product is already owned", async () => {
    api({ status: 409, body: { code: 'already_owned', message: 'You already own this product' } });
    renderWithApp(<AddToCartButton product={product} place="card" />);
    await clickAdd();
    expect(await screen.findByText('You already own this product')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('shows the generic notice for any other failure', async () => {
    api({ status: 500, body: { code: 'internal', message: 'Something went wrong' } });
    renderWithApp(<AddToCartButton product={product} place="page" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Sacred Collection' }));
    expect(await screen.findByText('Failed to add product to cart')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('sends a signed-out visitor to sign in with the add-to-cart notice, without calling the cart', async () => {
    const calls = api({ status: 201 }, null);
    renderWithApp(<AddToCartButton product={product} place="card" />);
    await clickAdd();
    expect(redirectToSignIn).toHaveBeenCalledWith(signInNotice);
    expect(posts(calls)).toEqual([]);
  });

  it('remembers the product a signed-out visitor wanted, the last one only, for a sign-up to carry', async () => {
    forgetWantedProduct();
    api({ status: 201 }, null);
    renderWithApp(
      <>
        <AddToCartButton product={{ id: 3, title: 'Earlier wish' }} place="card" />
        <AddToCartButton product={product} place="page" />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(readWantedProduct()).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Sacred Collection' }));
    expect(readWantedProduct()).toBe(7);
    // A day later the wish is no longer what the visitor is signing up for.
    vi.advanceTimersByTime(86_400_001);
    expect(readWantedProduct()).toBeUndefined();
    forgetWantedProduct();
  });

  it('treats a 401 from the cart as signed out: the same notice, no error toast', async () => {
    api({ status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } });
    renderWithApp(<AddToCartButton product={product} place="card" />);
    await clickAdd();
    await vi.waitFor(() => expect(redirectToSignIn).toHaveBeenCalledWith(signInNotice));
    expect(screen.queryByText('Failed to add product to cart')).toBeNull();
  });
});
