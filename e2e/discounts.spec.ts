import type { Browser, Page } from '@playwright/test';
import { expect, newPerson, payWithCard, signUpThroughApi, signUpThroughUi, test, uploadProductThroughApi } from './fixtures';

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A signed-in creator (through the sign-up form) with a one-time product of their own at `price`. */
async function creatorWithProduct(page: Page, price: string) {
  await signUpThroughUi(page);
  const title = `Gratitude Workbook ${suffix()}`;
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'Thirty pages of prompts to notice what went well each day.',
    price,
    tags: 'gratitude, journal',
  });
  await page.goto('/dashboard?tab=pricing');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return { title, productId: product.id };
}

/** The creator makes a code on the dashboard's Pricing tab. */
async function makeCode(page: Page, title: string, code: { code: string; percent: string; maxUses?: string }) {
  const form = page.getByRole('form', { name: `New discount code for ${title}` });
  await form.getByLabel('Code').fill(code.code);
  await form.getByLabel('Kind').selectOption('percent');
  await form.getByLabel('Percent off').fill(code.percent);
  if (code.maxUses) await form.getByLabel('Limit on uses (optional)').fill(code.maxUses);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Code ${code.code} created`, { exact: true })).toBeVisible();
}

/** A new buyer in a browser context of their own, signed in, on the product's page. */
async function buyerOnProduct(browser: Browser, productId: number) {
  const context = await browser.newContext();
  expect((await signUpThroughApi(context.request, newPerson())).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`/product/${productId}`);
  // Once the buyer's cart and purchases are known, the page offers to add.
  await expect(page.getByRole('button', { name: 'Add to Sacred Collection' })).toBeEnabled();
  return { context, page };
}

test('a creator makes a discount code; a buyer applies it in the cart, pays the lower total by test card and sees the saving', async ({
  page,
  browser,
}) => {
  const { title, productId } = await creatorWithProduct(page, '40.00');
  // Refused before sending: a percentage above 100.
  const form = page.getByRole('form', { name: `New discount code for ${title}` });
  await form.getByLabel('Code').fill('TOOMUCH');
  await form.getByLabel('Percent off').fill('150');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('A percentage is a whole number from 1 to 100')).toBeVisible();
  await makeCode(page, title, { code: 'SPRING25', percent: '25', maxUses: '10' });
  await expect(page.getByRole('list', { name: `Discount codes for ${title}` })).toContainText('25% off, 0 of 10 used');

  const buyer = await buyerOnProduct(browser, productId);
  await buyer.page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(buyer.page.getByText('Product added to cart', { exact: true })).toBeVisible();
  await buyer.page.goto('/cart');
  await expect(buyer.page.getByTestId('cart-total')).toHaveText('$40.00');
  await buyer.page.getByLabel('Discount code', { exact: true }).fill('WRONG');
  await buyer.page.getByRole('button', { name: 'Apply' }).click();
  await expect(buyer.page.getByText('The code WRONG does not apply to anything in your cart.')).toBeVisible();
  await buyer.page.getByLabel('Discount code', { exact: true }).fill('spring25');
  await buyer.page.getByRole('button', { name: 'Apply' }).click();
  await expect(buyer.page.getByText(`Code SPRING25 saves $10.00 on ${title}`)).toBeVisible();
  await expect(buyer.page.getByTestId('cart-saving')).toHaveText('-$10.00');
  await expect(buyer.page.getByTestId('cart-total')).toHaveText('$30.00');

  await buyer.page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(buyer.page.getByTestId('checkout-total')).toHaveText('$30.00');
  await payWithCard(buyer.page, '4242 4242 4242 4242', 'Pay $30.00');
  await expect(buyer.page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(buyer.page.getByTestId('order-total')).toHaveText('$30.00');
  await expect(buyer.page.getByText('Code SPRING25 saved you $10.00')).toBeVisible();
  await buyer.context.close();

  // The creator sees the use counted.
  await page.reload();
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('list', { name: `Discount codes for ${title}` })).toContainText('25% off, 1 of 10 used');
});

test('a 100% code gives the product without a card', async ({ page, browser }) => {
  const { title, productId } = await creatorWithProduct(page, '15.00');
  await makeCode(page, title, { code: 'GIFT100', percent: '100', maxUses: '1' });

  const buyer = await buyerOnProduct(browser, productId);
  await buyer.page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(buyer.page.getByText('Product added to cart', { exact: true })).toBeVisible();
  await buyer.page.goto('/checkout');
  await buyer.page.getByLabel('Discount code', { exact: true }).fill('GIFT100');
  await buyer.page.getByRole('button', { name: 'Apply' }).click();
  await expect(buyer.page.getByTestId('checkout-total')).toHaveText('$0.00');
  await expect(buyer.page.getByText('Nothing to pay: this order is free, so no card is needed.')).toBeVisible();
  await expect(buyer.page.getByLabel('Card number')).toHaveCount(0);
  await buyer.page.getByRole('button', { name: 'Get it free' }).click();
  await expect(buyer.page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(buyer.page.getByTestId('order-total')).toHaveText('$0.00');
  await expect(buyer.page.getByText('Code GIFT100 saved you $15.00')).toBeVisible();
  await buyer.page.goto('/purchases');
  await expect(buyer.page.getByTestId('purchase-card').filter({ hasText: title })).toBeVisible();
  await buyer.context.close();
});

test('pay what you want: the creator sets a minimum; a buyer names a fair price, is refused below the minimum, and pays what they named', async ({
  page,
  browser,
}) => {
  const { title, productId } = await creatorWithProduct(page, '20.00');
  await page.getByLabel('Minimum price (USD)').fill('5');
  await page.getByRole('button', { name: 'Turn on pay what you want' }).click();
  await expect(page.getByText('Buyers now name their price, from $5.00', { exact: true })).toBeVisible();
  await expect(page.getByText('On: buyers name their price, at least $5.00, with $20.00 suggested.')).toBeVisible();

  const buyer = await buyerOnProduct(browser, productId);
  const price = buyer.page.getByLabel('Name a fair price (USD)');
  await expect(price).toHaveValue('20.00');
  await price.fill('3');
  await buyer.page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(buyer.page.getByText('The least you can pay for this product is $5.00')).toBeVisible();
  await price.fill('12.50');
  await buyer.page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(buyer.page.getByText('Product added to cart', { exact: true })).toBeVisible();
  await buyer.page.goto('/checkout');
  await expect(buyer.page.getByTestId('checkout-total')).toHaveText('$12.50');
  await payWithCard(buyer.page, '4242 4242 4242 4242', 'Pay $12.50');
  await expect(buyer.page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(buyer.page.getByTestId('order-total')).toHaveText('$12.50');
  await expect(buyer.page.getByText(title)).toBeVisible();
  await buyer.context.close();
});

test('pay what you want at $0 puts the product in the library without a card', async ({ page, browser }) => {
  const { title, productId } = await creatorWithProduct(page, '9.00');
  await page.getByLabel('Minimum price (USD)').fill('0');
  await page.getByRole('button', { name: 'Turn on pay what you want' }).click();
  await expect(page.getByText('On: buyers name their price, at least $0.00, with $9.00 suggested.')).toBeVisible();

  const buyer = await buyerOnProduct(browser, productId);
  await buyer.page.getByLabel('Name a fair price (USD)').fill('0');
  await buyer.page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(buyer.page.getByText('Product added to cart', { exact: true })).toBeVisible();
  await buyer.page.goto('/checkout');
  await expect(buyer.page.getByTestId('checkout-total')).toHaveText('$0.00');
  await buyer.page.getByRole('button', { name: 'Get it free' }).click();
  await expect(buyer.page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await buyer.page.goto('/purchases');
  await expect(buyer.page.getByTestId('purchase-card').filter({ hasText: title })).toBeVisible();
  await buyer.context.close();
});
