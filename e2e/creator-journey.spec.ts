import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { buyWithTestCard, expect, signUpThroughUi, test } from './fixtures';

const UPLOAD_MB = 50;

/** A small picture of one colour, as a creator's photo would arrive. */
const picture = (format: 'png' | 'jpeg', red: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: 90, b: 160 } } })
    [format]()
    .toBuffer();

/** The image has arrived and decoded (not a broken or empty frame). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

/** A real text file of about `megabytes` MB: readable lines, so content checks see an ordinary .txt. */
function writeTextFile(file: string, megabytes: number) {
  const line = 'Breathe in for four, hold for four, out for six. Notice the ground beneath you.\n';
  const block = line.repeat(Math.ceil((1024 * 1024) / line.length));
  const out = fs.openSync(file, 'w');
  for (let index = 0; index < megabytes; index += 1) fs.writeSync(out, block);
  fs.closeSync(out);
}

/** Records every value the upload progress bar shows, including ones it shows for a moment. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

test('a creator uploads a 50 MB product, a buyer buys it, and the creator is paid out', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Before any sale: the payout button waits for $20.00.
  await page.goto('/earnings');
  await expect(page.getByTestId('payout-eligibility')).toHaveText('You need $20.00 more to reach the $20.00 minimum payout.');
  await expect(page.getByRole('button', { name: 'Request Payout' })).toBeDisabled();

  await page.goto('/upload-product');
  await expect(page).toHaveURL(/\/upload$/);
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(next).toBeDisabled();
  await expect(previous).toBeDisabled();

  // Step 1: the required-field messages.
  await page.getByLabel('Title').focus();
  await page.getByLabel('Title').blur();
  await expect(page.locator('#title-error')).toHaveText('Title is required');
  await page.getByLabel('Category').focus();
  await page.getByLabel('Category').blur();
  await expect(page.locator('#categoryId-error')).toHaveText('Category is required');
  const title = `Grounding Breath Guide ${creator.lastName}`;
  await page.getByLabel('Title').fill('   ');
  await page.getByLabel('Description').fill('A gentle daily breathing practice to come back to your body.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await expect(page.locator('#categoryId-error')).toHaveCount(0);
  await next.click();
  await expect(page.locator('#title-error')).toHaveText('Title is required');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Tags').fill('breathwork, grounding, calm');
  await next.click();

  // Step 2: price, subscription and file rules.
  await expect(page.getByText('Step 2 of 3: Content & Pricing')).toBeVisible();
  await expect(page.getByText('Quick guides')).toBeVisible();
  await expect(page.getByText('Accepted types: pdf, zip, mp3, mp4, docx, txt, epub. Maximum size: 100MB.')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Price (USD)').fill('0');
  await page
    .getByLabel('Product file')
    .setInputFiles({ name: 'installer.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.locator('#file-error')).toContainText('File type not accepted');
  // A refused file keeps Next off; an accepted one lets the step's other checks speak.
  await expect(next).toBeDisabled();
  await page
    .getByLabel('Product file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Breathe in for four.\n') });
  await expect(page.locator('#file-error')).toHaveCount(0);
  await next.click();
  await expect(page.locator('#price-error')).toHaveText('Price must be a valid positive number');
  await page.getByLabel('Price (USD)').fill('25');
  await expect(page.locator('#price-error')).toHaveCount(0);
  await page.getByLabel('Subscription product').click();
  await page.getByLabel('Free trial (days)').fill('400');
  await next.click();
  await expect(page.locator('#subscriptionInterval-error')).toHaveText(
    'Subscription interval is required for subscription products',
  );
  await expect(page.locator('#trialDays-error')).toHaveText('Trial days must be a whole number from 0 to 365');
  await page.getByLabel('Subscription product').click();

  const bigFile = testInfo.outputPath('breath-guide.txt');
  fs.mkdirSync(path.dirname(bigFile), { recursive: true });
  writeTextFile(bigFile, UPLOAD_MB);
  await page.getByLabel('Product file').setInputFiles(bigFile);
  await expect(page.getByTestId('chosen-file')).toHaveText('breath-guide.txt (50.0 MB)');

  // The optional cover: an SVG is refused at once, a PNG is previewed before it is sent.
  await expect(page.getByText('No picture: your product gets a cover drawn from its title and category.')).toBeVisible();
  const coverInput = page.getByLabel('Cover image (optional)');
  await coverInput.setInputFiles({
    name: 'cover.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.locator('#image-error')).toHaveText('Choose a JPEG, PNG or WebP image for the cover.');
  await coverInput.setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: await picture('png', 220) });
  await expect(page.locator('#image-error')).toHaveCount(0);
  const preview = page.getByRole('img', { name: 'Cover preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expectLoaded(preview);
  await previous.click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await next.click();
  await next.click();

  // Step 3: the summary, the fee note and the marked steps.
  await expect(page.getByText('Step 3 of 3: Preview & Publish')).toBeVisible();
  await expect(page.getByTestId('preview-price')).toHaveText('$25.00');
  await expect(page.getByText('Soul Market keeps a 10% platform fee')).toBeVisible();
  await expect(page.getByText('(completed)')).toHaveCount(2);
  await expect(page.getByRole('term').filter({ hasText: 'Cover image' }).locator('..')).toContainText('sunrise.png');

  // Slow the upload down so the bar has time to show its way up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 25 * 1024 * 1024,
  });
  const progressSeen = await watchProgress(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await progressSeen();
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress values seen: ${seen.join(', ')}`,
  ).toBe(true);
  // The page may move on to the dashboard before the final 100 is painted; the bar must have climbed near it, never back.
  expect(seen, `progress values seen: ${seen.join(', ')}`).toEqual([...seen].sort((a, b) => a - b));
  expect(Math.max(...seen)).toBeGreaterThanOrEqual(90);
  await expect(page.getByText('Product uploaded successfully!', { exact: true })).toBeVisible();

  const productCard = page.getByTestId('creator-product').filter({ hasText: title });
  await expect(productCard).toContainText('$25.00');
  await expect(productCard).toContainText('Published');
  // The uploaded cover, re-encoded and served by the app.
  const uploadedCover = productCard.getByRole('img', { name: 'Cover preview' });
  await expect(uploadedCover).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{32}-640\.webp$/);
  await expectLoaded(uploadedCover);
  await expect(page.getByRole('term').filter({ hasText: 'Average rating' }).locator('..')).toContainText('—');

  // The marketing tab writes from this product.
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.locator('#marketing-generator-heading')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate post' })).toBeEnabled();

  const products = await page.request.get('/api/creator/products');
  const productId = ((await products.json()) as { id: number; title: string }[]).find((product) => product.title === title)!.id;

  // A buyer, in another browser context, pays for it.
  const buyerContext = await browser.newContext();
  await buyWithTestCard(buyerContext.request, productId);
  await buyerContext.close();

  await page.reload();
  const summary = page.getByRole('definition').filter({ hasText: /^\$25\.00$/ });
  await expect(summary.first()).toBeVisible();
  await page.getByRole('tab', { name: 'Impact' }).click();
  await expect(page.getByText('Buyers reached').locator('..')).toContainText('1');

  // Earnings: the sale with its fees split out, then a payout of the whole balance. Payouts need a
  // verified address, and the e-mailed sign-up link verified it: the page asks for nothing more.
  await page.goto('/earnings');
  await expect(page.getByTestId('sale-row').first()).toBeVisible();
  await expect(page.getByText('Verify your e-mail address to receive payouts')).toHaveCount(0);
  const sale = page.getByTestId('sale-row').filter({ hasText: title });
  await expect(sale).toContainText('$25.00');
  await expect(sale).toContainText('$2.50');
  await expect(sale).toContainText('$1.03');
  await expect(sale).toContainText('$21.47');
  await expect(page.getByTestId('payout-eligibility')).toHaveText('Your full available balance of $21.47 will be paid out.');
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByText('Payout Requested', { exact: true })).toBeVisible();
  await expect(page.getByText('Processing typically takes 3-5 business days', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Payout history' }).click();
  const payoutRow = page.getByTestId('payout-row').first();
  await expect(payoutRow).toContainText('$21.47');
  await expect(payoutRow).toContainText('pending');
  await expect(page.getByRole('button', { name: 'Request Payout' })).toBeDisabled();

  // One product per creator: a second one offers to archive the first.
  const secondTitle = `Evening Release Journal ${creator.lastName}`;
  await page.goto('/upload');
  await page.getByLabel('Title').fill(secondTitle);
  await page.getByLabel('Description').fill('Prompts to let the day go before sleep.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await next.click();
  await page.getByLabel('Price (USD)').fill('9.50');
  await page.getByLabel('Product file').setInputFiles({
    name: 'journal.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Write three things you are ready to release today.\n'.repeat(50)),
  });
  await next.click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Archive it first' })).toContainText(title);
  await page.getByRole('button', { name: 'Archive it and publish this one' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('creator-product').filter({ hasText: secondTitle })).toContainText('Published');
  await expect(page.getByTestId('creator-product').filter({ hasText: title })).toContainText('Archived');

  // The second product came without a picture: it has a cover of its own, and the dashboard can change it.
  const secondCard = page.getByTestId('creator-product').filter({ hasText: secondTitle });
  const secondCover = secondCard.getByRole('img', { name: 'Cover preview' });
  await expectLoaded(secondCover);
  const drawnSrc = await secondCover.getAttribute('src');
  expect(drawnSrc).not.toBe(await uploadedCover.getAttribute('src'));
  await secondCard
    .getByLabel('Cover image')
    .setInputFiles({ name: 'dusk.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', 40) });
  await secondCard.getByRole('button', { name: 'Save cover' }).click();
  await expect(page.getByText('Cover updated', { exact: true })).toBeVisible();
  await expect(secondCover).not.toHaveAttribute('src', drawnSrc!);
  await expect(secondCover).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{32}-640\.webp$/);
  await expectLoaded(secondCover);
});

test('the Core Four checklist is kept for today on this device', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/creator-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your creator journey starts here')).toBeVisible();
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Marketing assistant');
  await page.getByRole('tab', { name: 'Energetic' }).click();
  await expect(page).toHaveURL(/\?tab=energetic$/);
  const tasks = page.getByRole('tabpanel').getByRole('button');
  await expect(tasks).toHaveCount(4);
  await expect(page.getByText('15 min')).toHaveCount(2);
  await expect(page.getByText('20 min')).toHaveCount(1);
  await expect(page.getByText('10 min')).toHaveCount(1);
  await tasks.nth(0).click();
  await tasks.nth(2).click();
  await expect(page.getByTestId('core-four-percent')).toHaveText('50%');

  await page.reload();
  await expect(page.getByTestId('core-four-percent')).toHaveText('50%');
  await expect(tasks.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await tasks.nth(1).click();
  await tasks.nth(3).click();
  await expect(page.getByTestId('core-four-percent')).toHaveText('100%');
  await expect(page.getByText('All four done.')).toBeVisible();

  // A new day starts empty: yesterday's record is not today's.
  await page.evaluate(() => {
    const today = Object.keys(localStorage).find((key) => key.startsWith('coreFour:'))!;
    localStorage.setItem('coreFour:2000-01-01', localStorage.getItem(today)!);
    localStorage.removeItem(today);
  });
  await page.reload();
  await expect(page.getByTestId('core-four-percent')).toHaveText('0%');
});

test('signed out, the dashboard asks to sign in and the upload page sends to sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
  await expect(page.getByText('Please sign in to access your creator dashboard.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/api/login');

  await page.goto('/upload');
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('creator pages have no serious or critical accessibility violations in either theme', async ({ page }) => {
  // Sixteen axe runs (eight pages, two themes): about 3.5 s each on a busy 2-core machine.
  test.slow();
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const target of [
      '/dashboard',
      '/dashboard?tab=energetic',
      '/dashboard?tab=impact',
      '/dashboard?tab=analytics',
      '/dashboard?tab=settings',
      '/upload',
      '/earnings',
      '/selling-principles',
    ]) {
      await page.goto(target);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${target} ${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});

test('the selling principles page shows each principle in three tabs', async ({ page }) => {
  await page.goto('/selling-principles');
  for (const tab of ['Core principles', 'Daily practice', 'Integration']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('term').filter({ hasText: 'Concept' }).first()).toBeVisible();
    await expect(panel.getByRole('term').filter({ hasText: 'Application' }).first()).toBeVisible();
    await expect(panel.getByText(/^(transformative|high|medium) energy$/).first()).toBeVisible();
  }
});
