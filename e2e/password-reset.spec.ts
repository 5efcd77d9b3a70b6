import { emailedLink, expect, signUpThroughUi, test } from './fixtures';

const NEW_PASSWORD = 'lantern-moss-77';

test('a buyer who forgot their password resets it from the e-mailed link and signs in with the new one', async ({ page }) => {
  test.slow();
  const person = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address, we have sent it a link');

  // The e-mail arrives at the run's SMTP server; its link opens the reset page.
  await page.goto(await emailedLink(person.email, '/reset-password'));
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 10 characters', { exact: false })).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or password is not right')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
