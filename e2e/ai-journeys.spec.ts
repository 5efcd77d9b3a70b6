import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signUpThroughUi, test, uploadProductThroughApi } from './fixtures';

const ENTRY = 'I lost my job this week, but it gave me time to cook dinner with my family every evening.';

test('an anonymous visitor writes a silver lining and receives guidance', async ({ page }) => {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'The Silver Linings Journal' })).toBeVisible();
  const email = page.getByLabel('E-mail');
  const silverLining = page.getByLabel('What was your silver lining today?');
  await expect(email).toHaveValue('anonymous@soulmarket.example');

  // The spec's messages, before anything is sent.
  await email.fill('not-an-address');
  await silverLining.fill('too short');
  await expect(page.getByTestId('journal-count')).toHaveText('9 / 10 characters minimum');
  await page.getByRole('button', { name: 'Receive Guidance' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please share at least 10 characters about your silver lining')).toBeVisible();
  await expect(page.getByTestId('guidance-panel')).toHaveCount(0);

  await email.fill('anonymous@soulmarket.example');
  await silverLining.fill(ENTRY);
  await page.getByRole('button', { name: 'Receive Guidance' }).click();

  await expect(page.getByText('The Silver Linings Journal has responded', { exact: true })).toBeVisible();
  const panel = page.getByTestId('guidance-panel');
  await expect(panel).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Your guidance' })).toBeFocused();
  for (const part of ['Spiritual insight', 'Growth question', 'Hand placement', 'Breathing', 'Affirmation']) {
    await expect(panel.getByRole('heading', { name: part })).toBeVisible();
  }
  // The guidance answers this entry, not a canned text: it picks up the family or work theme.
  const guidance = (await panel.locator('p').allInnerTexts()).join(' ');
  expect(guidance).toMatch(/family|job|work|career|loved ones/i);
  await expect(panel).toContainText('Not stored');
  await expectNoSeriousAxeViolations(page);

  // The form is ready for the next entry.
  await expect(silverLining).toHaveValue('');
  await expect(email).toHaveValue('anonymous@soulmarket.example');
});

test('the support centre sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByText('Please log in to access support.').first()).toBeVisible();
  await page.waitForURL(/\/sign-in/);
});

async function ask(page: Page, message: string, options: { priority?: string } = {}) {
  if (options.priority) await page.getByLabel('Priority').selectOption(options.priority);
  await page.getByLabel('How can we help?').fill(message);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Support Request Processed', { exact: true })).toBeVisible();
  return page.getByTestId('support-response');
}

test('a signed-in buyer gets an AI answer, then a request that goes to a person', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Centre' })).toBeVisible();

  const type = page.getByLabel('Issue type');
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await expect(type).toHaveValue('general');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await expect(submit).toBeDisabled();
  await page.getByLabel('How can we help?').fill('   ');
  await expect(submit).toBeDisabled();

  // The product ID belongs to refunds only, and takes digits only.
  await expect(page.getByLabel('Product ID (optional)')).toHaveCount(0);
  await type.selectOption('refund');
  await page.getByLabel('Product ID (optional)').fill('4a2');
  await expect(page.getByLabel('Product ID (optional)')).toHaveValue('42');
  await type.selectOption('general');

  let response = await ask(page, 'How do I download my file after buying it?');
  await expect(response.getByText('Resolved by AI')).toBeVisible();
  await expect(response.getByTestId('support-category')).toHaveText('Downloads and access');
  await expect(response.getByRole('link', { name: 'Contact Human Support' })).toHaveCount(0);
  await expect(response.getByTestId('support-response-text')).not.toBeEmpty();

  await response.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(type).toHaveValue('general');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await expect(page.getByLabel('How can we help?')).toHaveValue('');

  response = await ask(page, 'I was charged twice for the same meditation and I want to dispute the payment.', {
    priority: 'urgent',
  });
  await expect(response.getByText('Human Review Required')).toBeVisible();
  // A person answers on the admin console (admin.spec.ts); the request waits under "Your requests".
  await response.getByRole('link', { name: 'Contact Human Support' }).click();
  await expect(page).toHaveURL(/#your-requests$/);
  const waiting = page.getByTestId('my-request').filter({ hasText: 'I was charged twice' });
  await expect(waiting.getByText('Waiting for our team')).toBeVisible();

  // A general answer is not claimed as resolved; "This did not help" hands it to a person.
  await response.getByRole('button', { name: 'Submit Another Request' }).click();
  response = await ask(page, 'Can I gift a product to my friend?');
  await expect(response.getByText('Answered by our assistant')).toBeVisible();
  await expect(response.getByText('Resolved by AI')).toHaveCount(0);
  await response.getByRole('button', { name: 'This did not help' }).click();
  await expect(response.getByText('Human Review Required')).toBeVisible();
  await expect(response.getByRole('status')).toContainText('A member of our team will review this ticket');
  await expect(response.getByRole('button', { name: 'This did not help' })).toHaveCount(0);
  const handedOver = page.getByTestId('my-request').filter({ hasText: 'Can I gift a product to my friend?' });
  await expect(handedOver.getByText('Waiting for our team')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test.describe('marketing generator on the creator dashboard', () => {
  test('writes posts for Instagram and TikTok and copies one', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughUi(page);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // A product to write about, uploaded through the API the upload wizard uses.
    await uploadProductThroughApi(page.request, {
      title: 'Morning Breath Reset',
      description: 'A ten-minute guided breathing practice to start the day calm and clear.',
      price: '12.00',
      tags: 'breathwork, morning, calm',
    });

    await page.goto('/dashboard?tab=marketing');
    const instagram = page.getByRole('button', { name: 'Instagram' });
    const tiktok = page.getByRole('button', { name: 'TikTok' });
    await expect(instagram).toHaveAttribute('aria-pressed', 'true');
    await expect(tiktok).toHaveAttribute('aria-pressed', 'false');

    // None chosen: nothing to generate.
    await instagram.click();
    const generate = page.getByRole('button', { name: /^Generate/ });
    await expect(generate).toBeDisabled();
    await instagram.click();
    await tiktok.click();
    await generate.click();
    await expect(page.getByText('Content Generated!', { exact: true })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Generated posts by platform' });
    await expect(tabs.getByRole('tab')).toHaveText(['Instagram', 'TikTok']);
    await expect(tabs.getByRole('tab', { name: 'Instagram' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between the platform tabs.
    await tabs.getByRole('tab', { name: 'Instagram' }).focus();
    await page.keyboard.press('ArrowRight');
    const tiktokTab = tabs.getByRole('tab', { name: 'TikTok' });
    await expect(tiktokTab).toBeFocused();
    await expect(tiktokTab).toHaveAttribute('aria-selected', 'true');

    const post = page.getByRole('tabpanel').getByTestId('post-tiktok');
    const postText = await post.getByTestId('post-text').innerText();
    expect(postText).toContain('Morning Breath Reset');
    await expect(post.getByTestId('post-length')).toContainText('/ 2200');

    await post.getByRole('button', { name: 'Copy post' }).click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Copied' })).toBeVisible();
    const hashtags = await post.getByRole('list', { name: 'Hashtags' }).getByRole('listitem').allInnerTexts();
    expect(hashtags.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${postText}\n\n${hashtags.join(' ')}`);
    await expectNoSeriousAxeViolations(page);
    // The indicator goes back after 2 s.
    await expect(post.getByRole('button', { name: 'Copy post' })).toBeVisible({ timeout: 4000 });
  });
});
