import AxeBuilder from '@axe-core/playwright';
import {
  addToCartFromProductPage,
  emailedMessage,
  expect,
  newPerson,
  payWithCard,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';

test('a creator chooses which shop e-mails they get, and hears about a sale with a link to their earnings', async ({
  page,
  browser,
}) => {
  const creator = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const title = `Tide Breath ${creator.lastName.slice(-6)}`;
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'A ten-minute guided breathing practice to follow the tide in and out.',
    price: '14.00',
    tags: 'breathwork, calm',
  });

  // Every kind is on; the creator turns new reviews off, and it stays off after a reload.
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'E-mails' });
  const sales = section.getByRole('switch', { name: 'A new sale of my product' });
  const reviews = section.getByRole('switch', { name: 'A new review of my product' });
  await expect(sales).toBeChecked();
  await expect(reviews).toBeChecked();
  await reviews.click();
  await expect(section.getByRole('status')).toHaveText('“A new review of my product” e-mails are off.');
  await expect(reviews).not.toBeChecked();
  await page.reload();
  await expect(reviews).not.toBeChecked();
  await expect(sales).toBeChecked();
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="email-settings-heading"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // A buyer, in their own browser, pays for the product with the test card.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signUpThroughUi(buyer, newPerson());
  await expect(buyer.getByTestId('user-menu')).toBeVisible();
  // A buyer who lists nothing has no shop e-mails to choose.
  await buyer.goto('/account');
  await expect(buyer.getByRole('heading', { name: 'Privacy' })).toBeVisible();
  await expect(buyer.getByRole('switch', { name: 'A new version of a product I own' })).toBeChecked();
  await expect(buyer.getByRole('heading', { name: 'About your shop' })).toHaveCount(0);
  await buyer.goto(`/product/${product.id}`);
  await addToCartFromProductPage(buyer);
  await buyer.goto('/cart');
  await buyer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(buyer.getByTestId('checkout-total')).toHaveText('$14.00');
  await payWithCard(buyer, '4242 4242 4242 4242');
  await expect(buyer).toHaveURL(/\/success\?payment_intent=pi_test_/);
  await buyerContext.close();

  // The sale's e-mail reaches the creator through the outbox, and its link opens their earnings.
  const message = await emailedMessage(creator.email, `Someone bought “${title}” for $14.00.`);
  expect(message).toContain('After fees you earned $');
  const link = message.match(/https?:\/\/[^/\s]+(\/earnings)\b/)?.[1];
  expect(link).toBe('/earnings');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
});
