import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { addToCartFromProductPage, expect, openProductFromSearch, payWithCard, signUpThroughUi, test } from './fixtures';

const PRODUCT = 'Morning Light Meditation';

test('a buyer downloads their data, then deletes their account and cannot sign in again', async ({ page }) => {
  const person = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openProductFromSearch(page, 'morning light', PRODUCT);
  await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // Buyers have no creator dashboard: the user menu leads to their account settings.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Your password')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^soul-market-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
  const data = JSON.parse(strFromU8(files['account-data.json']!));
  expect(data.profile).toMatchObject({ email: person.email, firstName: person.firstName, lastName: person.lastName });
  expect(data.purchases).toEqual([expect.objectContaining({ productTitle: PRODUCT, amount: '12.00', status: 'active' })]);

  // A wrong password deletes nothing.
  await page.getByLabel('Your password').fill('not-my-password-7');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('The password is not right')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.getByLabel('Your password').fill(person.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  // The app reloads signed out; the home page is drawn on the server, which a busy machine takes a while for.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is not right');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});
