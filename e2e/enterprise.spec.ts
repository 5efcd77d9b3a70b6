import { expect, expectNoSeriousAxeViolations, newPerson, signInAsAdmin, signUpThroughApi, test } from './fixtures';

const TABS = ['Performance', 'Competitive Edge', 'Creator Success', 'Platform Efficiency'];

test('an admin sees the four enterprise tabs with figures, their definitions, a chart table and a CSV', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Enterprise insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise insights' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Enterprise insights' });
  for (const name of TABS) await expect(tabs.getByRole('tab', { name })).toBeVisible();

  // Performance: money figures, each with how it is counted.
  await expect(page.locator('[data-figure="netRevenue"]')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  await expect(page.getByText('Gross sales minus refunds in the period.')).toBeVisible();
  await page.getByText('Revenue and refunds: the figures as a table').click();
  await expect(page.getByRole('table', { name: /Revenue and refunds per day/ }).getByRole('row')).toHaveCount(91);
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^enterprise-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

  // Competitive Edge: the real take rate rule, and figures the platform cannot know say so.
  await tabs.getByRole('tab', { name: 'Competitive Edge' }).click();
  await expect(page.locator('[data-figure="customerAcquisitionCost"]')).toHaveText('Not tracked');
  await expect(page.getByText(/the platform fee is 10%/)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Creator Success' }).click();
  await expect(page.getByRole('heading', { name: 'Growth indicators' })).toBeVisible();
  await expect(page.getByText(/^Net revenue, last 30 days: \$/)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Platform Efficiency' }).click();
  await expect(page.locator('[data-figure="scalabilityScore"]')).toHaveText('Not tracked');

  await expectNoSeriousAxeViolations(page);

  // A period that ends before it starts is refused before any request.
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start must not be after the end');
});

test('a signed-in non-admin sees Access Restricted, a visitor Authentication Required', async ({ page }) => {
  await page.goto('/enterprise');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access business insights.')).toBeVisible();

  expect((await signUpThroughApi(page.request, newPerson())).ok()).toBe(true);
  await page.goto('/enterprise');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('This section contains sensitive business intelligence data.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
