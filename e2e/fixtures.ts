import crypto from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

// The browser reports every non-OK answer as a console error; the journeys expect some (a 401 while
// signed out, a declined card), and the app's own handling of them is what the tests check.
const NETWORK_STATUS = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Every journey fails on an unexpected console.error or uncaught page error: React warnings, failed
 * renders and broken scripts surface here even when the screen looks right.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_STATUS.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const PASSWORD = 'river-stone-42';

/** The one admin of a browser-test run (ADMIN_EMAILS in serve.mjs). */
export const ADMIN_EMAIL = 'admin@e2e.example';

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
