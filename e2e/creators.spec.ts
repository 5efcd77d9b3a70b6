import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, signUpThroughUi, test } from './fixtures';

/** One set of answers per row of the spec's outcome table (creator-and-back-office §4), with its outcome. */
const outcomes = [
  { answers: ['Teaching', 'Video', 'Purpose'], outcome: 'Signature Online Course' },
  { answers: ['Healing', 'Video', 'Healing'], outcome: 'Guided Healing Meditations' },
  { answers: ['Creating', 'Written', 'Peace'], outcome: 'Spiritual Journal and Guide' },
  { answers: ['Creating', 'Interactive', 'Growth'], outcome: 'Life Design Workbook and Templates' },
  { answers: ['Healing', 'Written', 'Growth'], outcome: 'Ebook Series' },
  { answers: ['Teaching', 'Written', 'Peace'], outcome: 'Spiritual Growth Course' },
] as const;

const OUTCOME_TITLES = outcomes.map(({ outcome }) => outcome);

/** Answers the three questions by clicking, checking the wizard's buttons at each step. */
async function answerWizard(wizard: Locator, answers: readonly string[]) {
  const previous = wizard.getByRole('button', { name: 'Previous' });
  for (const [index, answer] of answers.entries()) {
    await expect(wizard.getByText(`Question ${index + 1} of 3`)).toBeVisible();
    const proceed = wizard.getByRole('button', { name: index === answers.length - 1 ? 'Get My Guidance' : 'Continue' });
    await expect(proceed).toBeDisabled();
    if (index === 0) await expect(previous).toBeDisabled();
    else await expect(previous).toBeEnabled();
    await wizard.getByRole('radio', { name: answer, exact: true }).check();
    await proceed.click();
  }
}

test('the wizard reaches every outcome of the table, and Start Over begins again', async ({ page }) => {
  await page.goto('/intuitive-choice');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your soul-aligned product' })).toBeVisible();
  const wizard = page.locator('main');
  const progress = page.getByRole('progressbar', { name: 'Questions answered' });
  for (const { answers, outcome } of outcomes) {
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await answerWizard(wizard, answers);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(wizard.getByRole('heading', { name: outcome, exact: true })).toBeVisible();
    // Exactly one outcome is shown.
    for (const other of OUTCOME_TITLES.filter((title) => title !== outcome)) {
      await expect(wizard.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
    }
    await wizard.getByRole('button', { name: 'Start Over' }).click();
    await expect(wizard.getByText('Question 1 of 3')).toBeVisible();
    await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
  }
});

test('the wizard works from the keyboard: arrow keys choose, Previous keeps the earlier answer', async ({ page }) => {
  await page.goto('/intuitive-choice');
  const first = page.getByRole('radio', { name: 'Teaching', exact: true });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Healing', exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Healing', exact: true })).toBeChecked();
});

test('signed out, the landing page leads to /creators, whose call to action is sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'For Creators' }).first().click();
  await expect(page).toHaveURL(/\/creators$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('product');
  const signIn = page.getByRole('link', { name: 'Sign in to start selling' }).first();
  await expect(signIn).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: /Creator Dashboard/ })).toHaveCount(0);
  // The figures are the real terms and the live number of categories.
  const categories = (await (await page.request.get('/api/categories')).json()) as unknown[];
  const facts = page.getByRole('region', { name: 'Selling on Soul Market in figures' });
  await expect(facts.getByText('10%', { exact: true })).toBeVisible();
  await expect(facts.getByText(String(categories.length), { exact: true })).toBeVisible();
  // The success stories say they are examples.
  await expect(page.getByText('Sample story')).toHaveCount(3);
  await expect(page.getByText(/illustrative examples, not real customers/)).toBeVisible();
  // The footer's "Success stories" leads to them from any page.
  await page.goto('/journal');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Success stories' }).click();
  await expect(page).toHaveURL(/\/creators#success-stories$/);
  await expect(page.getByRole('heading', { name: 'ONE Product Success Stories' })).toBeInViewport();
});

test('a creator reaches /creators from the header, and the embedded wizard prefills the upload', async ({ page }) => {
  await signUpThroughUi(page);
  // The header shows "For Creators" once the new account is signed in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Creators' }).click();
  await expect(page).toHaveURL(/\/creators$/);
  await expect(page.getByRole('link', { name: 'Go to your Creator Dashboard' }).first()).toHaveAttribute(
    'href',
    '/creator-dashboard',
  );

  const wizard = page.getByRole('region', { name: 'Not sure what to make?' });
  await answerWizard(wizard, ['Healing', 'Written', 'Purpose']);
  await expect(wizard.getByRole('heading', { name: 'Ebook Series', exact: true })).toBeVisible();
  await wizard.getByRole('link', { name: 'Create This Product' }).click();

  await expect(page).toHaveURL(/\/upload\?category=spiritual-ebooks&title=/);
  await expect(page.getByLabel('Title')).toHaveValue('Healing Words: An Ebook Series');
  const category = page.getByLabel('Category');
  await expect(category.locator('option:checked')).toHaveText('Spiritual Ebooks');
});

test("the dashboard's 'Find a soul-aligned product' opens the wizard", async ({ page }) => {
  await signUpThroughUi(page);
  // Signed in once the header offers "For Creators".
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Creators' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Find a soul-aligned product' }).first().click();
  await expect(page).toHaveURL(/\/intuitive-choice$/);
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
});

test('on a 375px phone the creators page and the wizard fit the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/creators', '/intuitive-choice']) {
    await page.goto(path);
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test('/home leads to the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('/test-react shows the version, API health, theme and Enhanced Reading', async ({ page }) => {
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/test-react');
  const row = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('App version').locator('dd')).toHaveText(version);
  await expect(row('API health (/healthz)').locator('dd')).toHaveText('ok');
  await expect(row('Database readiness (/readyz)').locator('dd')).toHaveText('ready');
  await expect(row('Theme').locator('dd')).toHaveText('dark');
  await expect(row('Enhanced Reading').locator('dd')).toHaveText('off');
  await expect(row('Session').locator('dd')).toHaveText('signed out');
});

test('/mobile-test previews at 375px, 768px and full width, with its tabs and checklist', async ({ page }) => {
  await page.goto('/mobile-test');
  const frame = page.getByTestId('preview-frame');
  const widthOf = async () => Math.round((await frame.boundingBox())!.width);
  await expect(page.getByRole('button', { name: 'Mobile (375px)' })).toHaveAttribute('aria-pressed', 'true');
  expect(await widthOf()).toBe(375);
  await page.getByRole('button', { name: 'Tablet (768px)' }).click();
  await expect.poll(widthOf).toBe(768);
  await page.getByRole('button', { name: 'Desktop (full width)' }).click();
  await expect.poll(widthOf).toBeGreaterThan(768);
  await expect(frame.getByText('Sample card')).toHaveCount(3);

  for (const tab of ['Products', 'Marketing', 'Impact', 'Analytics']) {
    await frame.getByRole('tab', { name: tab }).click();
    await expect(frame.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.getByRole('tabpanel')).toContainText(`${tab} (sample)`);
  }

  await expect(page.getByText('0 of 5 checked')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Nothing scrolls sideways' }).check();
  await expect(page.getByText('1 of 5 checked')).toBeVisible();
});
