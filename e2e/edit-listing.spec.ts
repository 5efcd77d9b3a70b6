import { buyWithTestCard, emailedMessage, expect, signUpThroughUi, test, uploadProductThroughApi } from './fixtures';

const suffix = () => Math.random().toString(36).slice(2, 8);

test('a creator edits the title and price of a published product and buyers see them', async ({ page }) => {
  await signUpThroughUi(page);
  const title = `Morning Breath Practice ${suffix()}`;
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'A gentle ten-minute breathing practice to begin the day.',
    price: '12.00',
    tags: 'breath, morning',
  });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your product' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price (USD)')).toHaveValue('12.00');

  // The wizard's checks apply: an empty title is refused before anything is sent.
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  const newTitle = `Evening Wind-Down Breath ${suffix()}`;
  await page.getByLabel('Title').fill(newTitle);
  await page.getByLabel('Price (USD)').fill('19');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('creator-product').filter({ hasText: newTitle })).toContainText('$19.00');

  // The catalogue may answer from its short cache for a moment.
  await expect(async () => {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('$19.00').first()).toBeVisible();
});

test('a held listing shows the moderator’s advice, is fixed and sent back for review', async ({ page }) => {
  await signUpThroughUi(page);
  const { product } = await uploadProductThroughApi(page.request, {
    title: `Get rich quick with this abundance ritual ${suffix()}`,
    description: 'Journaling prompts for a calmer relationship with money.',
    price: '15.00',
    tags: 'abundance',
  });

  await page.goto('/dashboard');
  const row = page.getByTestId('creator-product');
  await expect(row).toContainText('Held for review');
  await row.getByRole('link', { name: /^Edit / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/${product.id}/edit$`));
  await expect(page.getByTestId('moderator-advice')).toContainText('Promises of guaranteed or fast income need a human review.');

  const fixed = `Abundance Journaling Ritual ${suffix()}`;
  await page.getByLabel('Title').fill(fixed);
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('Sent for review', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(row).toContainText(fixed);
  await expect(row).toContainText('Held for review');
  // The rules pass the fixed listing: no advice is left, and it is one listing, not a second held one.
  await expect(page.getByTestId('creator-product')).toHaveCount(1);
  await expect(row).not.toContainText('Promises of guaranteed');
});

test('a replaced file with a note is e-mailed to the buyer, shows as Updated in their purchases, and downloads the new file', async ({
  page,
  browser,
}) => {
  await signUpThroughUi(page);
  const title = `Moon Journal ${suffix()}`;
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'Prompts for each phase of the moon.',
    price: '9.00',
    tags: 'journal',
  });
  const buyerContext = await browser.newContext();
  await buyWithTestCard(buyerContext.request, product.id);

  await page.goto(`/dashboard/products/${product.id}/edit`);
  await page.getByLabel('Product file').setInputFiles({
    name: 'moon-journal-v2.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('New moon: set one intention.\n'.repeat(20)),
  });
  await page.getByLabel("What's new (optional)").fill('Prompts for the eclipse season.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();

  const me = (await (await buyerContext.request.get('/api/auth/user')).json()) as { id: number; email: string };
  await buyerContext.addInitScript((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${me.id}`);
  // The buyer is e-mailed the note, with a link to their purchases and one to turn these e-mails off.
  const email = await emailedMessage(me.email, `has updated “${title}”`);
  expect(email).toContain('Prompts for the eclipse season.');
  const purchasesLink = email.match(/Your purchases: (\S+)/)?.[1];
  expect(email).toMatch(/\/account#emails/);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(purchasesLink!);
  const card = buyerPage.getByTestId('purchase-card').filter({ hasText: title });
  await expect(card.getByTestId('product-updated')).toContainText('Updated');
  await expect(card.getByTestId('product-updated')).toContainText('Prompts for the eclipse season.');
  const download = await buyerContext.request.get(`/api/download/${product.id}`);
  expect(await download.text()).toContain('New moon: set one intention.');
  await buyerContext.close();
});
