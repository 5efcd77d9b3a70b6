import { buyWithTestCard, expect, expectNoSeriousAxeViolations, publishTrack, test } from './fixtures';

test('a buyer plays a track from My Purchases, keeps listening across pages and continues after a reload', async ({
  page,
  browser,
}) => {
  const { product, title } = await publishTrack(browser, 'Evening Body Scan', 120);

  // The buyer pays with the test card through the page's own session.
  await buyWithTestCard(page.request, product.id);
  // My Purchases arrives drawn with the buyer's own collection, and no shared cache may keep it.
  const drawn = await page.request.get('/purchases');
  expect(await drawn.text()).toContain(`>${title}</a>`);
  expect(drawn.headers()['cache-control']).toBe('private, no-cache');
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
  // The list above the collection offers it too, as the home page does.
  await expect(page.getByTestId('continue-listening-list')).toContainText(title);
  await page.goto('/');
  await expect(page.getByTestId('continue-listening-list')).toContainText(title);
  await page.goto('/purchases');

  // Continuing starts from there, not from the beginning.
  await continueButton.click();
  await expect(player).toBeVisible();
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(progress.positionSeconds);
});

test('one sound at a time: the preview pauses the playing track, and the track pauses the preview', async ({ page, browser }) => {
  const { product, title } = await publishTrack(browser, 'Heart Coherence', 180);
  await buyWithTestCard(page.request, product.id);

  await page.goto('/purchases');
  const card = page.getByTestId('purchase-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  const track = page.getByTestId('player-audio');
  await expect.poll(() => track.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);

  // The product page, in the same app: the track still plays until the preview starts.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  expect(await track.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  await page.getByRole('button', { name: 'Listen to a preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Pause the preview' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await track.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  const previewAudio = page.getByTestId('preview-audio');
  expect(await previewAudio.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);

  // And the other way round.
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(preview.getByRole('button', { name: 'Play the preview' })).toBeVisible();
  expect(await previewAudio.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  expect(await track.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
});
