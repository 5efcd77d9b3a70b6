import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CheckoutPage from '../../../src/web/features/checkout/pages/checkout-page';
import { resetBetweenTests, renderWithApp, signedInUser, stubApi } from '../render';

const product = {
  id: 7,
  title: 'Morning Light Meditation',
  description: 'Ten minutes of light.',
  price: '15.00',
  imageUrl: null,
};
const cartLine = {
  ...product,
  id: 3,
  productId: 7,
  category: 'Meditation Apps',
  seller: 'Ada Lovelace',
  product,
  createdAt: '2026-01-02T03:04:05.000Z',
};
const CONSENT = /I want access straight away/;
// The server's amount differs from the cart's sum on purpose (a line it leaves out): the Pay button must show the server's.
const intent = {
  clientSecret: 'pi_test_1_secret_x',
  paymentIntentId: 'pi_test_1',
  amount: '12.00',
  currency: 'usd',
  productIds: [7],
  provider: 'test',
  publishableKey: null,
};

function api() {
  return stubApi(({ method, url }) => {
    if (url === '/api/auth/user') return { body: signedInUser };
    if (method === 'GET' && url === '/api/cart') return { body: [cartLine] };
    if (method === 'POST' && url === '/api/create-payment-intent') return { body: intent };
    if (method === 'POST' && url === '/api/test-payments/confirm')
      return { status: 402, body: { code: 'card_declined', message: 'Your card was declined.' } };
    return undefined;
  });
}

resetBetweenTests();

describe('checkout', () => {
  it('keeps Pay disabled and opens no payment session until the immediate-access box is ticked', async () => {
    const calls = api();
    renderWithApp(<CheckoutPage />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: CONSENT });
    expect(box.checked).toBe(false);
    expect(screen.getByText(/sold by Ada Lovelace/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $15.00' }).disabled).toBe(true);
    expect(calls.some((call) => call.url === '/api/create-payment-intent')).toBe(false);
  });

  it("opens one payment session with the consent and no amount, and shows the server's amount on Pay", async () => {
    const calls = api();
    renderWithApp(<CheckoutPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
    expect(await screen.findByRole('button', { name: 'Pay $12.00' })).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$15.00');
    expect(calls.filter((call) => call.url === '/api/create-payment-intent')).toEqual([
      { method: 'POST', url: '/api/create-payment-intent', body: { immediateAccessConsent: true } },
    ]);
  });

  it("reports a declined card with the provider's message and records no purchase", async () => {
    const calls = api();
    renderWithApp(<CheckoutPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
    const pay = await screen.findByRole('button', { name: 'Pay $12.00' });
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(pay);

    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/test-payments/confirm')?.body).toEqual({
      clientSecret: 'pi_test_1_secret_x',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 40',
      cvc: '123',
    });
    expect(calls.some((call) => call.url === '/api/confirm-purchase')).toBe(false);
    // The buyer can try another card at once.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $12.00' }).disabled).toBe(false);
  });
});
