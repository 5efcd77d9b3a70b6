import { addToCartFromProductPage, expect, openProductFromSearch, payWithCard, signUpThroughUi, test } from './fixtures';

const PRODUCT = 'Solfeggio Sleep Journey';

test('a buyer buys, reviews with five stars, and the product page and card show the review and its real average', async ({
  page,
}) => {
  const person = await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const productId = await openProductFromSearch(page, 'Solfeggio', PRODUCT);

  // Not bought yet: the rating is "New", nobody has reviewed, and there is no form to write one.
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews).toContainText('No reviews yet');
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  await expect(page.getByText('4.8', { exact: true })).toHaveCount(0);

  await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/product/${productId}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  // A rating is required before anything is sent.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Deep, restful sleep from the first night.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review', { exact: true })).toBeVisible();

  // The review is listed with the buyer's first name and last initial and the verified mark; the average is real.
  const mine = reviews.getByRole('article', { name: `Review by ${person.firstName} ${person.lastName[0]}.` }).first();
  await expect(mine).toContainText('Deep, restful sleep from the first night.');
  await expect(mine).toContainText('Verified purchase');
  await expect(reviews.getByTestId('average-rating')).toHaveText('5.0');
  await expect(reviews).toContainText('1 review from verified buyers');
  await expect(reviews.getByRole('button', { name: 'Edit review' })).toBeVisible();

  // The drawn product page and the catalogue card carry the figure too (after the catalogue's seconds-long cache).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Price and purchase' })).toContainText('5.0 (1)', { timeout: 1000 });
  }).toPass();
  await page.goto('/?search=Solfeggio');
  const card = page.locator('#products article').filter({ hasText: PRODUCT });
  await expect(card.getByTestId('rating-badge')).toContainText('5.0 (1)');
  await expect(card.getByTestId('rating-badge')).toContainText('Rated 5.0 out of 5 from 1 review');

  // The author edits the rating; the average follows.
  await page.goto(`/product/${productId}`);
  await reviews.getByRole('button', { name: 'Edit review' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await edit.getByRole('radio', { name: '4 stars' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(reviews.getByTestId('average-rating')).toHaveText('4.0');
});
