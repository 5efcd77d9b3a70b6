import type { Browser } from '@playwright/test';
import {
  addToCartFromProductPage,
  expect,
  expectNoSeriousAxeViolations,
  newPerson,
  payWithCard,
  signUpThroughApi,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';

const TITLE = 'Tide Breath Practice';

/** A fresh browser (no cookies, no storage) signed up as a new buyer, its welcome dialog already dismissed. */
async function freshBuyer(browser: Browser) {
  const context = await browser.newContext();
  const answer = await signUpThroughApi(context.request, newPerson());
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  await context.addInitScript((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${id}`);
  return context;
}

test('a creator shares a tagged link and the analytics tab shows where the buyer came from, per source and period', async ({
  page,
  browser,
}) => {
  // Three browsers, a payment and an accessibility scan.
  test.slow();
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const { product } = await uploadProductThroughApi(page.request, {
    title: TITLE,
    description: 'Ten minutes of breathing with the rhythm of the sea.',
    price: '20.00',
    tags: 'breath, calm',
  });

  // Nothing counted yet: the tab says how to get figures and offers the tagged link, with no made-up numbers.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText(/No views in this period yet/)).toBeVisible();
  const shareLink = page.getByLabel(`Link to ${TITLE}`);
  await expect(shareLink).toHaveValue(new RegExp(`/product/${product.id}\\?ref=instagram$`));
  await page.getByLabel('Source tag').fill('Newsletter');
  await expect(shareLink).toHaveValue(new RegExp(`/product/${product.id}\\?ref=newsletter$`));
  const tagged = `/product/${product.id}?ref=instagram`;

  // One visitor only looks, from another browser: from this machine's one address, the same browser twice in a
  // day is one visitor (the cookie-less de-duplication).
  const looker = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const lookerPage = await looker.newPage();
  const looked = lookerPage.waitForResponse((response) => response.url().endsWith('/api/traffic/views'));
  const heartbeat = lookerPage.waitForResponse((response) => response.url().endsWith(`/api/products/${product.id}/views`));
  await lookerPage.goto(tagged);
  await expect(lookerPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect((await looked).status()).toBe(204);
  // Neither the view count nor the "others viewing" heartbeat leaves a cookie: no consent banner is needed.
  expect((await heartbeat).status()).toBe(200);
  expect(await looker.cookies()).toEqual([]);
  await looker.close();

  // Another opens the same link in a fresh browser, adds it to the cart and pays with the test card.
  const buyer = await freshBuyer(browser);
  const buyerPage = await buyer.newPage();
  const viewed = buyerPage.waitForResponse((response) => response.url().endsWith('/api/traffic/views'));
  await buyerPage.goto(tagged);
  await expect(buyerPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await viewed;
  await addToCartFromProductPage(buyerPage);
  // The tag travels with the tab, not the address: the checkout page has none.
  await buyerPage.goto('/checkout');
  await expect(buyerPage.getByTestId('checkout-total')).toHaveText('$20.00');
  await payWithCard(buyerPage, '4242 4242 4242 4242');
  await expect(buyerPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await buyer.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  const table = page.getByRole('table', { name: 'Views, add-to-carts and sales by source' });
  const row = (name: string) =>
    table
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell')
      .allTextContents();
  await expect(table.getByRole('rowheader', { name: 'instagram', exact: true })).toBeVisible();
  // Views, add-to-carts, sales, revenue, view → cart, cart → sale, view → sale.
  expect(await row('instagram')).toEqual(['2', '1', '1', '$20.00', '50.0%', '100.0%', '50.0%']);
  expect(await row('All sources')).toEqual(['2', '1', '1', '$20.00', '50.0%', '100.0%', '50.0%']);
  await expectNoSeriousAxeViolations(page);

  // On a phone each source is a card, readable without a sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByRole('list', { name: 'Sources' }).getByRole('listitem').filter({ hasText: 'instagram' });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await expect(card.getByText('View → sale').locator('..')).toContainText('50.0%');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
