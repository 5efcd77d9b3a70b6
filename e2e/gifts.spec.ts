import {
  addToCartFromProductPage,
  emailedLink,
  emailedMessage,
  expect,
  expectNoSeriousAxeViolations,
  newPerson,
  payWithCard,
  signUpThroughApi,
  signUpThroughUi,
  test,
  uploadProductThroughApi,
} from './fixtures';

test('a giver pays for a gift, the recipient signs up from the e-mailed link and claims it, and the giver sees it claimed', async ({
  page,
  browser,
}) => {
  // The creator lists the product through the API; the journey is the giver's and the recipient's.
  const creator = newPerson();
  expect((await signUpThroughApi(page.request, creator)).ok()).toBe(true);
  const title = `Moon Letter ${creator.lastName.slice(-6)}`;
  const { product } = await uploadProductThroughApi(page.request, {
    title,
    description: 'A gentle spoken letter to read under the full moon.',
    price: '12.00',
    tags: 'moon, calm',
  });

  // The giver, in their own browser; the checkout at 375 px wide.
  const giverContext = await browser.newContext();
  const giver = await giverContext.newPage();
  const giverPerson = { ...newPerson(), firstName: 'Iris' };
  await signUpThroughUi(giver, giverPerson);
  await expect(giver.getByTestId('user-menu')).toBeVisible();
  await giver.goto(`/product/${product.id}`);
  await addToCartFromProductPage(giver);
  await giver.setViewportSize({ width: 375, height: 800 });
  await giver.goto('/checkout');
  await expect(giver.getByTestId('checkout-total')).toHaveText('$12.00');

  // "This is a gift", by keyboard: the form's errors are tied to their fields.
  await giver.getByRole('checkbox', { name: 'This is a gift' }).focus();
  await giver.keyboard.press('Space');
  const emailField = giver.getByLabel("Recipient's e-mail");
  await emailField.fill('not-an-address');
  await giver.getByRole('button', { name: 'Save gift details' }).click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();
  await expect(giver.getByText('Please enter a valid email address')).toBeVisible();
  const recipient = newPerson();
  await emailField.fill(recipient.email);
  await giver.getByLabel('Message (optional)').fill('Happy birthday, sleep well');
  await giver.getByRole('button', { name: 'Save gift details' }).click();
  await expect(giver.getByText(`Gift for ${recipient.email}, e-mailed as soon as you pay.`, { exact: false })).toBeVisible();
  const overflow = await giver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(giver);
  await payWithCard(giver, '4242 4242 4242 4242');
  await expect(giver).toHaveURL(/\/success\?payment_intent=pi_test_/);
  await expect(giver.getByText(`Gift for ${recipient.email}: we e-mailed them a claim link`)).toBeVisible();
  await expect(giver.getByRole('button', { name: `Download ${title}` })).toHaveCount(0);

  // The recipient opens the e-mailed claim link, signed out, and creates an account from it.
  const recipientContext = await browser.newContext();
  const recipientPage = await recipientContext.newPage();
  await recipientPage.goto(await emailedLink(recipient.email, '/gifts/claim'));
  await expect(recipientPage.getByRole('heading', { name: 'Iris sent you a gift' })).toBeVisible();
  await expect(recipientPage.getByText(title)).toBeVisible();
  await expect(recipientPage.getByText('Happy birthday, sleep well')).toBeVisible();
  await recipientPage.getByRole('link', { name: 'Create an account to claim' }).click();
  await recipientPage.getByLabel('First name').fill(recipient.firstName);
  await recipientPage.getByLabel('Last name').fill(recipient.lastName);
  await recipientPage.getByLabel('E-mail').fill(recipient.email);
  await recipientPage.getByLabel('Password').fill(recipient.password);
  await recipientPage.getByRole('button', { name: 'Create account' }).click();
  await expect(recipientPage.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The sign-up link, whole: it carries the way back to the gift (?returnTo=).
  const signUpMail = await emailedMessage(recipient.email, 'Finish creating my account');
  const finishLink = signUpMail.match(/https?:\/\/[^/\s]+(\/finish-sign-up\?token=[\w-]+&returnTo=[^\s"<]+)/)?.[1];
  expect(finishLink).toContain('returnTo=%2Fgifts%2Fclaim');
  await recipientPage.goto(finishLink!.replaceAll('&amp;', '&'));
  await recipientPage.getByRole('button', { name: 'Finish creating my account' }).click();
  // Back on the gift, signed in.
  await expect(recipientPage).toHaveURL(/\/gifts\/claim\?token=/);
  await recipientPage.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(recipientPage.getByText(`“${title}” is in your library now.`)).toBeVisible();
  await recipientPage.getByRole('link', { name: 'Go to My Purchases' }).click();
  await expect(recipientPage).toHaveURL(/\/purchases/);
  await expect(recipientPage.getByText(title).first()).toBeVisible();
  await recipientContext.close();

  // The giver's Orders page: the gift, its recipient, claimed.
  await giver.goto('/orders');
  await expect(giver.getByText(`Gift for ${recipient.email}`)).toBeVisible();
  await expect(giver.getByText('Claimed', { exact: true })).toBeVisible();
  await giverContext.close();
});
