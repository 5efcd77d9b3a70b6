import type { Page } from '@playwright/test';
import { buyWithTestCard, expect, publishTrack, signInAsAdmin, test } from './fixtures';

// These journeys need the service worker that the others run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_CACHE = 'soul-market-offline-v1';

/** The kept track's address in the device's cache, or false when nothing is kept. */
const keptCopies = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return false;
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).filter((path) => path.endsWith('/stream'));
  }, OFFLINE_CACHE);

/** My Purchases, once the service worker controls it (a moment after the first load). */
async function openPurchasesWithWorker(page: Page) {
  await page.goto('/purchases');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Keeps the track on this device from its card, and waits until the card says so. */
async function keepOffline(page: Page, title: string) {
  const card = page.getByTestId('purchase-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Keep ${title} on this device to listen offline` }).click();
  await expect(card.getByTestId('kept-offline')).toHaveText('On this device: plays offline');
  return card;
}

test('the app can be installed, and a buyer keeps a track to listen with no network; signing out removes it', async ({
  page,
  context,
}) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ name: 'Soul Market', display: 'standalone', start_url: '/' });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const { product, title } = await publishTrack(page.context().browser()!, 'Offline Body Scan', 40);
  await buyWithTestCard(page.request, product.id);
  await openPurchasesWithWorker(page);
  await keepOffline(page, title);
  expect(await keptCopies(page)).toEqual([`/api/purchases/${product.id}/stream`]);

  // No network: My Purchases opens from the device, and another page leads there.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByRole('heading', { name: 'Your Sacred Collection' })).toBeVisible();
  const card = page.getByTestId('purchase-card').filter({ hasText: title });
  await expect(card.getByTestId('kept-offline')).toBeVisible();

  // And the kept track plays, seeking included.
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const audio = page.getByTestId('player-audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await page
    .getByRole('region', { name: 'Player' })
    .getByRole('button', { name: /Forward 15 seconds/i })
    .click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(15);
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();

  // Signing out on this device removes what was kept.
  await context.setOffline(false);
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await keptCopies(page)).toBe(false);
});

test('a refunded track is removed from the device the next time My Purchases opens', async ({ page, browser }) => {
  const { product, title } = await publishTrack(browser, 'Refunded Breathwork', 20);
  await buyWithTestCard(page.request, product.id);
  await openPurchasesWithWorker(page);
  await keepOffline(page, title);

  // Kept means delivered: the refund waits for an admin, who approves it.
  const asked = await page.request.post('/api/support', {
    data: { type: 'refund', priority: 'medium', message: 'It is not what I expected, sorry.', productId: product.id },
  });
  expect(((await asked.json()) as { refundStatus: string }).refundStatus).toBe('pending');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const queue = (await (await admin.request.get('/api/admin/refunds?status=pending')).json()) as {
    id: number;
    product: { id: number };
  }[];
  const refund = queue.find((item) => item.product.id === product.id)!;
  expect((await admin.request.post(`/api/admin/refunds/${refund.id}`, { data: { decision: 'approve' } })).ok()).toBe(true);
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('purchase-card').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(() => keptCopies(page)).toBe(false);
});
