import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Search by several words on the demo catalogue (decision 044): any word finds a product, those matching more
 * words first; category names are searched; stop words are left out; a typo in any word is corrected.
 */

/** Types a search into the header's box, as a visitor does, and waits for its results. */
async function searchFor(page: Page, text: string) {
  await page.goto('/');
  await page.locator('#header-search').fill(text);
  await page.locator('#header-search').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Results for "${text}"` })).toBeVisible();
}

const card = (page: Page, title: string) => page.locator('#products a[href^="/product/"]').filter({ hasText: title }).first();

/** The product ids of the grid's cards, in order. */
const shownIds = async (page: Page) => [
  ...new Set(
    (
      await page.locator('#products a[href^="/product/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).map((href) => Number(href!.split('/').pop())),
  ),
];

async function apiIds(page: Page, search: string) {
  const list = (await (await page.request.get(`/api/products?search=${encodeURIComponent(search)}`)).json()) as { id: number }[];
  return list.map((product) => product.id);
}

test('two words find the products about either word, in the server ranking', async ({ page }) => {
  await searchFor(page, 'sleep meditation');
  await expect(page.getByText('No products found')).toHaveCount(0);
  // About sleep only, and about meditation only: both are found.
  await expect(card(page, 'Solfeggio Sleep Journey')).toBeVisible();
  await expect(card(page, 'Morning Light Meditation')).toBeVisible();
  const expected = await apiIds(page, 'sleep meditation');
  const either = new Set([...(await apiIds(page, 'sleep')), ...(await apiIds(page, 'meditation'))]);
  expect(new Set(expected)).toEqual(either);
  await expect.poll(() => shownIds(page)).toEqual(expected);
});

test('a word of a category name finds every product of that category', async ({ page }) => {
  await searchFor(page, 'frequency');
  // Both Frequency Music products; only one says "frequency" in its own text.
  await expect(card(page, '528 Hz Heart Coherence Tones')).toBeVisible();
  await expect(card(page, 'Solfeggio Sleep Journey')).toBeVisible();
});

test('a stop word is left out: "the calm" finds what "calm" finds', async ({ page }) => {
  await searchFor(page, 'the calm');
  await expect(card(page, 'Breath of Calm: Breathwork Cards')).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, 'calm'));
});

test('a typo in the second word still finds the products about it', async ({ page }) => {
  await searchFor(page, 'sleep meditaton');
  await expect(card(page, 'Solfeggio Sleep Journey')).toBeVisible();
  await expect(card(page, 'Morning Light Meditation')).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, 'sleep meditaton'));
});

test('a search of stop words only shows no products and asks for a more specific word', async ({ page }) => {
  await searchFor(page, 'the and');
  await expect(page.getByRole('heading', { name: 'Try a more specific word' })).toBeVisible();
  await expect(page.getByText('Search leaves out common words such as "the" and "and".')).toBeVisible();
  await expect(page.getByText('No products found')).toHaveCount(0);
  await expect(page.locator('#products a[href^="/product/"]')).toHaveCount(0);
});
