import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const pages = [
  '/',
  '/?search=meditation',
  '/?category=11',
  '/privacy-policy',
  '/terms-of-service',
  '/ai-policy',
  '/refund-policy',
  '/trust-security',
  '/creators',
  '/intuitive-choice',
  '/test-celebrations',
  '/sign-up',
  '/finish-sign-up?token=an-e-mailed-token',
];

for (const path of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} in the ${theme} theme has no serious or critical accessibility violations`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      // Wait for data-driven sections (the category grid) to settle.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
