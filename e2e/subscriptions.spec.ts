import AxeBuilder from '@axe-core/playwright';
import {
  addToCartFromProductPage,
  buyWithTestCard,
  emailedLink,
  emailedMessage,
  expect,
  expectNoSeriousAxeViolations,
  newPerson,
  payWithCard,
  signUpThroughApi,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';

test('a buyer subscribes with a free trial, sees when it renews, cancels and keeps access until the period ends', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Guided ${word} Series`;
  const creator = await playwright.request.newContext({ baseURL });
  expect((await signUpThroughApi(creator, newPerson())).ok()).toBe(true);
  const { product } = await uploadProductThroughApi(creator, {
    title,
    description: 'A guided breathing series, a new session every week for the month.',
    price: '9.00',
    tags: 'breath, series',
    isSubscription: 'true',
    subscriptionInterval: 'month',
    trialDays: '7',
  });

  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`/product/${product.id}`);
  const priceCard = page.getByRole('complementary', { name: 'Price and purchase' });
  await expect(priceCard.getByText('$9.00 / month', { exact: true })).toBeVisible();
  await expect(priceCard.getByText('7-day free trial', { exact: true })).toBeVisible();
  await addToCartFromProductPage(page);

  await page.goto('/cart');
  await expect(page.getByText('$9.00 / month', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // Nothing is charged today during the trial.
  await expect(page.getByText('Due today', { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$0.00');
  await payWithCard(page, '4242 4242 4242 4242', 'Start free trial');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/purchases');
  const card = page.getByTestId('subscription-card').filter({ hasText: title });
  await expect(card.getByTestId('subscription-state')).toContainText('Renews on');
  await expect(card.getByTestId('subscription-state')).toContainText('Trial ends on');

  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You keep access until');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('subscription-state')).toHaveText(/^Access until /);
  await expect(card.getByRole('button', { name: `Download ${title}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the reminder before a trial ends cancels the subscription in one click from the e-mail, without signing in', async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  // The reminder job runs each minute and the e-mail job each minute after it.
  test.setTimeout(240_000);
  const word = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Morning ${word} Practice`;
  const creator = await playwright.request.newContext({ baseURL });
  expect((await signUpThroughApi(creator, newPerson())).ok()).toBe(true);
  const { product } = await uploadProductThroughApi(creator, {
    title,
    description: 'A short morning practice for each day of the week, renewed every month.',
    price: '7.00',
    tags: 'morning, practice',
    isSubscription: 'true',
    subscriptionInterval: 'month',
    trialDays: '2',
  });
  // The buyer subscribes in the browser's cookie jar: a two-day trial is inside the reminder's three days.
  const buyer = newPerson();
  await buyWithTestCard(page.request, product.id, buyer);

  // The link is opened as from the mailbox, in a browser that is not signed in.
  const link = await emailedLink(buyer.email, '/cancel-subscription', { timeout: 200_000 });
  const reminder = await emailedMessage(buyer.email, '/cancel-subscription');
  expect(reminder).toContain(`Your free trial of “${title}” ends on`);
  expect(reminder).toContain('$7.00 / month');
  const mailbox = await browser.newContext();
  const fromMail = await mailbox.newPage();
  await fromMail.goto(link);
  await expect(fromMail.getByRole('heading', { name: 'Subscription cancelled' })).toBeVisible();
  await expect(fromMail.getByRole('status')).toContainText(`Your subscription to “${title}” is cancelled`);
  await expect(fromMail.getByRole('status')).toContainText('you keep access until');
  await expectNoSeriousAxeViolations(fromMail);
  // A second click says so, and changes nothing.
  await fromMail.reload();
  await expect(fromMail.getByRole('heading', { name: 'Already cancelled' })).toBeVisible();
  await mailbox.close();

  await page.goto('/purchases');
  const card = page.getByTestId('subscription-card').filter({ hasText: title });
  await expect(card.getByTestId('subscription-state')).toHaveText(/^Access until /);
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
