import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  addToCartFromProductPage,
  expect,
  openProductFromSearch,
  payWithCard,
  signUpThroughUi,
  test,
  watchForText,
} from './fixtures';

const PRODUCT = 'Morning Light Meditation';

test('a visitor finds a meditation despite a typo, signs up, pays by test card and downloads the very file', async ({ page }) => {
  // Search with a typo from the header: the typo-tolerant search still finds meditations.
  await page.goto('/');
  await page.locator('#header-search').fill('meditaton');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\?search=meditaton/);
  await expect(page.getByRole('heading', { name: 'Results for "meditaton"' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT, exact: true })).toBeVisible();

  // Narrow by category from the category grid.
  await page.getByRole('region', { name: 'Explore Sacred Categories' }).getByRole('link', { name: 'Meditation Apps' }).click();
  await expect(page).toHaveURL(/\?category=11/);
  await expect(page.getByRole('heading', { name: 'Meditation Apps', level: 1 })).toBeVisible();
  const grid = page.locator('#products');
  await expect(grid.getByRole('link', { name: PRODUCT, exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Solfeggio Sleep Journey', exact: true })).toHaveCount(0);

  // The product page, signed out: the rating is honest and download waits for a purchase.
  await grid.getByRole('link', { name: PRODUCT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('button', { name: 'Download (if purchased)' })).toBeDisabled();
  await expect(page.getByText('4.8', { exact: true })).toHaveCount(0);

  const person = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`/product/${productId}`);
  await addToCartFromProductPage(page);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$12.00');
  await payWithCard(page, '4242 4242 4242 4242');

  // The buyer lands on the order the server recorded for this payment.
  await expect(page).toHaveURL(/\/success\?payment_intent=pi_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$12.00');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.goto('/purchases');
  await expect(page.getByRole('heading', { name: 'Your Sacred Collection' })).toBeVisible();
  const card = page.getByTestId('purchase-card').filter({ hasText: PRODUCT });
  await expect(card).toContainText('Lifetime access included');
  await expect(card).toContainText('$12.00');

  const downloadEvent = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download/ }).click();
  const download = await downloadEvent;
  await expect(page.getByText('Your file is being downloaded', { exact: true })).toBeVisible();
  const saved = await fs.readFile(await download.path());

  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as { fileName: string; fileSize: number };
  expect(download.suggestedFilename()).toBe(product.fileName);
  const direct = await page.request.get(`/api/download/${productId}`);
  expect(direct.status()).toBe(200);
  expect(Number(direct.headers()['content-length'])).toBe(product.fileSize);
  expect(saved.length).toBe(product.fileSize);
  expect(saved.equals(await direct.body())).toBe(true);

  // Bought it: the product page now offers the download.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();

  // The activity popup names no buyer who has not chosen to appear, and never buyers their own purchase
  // (cart-and-activity-feed.spec.ts turns the setting on and shows the purchase to another visitor).
  const shownAs = `${person.firstName} ${person.lastName[0]}.`;
  const feed = page.waitForResponse((response) => response.url().includes('/api/activity/recent-purchases'));
  await page.goto('/');
  expect(((await (await feed).json()) as { buyerName: string }[]).map((p) => p.buyerName)).not.toContain(shownAs);
  await expect(page.getByText(`${shownAs} just purchased`)).toHaveCount(0);
});

test('a declined test card shows the provider message and records no purchase', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openProductFromSearch(page, 'Solfeggio Sleep Journey', 'Solfeggio Sleep Journey');
  await addToCartFromProductPage(page);

  await page.goto('/checkout');
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  const purchases = await page.request.get('/api/purchases');
  expect(purchases.status()).toBe(200);
  expect(await purchases.json()).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('signed-out visitors are sent to sign in from the cart button and purchases; a missing product says so', async ({
  page,
}) => {
  await openProductFromSearch(page, 'Solfeggio Sleep Journey', 'Solfeggio Sleep Journey');
  // The notice shows for half a second before the page leaves for sign-in, so watch for it from before the click.
  const cartNotice = await watchForText(page, 'You need to be signed in to add items to cart');
  await page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await cartNotice();

  const purchasesNotice = page.getByText('You are logged out. Logging in again...', { exact: true }).waitFor();
  await page.goto('/purchases');
  await purchasesNotice;
  await expect(page).toHaveURL(/\/sign-in/);

  await page.goto('/product/999999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist.", { exact: true })).toBeVisible();
});

test('the product, cart, checkout and purchases pages have no serious accessibility violations, light or dark', async ({
  page,
}) => {
  // Eight axe runs (four pages, two themes) after a sign-up and a purchase path.
  test.slow();
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const productId = await openProductFromSearch(page, PRODUCT, PRODUCT);
  await addToCartFromProductPage(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const [path, heading] of [
      [`/product/${productId}`, PRODUCT],
      ['/cart', 'Your Cart'],
      ['/checkout', 'Checkout'],
      ['/purchases', 'Your Sacred Collection'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${theme} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
