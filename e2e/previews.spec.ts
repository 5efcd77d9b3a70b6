import {
  expect,
  expectNoSeriousAxeViolations,
  signUpThroughApi,
  newPerson,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';
import { numberedPdf, SILENT_FRAME_BYTES, SILENT_FRAME_SECONDS, silentMp3 } from '../tests/helpers/media';

const unique = () => Math.random().toString(36).slice(2, 8);
// The made preview: whole frames up to the first that reaches a minute.
const PREVIEW_BYTES = Math.ceil(60 / SILENT_FRAME_SECONDS) * SILENT_FRAME_BYTES;

test('a signed-out visitor listens to the first minute of a track before buying, and is sent no more', async ({
  page,
  browser,
}) => {
  const creator = await browser.newContext();
  await signUpThroughApi(creator.request, newPerson());
  const title = `Evening Body Scan ${unique()}`;
  const full = silentMp3(180);
  const { product } = await uploadProductThroughApi(
    creator.request,
    { title, description: 'A slow guided body scan to settle before sleep.', price: '9.00', tags: 'sleep, meditation' },
    { name: 'body-scan.mp3', mimeType: 'audio/mpeg', buffer: full },
  );
  await creator.close();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  // Nothing loads or plays by itself.
  const audio = page.getByTestId('preview-audio');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  const previewPath = `/api/products/${product.id}/preview`;
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === previewPath);
  await page.getByRole('button', { name: 'Listen to a preview' }).click();
  const response = await sent;
  const headers = await response.allHeaders();
  // However the browser asks, the body is the preview's, never the full file's.
  expect(Number(headers['content-length'])).toBeLessThanOrEqual(PREVIEW_BYTES);
  expect(Number(headers['content-length'])).toBeLessThan(full.length);
  if (headers['content-range']) expect(headers['content-range']).toMatch(new RegExp(`/${PREVIEW_BYTES}$`));

  expect(await audio.evaluate((element: HTMLAudioElement) => new URL(element.currentSrc).pathname)).toBe(previewPath);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Pause the preview' })).toBeVisible();
  await expect(preview.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /^\d+:\d\d of 1:00$/);
  await expectNoSeriousAxeViolations(page);

  // The keyboard pauses it.
  await preview.getByRole('button', { name: 'Pause the preview' }).focus();
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('button', { name: 'Play the preview' })).toBeVisible();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
});

test('a PDF product offers its first pages to read', async ({ page, browser }) => {
  const creator = await browser.newContext();
  await signUpThroughApi(creator.request, newPerson());
  const title = `Shadow Work Journal ${unique()}`;
  const { product } = await uploadProductThroughApi(
    creator.request,
    { title, description: 'Prompts and exercises for a month of gentle shadow work.', price: '14.00', tags: 'journal' },
    { name: 'journal.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(20) },
  );
  await creator.close();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: 'Listen to a preview' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Read a sample' }).click();
  const sample = page.getByTitle(`Sample pages of ${title}`);
  await expect(sample).toHaveAttribute('src', `/api/products/${product.id}/preview`);
  const pdf = await page.request.get(`/api/products/${product.id}/preview`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Open the sample in a new tab' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide the sample' }).click();
  await expect(sample).toHaveCount(0);
});

test('a creator adds a preview of their own in the upload wizard, replaces it from the dashboard, and visitors get it', async ({
  page,
}) => {
  await signUpThroughUi(page);
  await page.goto('/upload');
  const title = `Morning Chant ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A morning chant to open the day with a clear and steady voice.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3: Content & Pricing')).toBeVisible();
  await page.getByLabel('Price (USD)').fill('7.00');
  await page.getByLabel('Product file').setInputFiles({ name: 'chant.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(300) });
  const previewField = page.getByLabel('Preview (optional)');
  await previewField.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a preview') });
  await expect(page.locator('#preview-error')).toHaveText('Choose an mp3 or pdf file for the preview.');
  const own = silentMp3(15);
  await previewField.setInputFiles({ name: 'taste.mp3', mimeType: 'audio/mpeg', buffer: own });
  await expect(page.locator('#preview-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  const card = page.getByTestId('creator-product').filter({ hasText: title });
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByText(/Now: your own \(audio\)\./)).toBeVisible();
  const productId = Number(/\/dashboard\/products\/(\d+)\/edit$/.exec(page.url())?.[1]);

  const visitor = await page.context().browser()!.newContext();
  const heard = await visitor.request.get(`/api/products/${productId}/preview`);
  expect(heard.status()).toBe(200);
  expect((await heard.body()).equals(own)).toBe(true);

  // From the dashboard's edit page, a sample to read replaces it.
  const sample = await numberedPdf(2);
  await page.getByLabel('Preview (optional)').setInputFiles({ name: 'sample.pdf', mimeType: 'application/pdf', buffer: sample });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const read = await visitor.request.get(`/api/products/${productId}/preview`);
  expect(read.headers()['content-type']).toBe('application/pdf');
  expect((await read.body()).equals(sample)).toBe(true);
  await visitor.close();
});
