import type { Browser, Page } from '@playwright/test';
import {
  buyWithTestCard,
  expect,
  expectNoSeriousAxeViolations,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';
import { silentMp3 } from '../tests/helpers/media';

/** A one-page PDF that says `text`, its cross-reference table written from the real offsets. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Fourteen seconds of H.264 video in an MP4, recorded by the test's own browser from a canvas changing colour (MediaRecorder
 * writes MP4 in Chromium): no video encoder is needed on the machine, and the file is one a browser really plays. Long
 * enough that a pause a few seconds in, on a slow machine, is still short of the last seconds that count as finished.
 */
async function recordedMp4(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4;codecs=avc1' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const paint = setInterval(() => {
      context.fillStyle = `hsl(${(frame++ * 24) % 360} 60% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 66);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 14_000));
    await new Promise((resolve) => {
      recorder.onstop = resolve;
      recorder.stop();
    });
    clearInterval(paint);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A creator (in a context of their own) publishes `file`; the page's buyer pays for it and opens My Purchases. */
async function buyAndOpenPurchases(
  page: Page,
  browser: Browser,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const creator = await browser.newContext();
  const creatorPage = await creator.newPage();
  await signUpThroughUi(creatorPage);
  const { product } = await uploadProductThroughApi(
    creatorPage.request,
    { title, description: 'A practice to keep close and come back to.', price: '7.00', tags: 'practice' },
    file,
  );
  await creator.close();
  await buyWithTestCard(page.request, product.id);
  await page.goto('/purchases');
  return { productId: product.id, card: page.getByTestId('purchase-card').filter({ hasText: title }) };
}

const named = (title: string) => `${title} ${Math.random().toString(36).slice(2, 8)}`;

test('a buyer reads a bought PDF in the page, with the download beside it', async ({ page, browser }) => {
  const title = named('Moon Phase Workbook');
  const { productId, card } = await buyAndOpenPurchases(page, browser, title, {
    name: 'workbook.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Full moon: let go.'),
  });
  const streamed = page.waitForResponse((r) => r.url().endsWith(`/api/purchases/${productId}/stream`));
  await card.getByRole('button', { name: `Read ${title}` }).click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator(`iframe[title="PDF: ${title}"]`);
  await expect(frame).toHaveAttribute('src', `/api/purchases/${productId}/stream`);
  const answer = await streamed;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toBe('inline');
  // The browser's own PDF reader opened the document inside the frame (a refused frame holds an error page instead).
  const pdfReader = () =>
    page
      .frames()
      .some(
        (inner) =>
          inner.url().startsWith('chrome-extension://') &&
          inner.parentFrame()?.url() === new URL(`/api/purchases/${productId}/stream`, page.url()).href,
      );
  await expect.poll(pdfReader).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
    'href',
    `/api/purchases/${productId}/stream`,
  );
  await expect(dialog.getByRole('button', { name: `Download ${title}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The reader opens with the focus on its close button; Escape closes it and gives the focus back.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Read ${title}` })).toBeFocused();
});

test('a buyer reads a bought text file in the page, as text', async ({ page, browser }) => {
  const title = named('Morning Pages Prompts');
  const text = 'Write three pages.\n<b>Not bold</b> & not markup.\n';
  const { card } = await buyAndOpenPurchases(page, browser, title, {
    name: 'prompts.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  // Opened from the keyboard, once the drawn page's code has run (the button is disabled until then).
  await expect(card.getByRole('button', { name: `Read ${title}` })).toBeEnabled();
  await card.getByRole('button', { name: `Read ${title}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  const shown = dialog.getByTestId('text-view');
  await expect(shown).toHaveText(text);
  // The file's angle brackets are text, never elements.
  await expect(shown.locator('b')).toHaveCount(0);
});

test('a buyer watches a bought video in the page and it continues where they stopped', async ({ page, browser }) => {
  // The browser records the test's own mp4 in real time before the story starts: a slow journey on a busy machine.
  test.slow();
  const title = named('Sunrise Flow');
  const video = await recordedMp4(page);
  const { productId, card } = await buyAndOpenPurchases(page, browser, title, {
    name: 'sunrise-flow.mp4',
    mimeType: 'video/mp4',
    buffer: video,
  });
  await card.getByRole('button', { name: `Watch ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const player = dialog.getByTestId('video-player');
  await expect(player).toHaveAttribute('src', `/api/purchases/${productId}/stream`);
  // Nothing plays by itself.
  expect(await player.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);

  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
  // Pausing keeps the place, as the audio player does.
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/purchases/${productId}/progress`) && r.ok());
  await player.evaluate((element: HTMLVideoElement) => element.pause());
  const progress = (await (await saved).json()) as { positionSeconds: number };
  expect(progress.positionSeconds).toBeGreaterThanOrEqual(1);

  await page.keyboard.press('Escape');
  await page.reload();
  const seconds = String(progress.positionSeconds).padStart(2, '0');
  const resume = card.getByRole('button', { name: `Continue watching ${title} from 0:${seconds}` });
  await resume.click();
  await expect
    .poll(() => page.getByTestId('video-player').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(progress.positionSeconds);
});

test('the home page offers to continue a track played halfway, and resumes it there', async ({ page, browser }) => {
  const title = named('Yoga Nidra for Rest');
  const { productId, card } = await buyAndOpenPurchases(page, browser, title, {
    name: 'yoga-nidra.mp3',
    mimeType: 'audio/mpeg',
    buffer: silentMp3(120),
  });
  // Nothing started yet: the home page has no such section.
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/purchases') && r.ok());
  await page.goto('/');
  await listed;
  await expect(page.getByRole('heading', { name: 'Continue listening' })).toHaveCount(0);
  // The buyer signed up through the API: their first home visit welcomes them.
  await page.getByRole('dialog', { name: 'Welcome to Soul Market' }).getByRole('button', { name: 'Maybe Later' }).click();

  await page.goto('/purchases');
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('slider', { name: 'Seek' })).toBeEnabled();
  await player.getByRole('slider', { name: 'Seek' }).fill('60');
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(60);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/purchases/${productId}/progress`) && r.ok());
  await player.getByRole('button', { name: 'Pause' }).click();
  const { positionSeconds } = (await (await saved).json()) as { positionSeconds: number };
  expect(positionSeconds).toBeGreaterThanOrEqual(60);

  await page.goto('/');
  await page.reload();
  const section = page.getByRole('region', { name: 'Continue listening' });
  await expect(section).toBeVisible();
  const stoppedAt = `1:${String(positionSeconds - 60).padStart(2, '0')}`;
  const resume = section.getByRole('button', { name: `Continue listening to ${title} from ${stoppedAt}` });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(positionSeconds);
});
