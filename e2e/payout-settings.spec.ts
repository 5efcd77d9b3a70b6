import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, signUpThroughUi, test } from './fixtures';

/** What the creator's authenticator app shows `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

async function expectNoSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a creator enrols two-factor verification, connects the test payout account with a code, and edits their name', async ({
  page,
}) => {
  test.slow();
  const person = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Without two-factor, the earnings page asks to enrol first.
  await page.goto('/earnings');
  // The first visit of a signed-in page loads its code; a busy machine takes a while.
  await expect(page.getByTestId('payout-account-status')).toHaveText('Not connected', { timeout: 15_000 });
  await expect(page.getByTestId('two-factor-needed')).toContainText('Two-factor verification is required');
  await expectNoSeriousViolations(page, '/earnings before enrolment');
  await page.getByRole('link', { name: 'Set up two-factor verification' }).click();

  // The Settings tab is a visible tab of the dashboard.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  // Enrolling asks for the password first: a session alone cannot enrol an authenticator.
  await page.getByRole('button', { name: 'Set up two-factor verification' }).click();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
  await page.getByLabel('Account password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Set up two-factor verification' }).click();
  await expect(page.getByText('The password is not right', { exact: true })).toBeVisible();
  await page.getByLabel('Account password').fill(person.password);
  await page.getByRole('button', { name: 'Set up two-factor verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await expectNoSeriousViolations(page, 'settings while enrolling');
  await page.getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor verification' }).click();
  await expect(page.getByText('That code is not right', { exact: false }).first()).toBeVisible();
  const enrolmentCode = codeFor(secret);
  await page.getByLabel('Code from your app').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Turn on two-factor verification' }).click();
  await expect(page.getByTestId('two-factor-enrolled')).toBeVisible();
  await expect(page.getByTestId('two-factor-secret')).toHaveCount(0);

  // The profile form: the contract's rule in the browser, then a saved name shown everywhere.
  await page.getByLabel('First name').fill(' ');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill(`Hopper${person.lastName.slice(-8)}`);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'settings after enrolment');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue(`Hopper${person.lastName.slice(-8)}`);

  // Connecting the payout account asks for the password and a code; the enrolment's code is refused (spent,
  // or out of its window if a minute has passed), the next one works.
  await page.goto('/earnings');
  await expect(page.getByTestId('payout-account-status')).toHaveText('Not connected', { timeout: 15_000 });
  await expect(page.getByTestId('payout-account-held')).toHaveCount(0);
  await page.getByLabel('Account password').fill(person.password);
  await page.getByLabel('Two-factor code').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Connect test payout account' }).click();
  await expect(page.getByText(/That code (was already used|is not right)/).first()).toBeVisible();
  await expect(page.getByTestId('payout-account-status')).toHaveText('Not connected');
  await page.getByLabel('Two-factor code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Connect test payout account' }).click();
  await expect(page.getByTestId('payout-account-status')).toHaveText('Connected');
  await expect(page.getByText('Payouts go to the built-in test payout account')).toBeVisible();
  // A new payout account pauses payouts for the cooling-off period, and the page says until when.
  await expect(page.getByTestId('payout-account-held')).toContainText('Payouts are paused until');
  await expectNoSeriousViolations(page, '/earnings connected');
  await page.reload();
  await expect(page.getByTestId('payout-account-status')).toHaveText('Connected');

  // The same two screens in the dark theme.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('payout-account-status')).toHaveText('Connected');
  await expectNoSeriousViolations(page, '/earnings dark');
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByTestId('two-factor-enrolled')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'settings dark');
});
