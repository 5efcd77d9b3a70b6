import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'river-stone-42';

export function newPerson() {
  const id = crypto.randomBytes(4).toString('hex');
  return { firstName: 'Ada', lastName: `Stone${id}`, email: `ada-${id}@e2e.example`, password: PASSWORD };
}

/** Signs up through the real form, starting from the header's Get Started button. */
export async function signUpThroughUi(page: Page, person = newPerson()) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  return person;
}
