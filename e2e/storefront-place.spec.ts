import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { consentToImmediateAccess, expect, newPerson, payWithCard, signUpThroughApi, test } from './fixtures';

// The storefront keeps its place and tells the truth: new pages open at their top (Back keeps the grid's
// place), unknown paths answer 404, cards say what the product page says, and checkout speaks plainly.

const PHONE = { width: 375, height: 667 };

/** Signs a fresh person up in the page's own cookie jar; the onboarding dialog stays closed. */
async function signUp(page: Page) {
  const answer = await signUpThroughApi(page.request, newPerson());
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  await page.addInitScript((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${id}`);
}

async function productIdByTitle(request: APIRequestContext, title: string): Promise<number> {
  const list = (await (await request.get(`/api/products?search=${encodeURIComponent(title)}`)).json()) as {
    id: number;
    title: string;
  }[];
  return list.find((product) => product.title === title)!.id;
}

/** Buys the product with the test card through the API, in the cookie jar of `request` (already signed in). */
async function buy(request: APIRequestContext, productId: number) {
  expect((await request.post('/api/cart', { data: { productId } })).ok()).toBe(true);
  const intent = (await (
    await request.post('/api/create-payment-intent', { data: { immediateAccessConsent: true } })
  ).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const card = { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
  expect((await request.post('/api/test-payments/confirm', { data: card })).ok()).toBe(true);
  expect((await request.post('/api/confirm-purchase', { data: { paymentIntentId: intent.paymentIntentId } })).ok()).toBe(true);
}

const cardOf = (page: Page, title: string): Locator =>
  page.locator('#products article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', PHONE],
] as const) {
  test(`on a ${device}, a product opened from low in the grid opens at its top; Back returns to the same place`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?filter=featured');
    const cards = page.locator('#products article');
    await expect(cards.nth(11)).toBeVisible();
    const last = cards.last();
    const title = (await last.getByRole('heading').textContent())!;
    await last.scrollIntoViewIfNeeded();
    const gridPlace = await scrollY(page);
    expect(gridPlace).toBeGreaterThan(400);

    await last.getByRole('link', { name: title, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await expect(heading).toBeInViewport({ ratio: 1 });
    const price = page.getByRole('complementary', { name: 'Price and purchase' });
    await expect(price.getByTestId('product-price')).toBeInViewport({ ratio: 1 });
    await expect(price.getByRole('button', { name: 'Add to Sacred Collection' })).toBeInViewport({ ratio: 1 });

    await page.goBack();
    await expect(cards.last()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(gridPlace);
  });
}

test('an unknown path answers 404 with the not-found screen, and so does a product that does not exist', async ({ page }) => {
  const unknown = await page.goto('/no-such-page');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const missing = await page.goto('/product/99999999');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();

  expect((await page.goto('/cart'))!.status()).toBe(200);
  expect((await page.goto(`/product/${await productIdByTitle(page.request, 'Morning Light Meditation')}`))!.status()).toBe(200);
});

test('cards match the product page: In cart with the way to the cart, Owned with the download, Add held at Adding for its second', async ({
  page,
}) => {
  await signUp(page);
  const owned = 'Forest Sound Bath Recordings';
  const inCart = 'Breath of Calm: Breathwork Cards';
  const forSale = 'Moon Cycle Ritual Journal';
  await buy(page.request, await productIdByTitle(page.request, owned));
  expect((await page.request.post('/api/cart', { data: { productId: await productIdByTitle(page.request, inCart) } })).ok()).toBe(
    true,
  );

  // Found by a word of each title: the featured grid changes as other journeys sell their own products.
  await page.goto('/?search=forest+breathwork+moon');
  const cartCard = cardOf(page, inCart);
  await expect(cartCard.getByTestId('card-state')).toHaveText('In cart');
  await expect(cartCard.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await expect(cartCard.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  const ownedCard = cardOf(page, owned);
  await expect(ownedCard.getByTestId('card-state')).toHaveText('Owned');
  await expect(ownedCard.getByRole('button', { name: `Download ${owned}` })).toBeEnabled();
  await expect(ownedCard.getByRole('link', { name: 'View in purchases' })).toHaveAttribute('href', '/purchases');
  await expect(ownedCard.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  // Adding: the button stays busy for the spec's second, then the card says "In cart" (no red "Error").
  const saleCard = cardOf(page, forSale);
  const started = Date.now();
  await saleCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(saleCard.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await expect(saleCard.getByTestId('card-state')).toHaveText('In cart');
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  await expect(page.getByText('Added to cart!', { exact: true })).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toHaveCount(0);

  // The product page says the same of each.
  await ownedCard.getByRole('link', { name: owned, exact: true }).click();
  await expect(page.getByTestId('product-state')).toHaveText('In your Sacred Collection');
});

test('on the product page the Adding state lasts its second before the button changes', async ({ page }) => {
  await signUp(page);
  await page.goto(`/product/${await productIdByTitle(page.request, 'Sacred Morning Planner')}`);
  const add = page.getByRole('button', { name: 'Add to Sacred Collection' });
  await expect(add).toBeEnabled();
  const started = Date.now();
  await add.click();
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await expect(page.getByTestId('product-state')).toHaveText('In cart');
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
});

test('the Secure Checkout badge tells the truth of test mode', async ({ page }) => {
  await page.goto(`/product/${await productIdByTitle(page.request, 'Morning Light Meditation')}`);
  const promises = page.getByRole('list', { name: 'Buyer promises' });
  await expect(promises).toContainText('Test mode: card details come to this shop to be checked, and nothing is charged.');
  await expect(page.getByText('go straight to the payment provider')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the card form marks each wrong field before sending; after a decline and a good card, /success opens at "Payment Successful" with no stale failure', async ({
    page,
  }) => {
    await signUp(page);
    const title = 'Evening Wind-Down: Guided Body Scan';
    expect(
      (await page.request.post('/api/cart', { data: { productId: await productIdByTitle(page.request, title) } })).ok(),
    ).toBe(true);
    await page.goto('/checkout');

    // Nothing is sent while a field is wrong; each says what is wrong with it.
    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/test-payments/confirm')) payments.push(request.url());
    });
    await consentToImmediateAccess(page);
    await page.getByLabel('Card number').fill('4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await expect(page.getByLabel('Expiry (MM / YY)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the expiry date.')).toBeVisible();
    await expect(page.getByLabel('CVC')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the security code (CVC).')).toBeVisible();
    expect(payments).toEqual([]);

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/success\?payment_intent=/);
    const heading = page.getByRole('heading', { name: 'Payment Successful' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: `Download ${title}` })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Payment Failed', { exact: true })).toHaveCount(0);
  });

  test('on /purchases the collection is on the first screen, the share card after it', async ({ page }) => {
    await signUp(page);
    const title = 'Loving-Kindness Meditation Handbook';
    await buy(page.request, await productIdByTitle(page.request, title));
    await page.goto('/purchases');
    await expect(page.getByRole('heading', { name: title })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('referral-card')).toBeVisible();
  });

  test('the drawer signs out with "Sign Out"', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: 'Sign Out' })).toBeVisible();
  });
});
