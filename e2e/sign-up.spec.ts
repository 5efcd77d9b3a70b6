import { emailedLink, expect, expectCheckYourEmail, newPerson, signUpThroughApi, test } from './fixtures';
import type { Page } from '@playwright/test';

async function fillSignUpForm(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a visitor signs up, opens the e-mailed link and is signed in; the link then works no more', async ({ page }) => {
  test.slow();
  const person = newPerson();
  await fillSignUpForm(page, person);
  await expectCheckYourEmail(page, person.email);
  // No account and no session yet.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  const link = await emailedLink(person.email, '/finish-sign-up');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish creating my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The welcome dialog greets the new account, as it always has after sign-up.
  await expect(page.getByRole('dialog', { name: 'Welcome to Soul Market' })).toBeVisible({ timeout: 15_000 });
  const me = (await (await page.request.get('/api/auth/user')).json()) as { email: string; emailVerified: boolean };
  expect(me).toMatchObject({ email: person.email, emailVerified: true });

  // Opened again, the link says it was used and offers the ways on.
  await page.goto(link);
  await page.getByRole('button', { name: 'Finish creating my account' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('signing up with an address that has an account shows the very same screen', async ({ page, browser }) => {
  test.slow();
  const owner = newPerson();
  const ownerContext = await browser.newContext();
  expect((await signUpThroughApi(ownerContext.request, owner)).ok()).toBe(true);
  await ownerContext.close();

  const fresh = newPerson();
  await fillSignUpForm(page, fresh);
  await expectCheckYourEmail(page, fresh.email);
  const freshScreen = await page.locator('main').innerText();

  await page.getByRole('button', { name: 'Use another e-mail address' }).click();
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue(fresh.firstName);
  await email.fill(owner.email);
  await page.getByLabel('Password').fill(fresh.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectCheckYourEmail(page, owner.email);
  expect(await page.locator('main').innerText()).toBe(freshScreen.replace(fresh.email, owner.email));
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
