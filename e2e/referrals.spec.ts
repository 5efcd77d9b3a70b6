import { expect, signUpThroughUi, test } from './fixtures';

test('a user shares their link; a friend who signs up through it is counted once', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/purchases');
  const card = page.getByTestId('referral-card');
  const link = card.getByLabel('Your personal link');
  await expect(link).toHaveValue(/\/r\/[\w-]{11}$/);
  await expect(card.getByTestId('referrals-made')).toContainText('0 friends have joined through your link.');
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The friend opens the link in their own browser, looks around, then creates an account.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(url).pathname);
  await expect(friend).toHaveURL(/\/sign-up$/);
  await signUpThroughUi(friend);
  await expect(friend.getByTestId('user-menu')).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(card.getByTestId('referrals-made')).toContainText('1 friend has joined through your link.');
});
