import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, publishAndSell, signUpThroughUi, test } from './fixtures';

async function expectNoSeriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a new buyer is welcomed by the four-step dialog, and "Maybe Later" closes it for good', async ({ page }) => {
  await signUpThroughUi(page, undefined, { welcome: true });
  const dialog = page.getByRole('dialog', { name: 'Welcome to Soul Market' });
  // Sign-up, the home page and the dialog's code first.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  // Focus starts inside the dialog, on the step's own button.
  await expect(dialog.getByRole('button', { name: 'Begin' })).toBeFocused();
  await expectNoSeriousViolations(page, '[data-testid="customer-onboarding"]');

  await dialog.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('dialog', { name: 'Discover featured products' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip Step' }).click();
  const budget = page.getByRole('dialog', { name: 'Gentle on your budget' });
  await expect(budget.getByText('Step 3 of 4')).toBeVisible();
  await budget.getByRole('button', { name: 'Browse Under $20' }).click();
  // The step leads to the home page narrowed to products under $20, and the dialog moves on.
  await expect(page).toHaveURL(/\/\?filter=under-20$/);
  const journal = page.getByRole('dialog', { name: 'Keep a Silver Linings Journal' });
  await expect(journal.getByText('Step 4 of 4')).toBeVisible();

  await journal.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Under $20' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Discover Tools/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the welcome dialog works on a phone and closes on Escape', async ({ page }) => {
  await signUpThroughUi(page, undefined, { welcome: true });
  await page.setViewportSize({ width: 375, height: 700 });
  const dialog = page.getByRole('dialog', { name: 'Welcome to Soul Market' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Discover Tools/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a creator is guided, closes the guide, and "Creator Guide" reopens it where they were', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await page.goto('/dashboard');
  const guide = page.getByRole('region', { name: 'Creator Guide' });
  // The dashboard's code and the guide's progress first.
  await expect(guide).toBeVisible({ timeout: 15_000 });
  await expect(guide.getByText('Step 1 of 7')).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Welcome, creator' })).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid="creator-guide"]');

  await guide.getByRole('button', { name: 'Done' }).click();
  await expect(guide.getByText('Step 2 of 7')).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/creator-dashboard');

  // Minimised for this page only.
  await guide.getByRole('button', { name: 'Minimise the Creator Guide' }).click();
  await expect(guide).toHaveCount(0);
  await page.getByRole('button', { name: 'Creator Guide' }).click();
  await expect(guide.getByText('Step 2 of 7')).toBeVisible();

  await guide.getByRole('button', { name: 'Close the Creator Guide' }).click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  const reopen = page.getByRole('button', { name: 'Creator Guide' });
  await expect(reopen).toBeVisible({ timeout: 15_000 });
  await expect(guide).toHaveCount(0);
  await expectNoSeriousViolations(page, 'main');

  // The guide floats over the other creator pages too, remembered by the server.
  await page.goto('/upload');
  await expect(reopen).toBeVisible({ timeout: 15_000 });
  await reopen.click();
  await expect(guide.getByText('Step 2 of 7')).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Your creator home' })).toBeVisible();
});

test('the guide follows real progress and waits as its button where it would sit over the work', async ({ page, browser }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const guide = page.getByRole('region', { name: 'Creator Guide' });
  const guideButton = page.getByRole('button', { name: 'Creator Guide' });

  // On the upload form it waits as its button: the wizard's own buttons stay free to press.
  await page.goto('/upload');
  await expect(guideButton).toBeVisible({ timeout: 15_000 });
  await expect(guide).toHaveCount(0);
  await page.getByLabel('Title').fill('Evening Stillness');
  await page.getByLabel('Description').fill('A short practice for the end of the day.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Previous' }).click({ trial: true });

  // On a phone, the dashboard too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await expect(guideButton).toBeVisible({ timeout: 15_000 });
  await expect(guide).toHaveCount(0);

  // A creator who has published and sold is past every step: never "Step 1 of 7: Welcome".
  await page.setViewportSize({ width: 1280, height: 800 });
  const { buyer } = await publishAndSell(page, browser, {
    title: 'Evening Stillness',
    description: 'A short practice for the end of the day.',
    price: '12.00',
    tags: 'evening, calm',
  });
  await buyer.close();
  await page.goto('/dashboard');
  await expect(guideButton).toBeVisible({ timeout: 15_000 });
  await expect(guide).toHaveCount(0);
  await guideButton.click();
  await expect(guide.getByText('Step 7 of 7')).toBeVisible();
  await expect(guide.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});
