import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  newPerson,
  openProductFromSearch,
  signUpFromSignInPage,
  signUpThroughApi,
  signUpThroughUi,
  test,
} from './fixtures';

const PRODUCT = 'Morning Light Meditation';

/** A person whose first name no other journey uses, so the activity feed's "Name S." is theirs alone. */
function distinctPerson() {
  const person = newPerson();
  const letters = person.lastName.slice(-8).replace(/./g, (c) => String.fromCharCode(97 + Number.parseInt(c, 16)));
  return { ...person, firstName: `Wren${letters}` };
}

/** The new account's welcome dialog stays closed, as "Maybe Later" leaves it (see signUpThroughUi). */
async function skipWelcome(page: Page) {
  await page.route('**/api/auth/sign-up/finish', async (route) => {
    const response = await route.fetch();
    if (response.ok()) {
      const { id } = (await response.json()) as { id: number };
      await page.evaluate((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${id}`);
    }
    await route.fulfill({ response });
  });
}

/** The signed-in user of `request` pays for the product with the test card, through the API. */
async function buyThroughApi(request: APIRequestContext, productId: number) {
  expect((await request.post('/api/cart', { data: { productId } })).ok()).toBe(true);
  const intent = (await (
    await request.post('/api/create-payment-intent', { data: { immediateAccessConsent: true } })
  ).json()) as {
    clientSecret: string;
    paymentIntentId: string;
    productIds: number[];
  };
  const paid = await request.post('/api/test-payments/confirm', {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.ok()).toBe(true);
  const confirmed = await request.post('/api/confirm-purchase', {
    data: { paymentIntentId: intent.paymentIntentId, productIds: intent.productIds },
  });
  expect(confirmed.ok()).toBe(true);
}

const feedNames = async (request: APIRequestContext) =>
  ((await (await request.get('/api/activity/recent-purchases')).json()) as { buyerName: string }[]).map((p) => p.buyerName);

test('a signed-out Add to Cart survives sign-up by the e-mailed link: the product is in the new cart', async ({ page }) => {
  const productId = await openProductFromSearch(page, 'morning light', PRODUCT);
  await page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(page.getByText('You need to be signed in to add items to cart', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  const person = newPerson();
  await skipWelcome(page);
  await signUpFromSignInPage(page, person);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();
  // Added once.
  const cart = (await (await page.request.get('/api/cart')).json()) as { productId: number }[];
  expect(cart.map((line) => line.productId)).toEqual([productId]);
});

test('a signed-out Add to Cart followed by signing in to an existing account puts the product in its cart', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  const elsewhere = await browser.newContext();
  expect((await signUpThroughApi(elsewhere.request, person)).ok()).toBe(true);
  await elsewhere.close();

  await openProductFromSearch(page, 'morning light', PRODUCT);
  await page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${PRODUCT} has been added to your cart.`, { exact: true })).toBeVisible();
  // The header's cart count is drawn once the page's code has started, after its first frame.
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
  // Once: a reload adds nothing more.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
});

test('the activity feed shows a buyer only once they turn it on, and never to themselves', async ({ page, browser }) => {
  // The popup shows one purchase every 4 seconds: up to 40 seconds before this one comes round.
  test.setTimeout(120_000);
  const buyer = distinctPerson();
  const shownAs = `${buyer.firstName} ${buyer.lastName[0]}.`;
  await signUpThroughUi(page, buyer);
  const productId = await openProductFromSearch(page, 'morning light', PRODUCT);

  // The setting, on the account page: off for a new account.
  await page.goto('/account');
  const toggle = page.getByRole('switch', { name: 'Show my purchases in the activity feed' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(`"${shownAs} just purchased"`, { exact: false })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="privacy-heading"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await buyThroughApi(page.request, productId);

  // A signed-out visitor in another browser: the purchase of a buyer who has not chosen to appear is not shown.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect.poll(() => feedNames(visitorPage.request), { timeout: 10_000 }).not.toContain(shownAs);

  // The buyer turns it on; it is kept.
  await toggle.click();
  await expect(page.getByText('Your purchases may now be shown.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my purchases in the activity feed' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Now the visitor's popup names them (the shared feed is cached for a few seconds).
  await expect.poll(() => feedNames(visitorPage.request), { timeout: 10_000 }).toContain(shownAs);
  // Signed out, the popup is on the catalogue (the landing page has none).
  await visitorPage.goto('/?search=meditation');
  const popup = visitorPage.getByTestId('social-proof-popup');
  await expect(popup).toContainText(`${shownAs} just purchased`, { timeout: 45_000 });
  await visitorPage.getByRole('button', { name: 'Dismiss recent purchases' }).click();
  await expect(popup).toHaveCount(0);

  // The buyer never sees their own purchase there.
  expect(await feedNames(page.request)).not.toContain(shownAs);
  const ownFeed = page.waitForResponse((response) => response.url().includes('/api/activity/recent-purchases'));
  await page.goto('/');
  expect(((await (await ownFeed).json()) as { buyerName: string }[]).map((p) => p.buyerName)).not.toContain(shownAs);
  await expect(page.getByText(`${shownAs} just purchased`)).toHaveCount(0);

  // Turned off again, the purchase already made disappears for everyone.
  await page.goto('/account');
  await page.getByRole('switch', { name: 'Show my purchases in the activity feed' }).click();
  await expect(page.getByText('Your purchases are no longer shown.', { exact: true })).toBeVisible();
  await expect.poll(() => feedNames(visitorPage.request), { timeout: 10_000 }).not.toContain(shownAs);
  await visitor.close();
});
