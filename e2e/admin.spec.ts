import crypto from 'node:crypto';
import { ADMIN_EMAIL, expect, newPerson, signUpThroughUi, test } from './fixtures';

test('an admin approves a held product from the queue at phone width, and it appears in the catalogue search', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A creator uploads a product whose promise of quick riches holds it for review.
  const word = `zq${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const title = `Moonlit ${word} Ritual`;
  const creator = await playwright.request.newContext({ baseURL });
  expect((await creator.post('/api/auth/sign-up', { data: newPerson() })).ok()).toBe(true);
  const categories = (await (await creator.get('/api/categories')).json()) as { id: number }[];
  const upload = await creator.post('/api/products', {
    multipart: {
      title,
      description: 'Get rich quick with this abundance ritual for the full moon.',
      price: '15.00',
      categoryId: String(categories[0]?.id),
      tags: 'moon, ritual',
      file: { name: 'ritual.txt', mimeType: 'text/plain', buffer: Buffer.from('Light a candle and breathe.\n'.repeat(20)) },
    },
  });
  expect((await upload.json()).product).toMatchObject({ status: 'pending_review' });
  await creator.dispose();
  await page.goto(`/?search=${word}`);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await signUpThroughUi(page, { ...newPerson(), email: ADMIN_EMAIL });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Admin console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  // The user menu is a wide-screen control; the decision itself is made at phone width.
  await page.setViewportSize({ width: 375, height: 812 });

  const held = page.getByTestId('held-product').filter({ hasText: title });
  await expect(held.getByText('Why it was held')).toBeVisible();
  await expect(held.getByText('ritual.txt')).toBeVisible();
  // Decided from the keyboard: the note, then Tab to the approve button.
  await held.getByLabel(`Note to the creator about “${title}”`).fill('Reviewed by hand: fine to sell.');
  await page.keyboard.press('Tab');
  await expect(held.getByRole('button', { name: 'Approve and publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(held).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-row').first()).toContainText('Approved product');
  await expect(page.getByTestId('audit-row').first()).toContainText('Reviewed by hand: fine to sell.');

  await page.goto(`/?search=${word}`);
  await expect(page.locator('#products').getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('a signed-in non-admin sees the not-allowed screen and no console link', async ({ page }) => {
  await signUpThroughUi(page);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});
