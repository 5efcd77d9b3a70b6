import { expect, newPerson, signUpThroughUi, test } from './fixtures';

test('sign up, see my name in the header, sign out, sign back in', async ({ page }) => {
  const person = await signUpThroughUi(page);
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toContainText(`${person.firstName} ${person.lastName}`);

  await userMenu.click();
  await expect(page.getByRole('menu')).toContainText(person.email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill('wrong-password-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is not right');
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(person.firstName);
});

test('a sign-out link on another site asks on this site before signing out', async ({ page, baseURL }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // A page of another site that links to the sign-out navigation (served here: the browser has no network).
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}/api/logout">Win a prize</a>` }),
  );
  await page.goto('http://elsewhere.test/');
  await page.getByRole('link', { name: 'Win a prize' }).click();

  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('http://elsewhere.test/');
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('a click on my name while the menu is still loading opens the menu once it arrives', async ({ page }) => {
  await signUpThroughUi(page);
  // Signed in before the reload: a reload while the sign-up answer is on its way would drop its cookie.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Hold back the menu's code, as on a slow connection, and click before it arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const userMenu = page.getByTestId('user-menu');
  await userMenu.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('sign-up shows the password rule when the password is weak', async ({ page }) => {
  await page.goto('/sign-up');
  const person = newPerson();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#password-error')).toContainText('at least 10 characters');
});

test('dark theme and Enhanced Reading are remembered after a reload', async ({ page }) => {
  await page.goto('/privacy-policy');
  const root = page.locator('html');
  await expect(root).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(root).toHaveClass(/dark/);
  await page.getByTestId('header-reading-switch').click();
  await expect(root).toHaveClass(/bionic-reading/);
  await expect(page.locator('main b').first()).toBeVisible();

  await page.reload();
  await expect(root).toHaveClass(/dark/);
  await expect(root).toHaveClass(/bionic-reading/);
  expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('bionicReading')])).toEqual([
    'dark',
    'true',
  ]);
  await expect(page.locator('main b').first()).toBeVisible();

  await page.getByTestId('header-reading-switch').click();
  await expect(root).not.toHaveClass(/bionic-reading/);
  await expect(page.locator('main b')).toHaveCount(0);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the header search sends non-blank text to the home page', async ({ page }) => {
  await page.goto('/privacy-policy');
  const search = page.locator('#header-search');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await search.fill('  sound healing ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?search=sound%20healing$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer opens with search and navigation, and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('user-menu')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByPlaceholder('Search products...')).toBeVisible();
    for (const name of ['Discover', 'Sign In', 'Get Started']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('mobile-menu-button')).toBeFocused();
  });
});

test('a product page arrives drawn, with its data, and the client takes it over without fetching it again', async ({
  page,
  request,
}) => {
  const product = await (await request.get('/api/products/3')).json();
  const response = await request.get('/product/3');
  const html = await response.text();
  // The real text is in the HTML, and the data the client reuses beside it.
  expect(html).toContain(`>${product.title}</h1>`);
  expect(html).toContain('id="initial-state"');
  expect((await request.get('/privacy-policy')).headers().link).toBeUndefined();
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/products/3') fetched.push(sent.url());
  });
  await page.goto('/product/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Add to Sacred Collection' })).toBeEnabled();
  expect(fetched).toEqual([]);
});
