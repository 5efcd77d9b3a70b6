import type { Locator, Page } from '@playwright/test';
import { buyWithTestCard, expect, newPerson, signUpThroughApi, test, uploadProductThroughApi } from './fixtures';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const joinedNow = () => {
  const now = new Date();
  return `Joined ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
};

/** The creator page of `name`: their name, the bio, their product, the rating of the verified review, the month joined. */
async function expectCreatorPage(page: Page, creatorId: number, name: string, bio: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/creator/${creatorId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('creator-bio')).toHaveText(bio);
  await expect(page.getByTestId('creator-rating')).toHaveText('4.0 out of 5 from 1 verified review');
  await expect(page.getByText(joinedNow(), { exact: true })).toBeVisible();
  const products = page.getByRole('region', { name: `Product by ${name}` });
  await expect(products.getByRole('article')).toHaveCount(1);
  await expect(products.getByRole('link', { name: title, exact: true })).toBeVisible();
}

const creatorLinkIn = (place: Locator, name: string) => place.getByRole('link', { name, exact: true });

test('a creator writes a bio in the dashboard; their name on a card, on the product page and on a review reply opens their page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Tidal ${word} Breathing`;
  const person = newPerson();
  const name = `${person.firstName} ${person.lastName}`;
  const signedUp = await signUpThroughApi(page.request, person);
  expect(signedUp.ok()).toBe(true);
  const { id: creatorId } = (await signedUp.json()) as { id: number };
  await page.addInitScript((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${creatorId}`);
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'Slow breathing with the tide, ten minutes a day.',
    price: '14.00',
    tags: `breath, ${word}`,
  });

  // A verified buyer reviews it, and the creator replies.
  const buyer = await playwright.request.newContext({ baseURL });
  await buyWithTestCard(buyer, product.id);
  const review = await buyer.post(`/api/products/${product.id}/reviews`, { data: { rating: 4, text: 'Calming and clear.' } });
  expect(review.status()).toBe(201);
  const { id: reviewId } = (await review.json()) as { id: number };
  expect(
    (await page.request.post(`/api/reviews/${reviewId}/reply`, { data: { text: 'Thank you for breathing with me.' } })).ok(),
  ).toBe(true);

  // The bio, written in the dashboard's Settings; more than 300 characters is refused before sending.
  await page.goto('/dashboard?tab=settings');
  const bioForm = page.getByRole('form', { name: 'Creator bio' });
  const bioField = bioForm.getByLabel('Short bio');
  await bioField.fill('x'.repeat(301));
  await bioForm.getByRole('button', { name: 'Save bio' }).click();
  await expect(bioForm.getByText('A bio may be at most 300 characters', { exact: true })).toBeVisible();
  await expect(bioField).toHaveAttribute('aria-invalid', 'true');
  const bio = `I guide ${word} breathing by the sea.`;
  await bioField.fill(bio);
  await bioForm.getByRole('button', { name: 'Save bio' }).click();
  await expect(page.getByText('Bio saved', { exact: true })).toBeVisible();
  await bioForm.page().getByRole('link', { name: 'View your creator page' }).click();
  await expectCreatorPage(page, creatorId, name, bio, title);

  // From a catalogue card (the search answer may take the catalogue cache's seconds to hold the new product).
  await expect(async () => {
    await page.goto(`/?search=${word}`);
    await expect(page.locator('#products').getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const card = page.locator('#products article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await creatorLinkIn(card, name).click();
  await expectCreatorPage(page, creatorId, name, bio, title);

  // From the product page's "Created by".
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await creatorLinkIn(page.getByRole('heading', { level: 2, name }), name).click();
  await expectCreatorPage(page, creatorId, name, bio, title);

  // From the creator's reply under the review.
  await page.goto(`/product/${product.id}`);
  const reply = page.getByTestId('product-reviews').getByRole('article').filter({ hasText: 'Thank you for breathing with me.' });
  await expect(reply).toContainText(`Reply from ${name}, the creator`);
  await creatorLinkIn(reply, name).click();
  await expectCreatorPage(page, creatorId, name, bio, title);
  await buyer.dispose();
});

test('a creator page that does not exist answers 404 with its not-found screen', async ({ page }) => {
  const missing = await page.goto('/creator/99999999');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Creator Not Found' })).toBeVisible();
  expect((await page.goto('/creator/not-an-id'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Creator Not Found' })).toBeVisible();
});

test('More like this offers real related products, never the product itself, and opens one', async ({ page }) => {
  const list = (await (await page.request.get('/api/products?search=Morning%20Light%20Meditation')).json()) as {
    id: number;
    title: string;
  }[];
  const source = list.find((product) => product.title === 'Morning Light Meditation')!;
  const related = (await (await page.request.get(`/api/products/${source.id}/related`)).json()) as { title: string }[];
  expect(related.length).toBeGreaterThan(0);
  expect(related.length).toBeLessThanOrEqual(4);

  await page.goto(`/product/${source.id}`);
  const section = page.getByRole('region', { name: 'More like this' });
  await expect(section.getByRole('article')).toHaveCount(related.length);
  for (const { title } of related) await expect(section.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: source.title, exact: true })).toHaveCount(0);

  const first = related[0]!.title;
  await section.getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
