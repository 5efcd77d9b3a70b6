import fs from 'node:fs';
import type { Download } from '@playwright/test';
import {
  addToCartFromProductPage,
  emailedMessage,
  expect,
  newPerson,
  payWithCard,
  publishAndSell,
  signInAsAdmin,
  signUpThroughApi,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';

const CONSENT =
  'I want access straight away, and I understand that once I download or stream a product I lose my 14-day right to cancel. The 30-day satisfaction guarantee still applies.';

const readDownload = async (download: Download) => fs.readFileSync((await download.path())!, 'utf8');

test('a buyer ticks the consent box to pay, then finds the payment under Orders with a VAT invoice', async ({
  page,
  browser,
}) => {
  // A creator, in a browser of their own, lists a product (not an e-book: 20% VAT).
  const creatorContext = await browser.newContext();
  const creator = newPerson();
  expect((await signUpThroughApi(creatorContext.request, creator)).ok()).toBe(true);
  const title = `Ocean Breath ${creator.lastName.slice(-6)}`;
  const { product } = await uploadProductThroughApi(creatorContext.request, {
    title,
    description: 'A guided breathing practice that follows the waves, for calm evenings.',
    price: '12.00',
    tags: 'breathwork, calm',
  });
  await creatorContext.close();

  const buyer = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await addToCartFromProductPage(page);
  await page.goto('/checkout');

  // The pre-contract information, and Pay disabled with no card form until the box is ticked.
  const before = page.getByRole('heading', { name: 'Before you pay' });
  await expect(before).toBeVisible();
  await expect(page.getByText(`sold by ${creator.firstName} ${creator.lastName}`, { exact: false })).toBeVisible();
  const box = page.getByRole('checkbox', { name: CONSENT });
  await expect(box).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay $12.00' })).toBeDisabled();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await box.check();
  await expect(page.getByRole('button', { name: 'Pay $12.00' })).toBeEnabled();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?payment_intent=pi_test_/);
  const receiptNumber = (await page.getByTestId('receipt-number').textContent())!;

  // The receipt e-mail confirms the consent.
  const receipt = await emailedMessage(buyer.email, 'you confirmed');
  expect(receipt).toContain(`you confirmed: “${CONSENT}”`);

  // Orders, from the account menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: receiptNumber });
  await expect(order.getByText(title)).toBeVisible();
  await expect(order.getByText('Total paid')).toBeVisible();
  await expect(order.getByText(`Receipt number ${receiptNumber}`)).toBeVisible();

  // The printable invoice: the business, the buyer, the creator, the VAT in the item.
  await order.getByRole('link', { name: /^Invoice/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  const seller = page.getByRole('region', { name: 'Seller' });
  await expect(seller).toContainText('Soul Market Ltd');
  await expect(seller).toContainText('VAT number GB123456789');
  await expect(page.getByRole('region', { name: 'Billed to' })).toContainText(buyer.email);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${creator.firstName} ${creator.lastName}`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('$2.00 (20%)');
  await expect(row.getByRole('cell').nth(3)).toHaveText('$12.00');
  await expect(page.getByText(`you confirmed: “${CONSENT}”`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a creator downloads their sales as CSV from the earnings page', async ({ page, browser }) => {
  const creator = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const title = `Candle Gazing ${creator.lastName.slice(-6)}`;
  const { buyer } = await publishAndSell(page, browser, {
    title,
    description: 'A quiet candle-gazing practice to settle a busy mind before sleep.',
    price: '15.00',
    tags: 'focus, sleep',
  });
  await buyer.close();

  await page.goto('/earnings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download sales (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sales.csv');
  const lines = (await readDownload(download)).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Type,Product,Price paid,Discount code,Platform fee,Processing fee,Earnings,Refund state');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`,sale,${title},15\\.00,,\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2},not refunded$`));
});

test("an admin downloads the ledger of a period, with today's sale in it", async ({ page, browser }) => {
  const creatorContext = await browser.newContext();
  const creator = newPerson();
  expect((await signUpThroughApi(creatorContext.request, creator)).ok()).toBe(true);
  const title = `Ledger Chant ${creator.lastName.slice(-6)}`;
  const creatorPage = await creatorContext.newPage();
  const { buyer } = await publishAndSell(creatorPage, browser, {
    title,
    description: 'A short chant for steady mornings, recorded in one take.',
    price: '9.00',
    tags: 'chant, morning',
  });
  await buyer.close();
  await creatorContext.close();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByLabel('From (UTC day)')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download ledger (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ledger-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readDownload(download);
  expect(text.split('\r\n')[0]).toContain('Date,Type,Line id,Payment reference');
  expect(text).toContain(`,${title},`);
});
