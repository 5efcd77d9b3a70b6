import {
  buyWithTestCard,
  expect,
  expectNoSeriousAxeViolations,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';
import { silentMp3 } from '../tests/helpers/media';

test('a buyer plays a track from My Purchases, keeps listening across pages and continues after a reload', async ({
  page,
  browser,
}) => {
  // A creator in a context of their own publishes the track.
  const creator = await browser.newContext();
  const creatorPage = await creator.newPage();
  await signUpThroughUi(creatorPage);
  const title = `Evening Body Scan ${Math.random().toString(36).slice(2, 8)}`;
  const { product } = await uploadProductThroughApi(
    creatorPage.request,
    { title, description: 'A slow guided body scan to settle before sleep.', price: '9.00', tags: 'sleep, meditation' },
    { name: 'body-scan.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(120) },
  );
  await creator.close();

  // The buyer pays with the test card through the page's own session.
  await buyWithTestCard(page.request, product.id);
  await page.goto('/purchases');
  const card = page.getByTestId('purchase-card').filter({ hasText: title });
  await expect(card.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  // Nothing plays by itself.
  await expect(page.getByTestId('mini-player')).toHaveCount(0);

  await card.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toBeVisible();
  await expect(player).toContainText(title);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /^\d+:\d\d of (1:59|2:00)$/);

  // Another page of the app: the same player goes on playing.
  await page.getByRole('link', { name: 'For Creators' }).click();
  await expect(page).not.toHaveURL(/\/purchases$/);
  await expect(player).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(3);

  // The player's controls hold to the same accessibility bar as every page.
  await expectNoSeriousAxeViolations(page);

  // The lock screen shows what plays.
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);

  // Pausing saves where the buyer stopped.
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/purchases/${product.id}/progress`) && r.ok());
  await player.getByRole('button', { name: 'Pause' }).click();
  const progress = (await (await saved).json()) as { positionSeconds: number };
  expect(progress.positionSeconds).toBeGreaterThanOrEqual(3);

  await page.goto('/purchases');
  await page.reload();
  await expect(page.getByTestId('mini-player')).toHaveCount(0);
  const stoppedAt = `${Math.floor(progress.positionSeconds / 60)}:${String(progress.positionSeconds % 60).padStart(2, '0')}`;
  const continueButton = card.getByRole('button', { name: `Continue listening to ${title} from ${stoppedAt}` });
  await expect(continueButton).toBeVisible();
  await expect(card.getByTestId('continue-listening')).toContainText('Continue listening from');

  // Continuing starts from there, not from the beginning.
  await continueButton.click();
  await expect(player).toBeVisible();
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(progress.positionSeconds);
});
