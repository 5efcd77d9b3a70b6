import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { silentMp3 } from '../tests/helpers/media';

// The browser reports every non-OK answer as a console error; the journeys expect some (a 401 while
// signed out, a declined card, a request with the network off), and the app's own handling of them is what
// the tests check.
const NETWORK_STATUS = /^Failed to load resource: (?:the server responded with a status of \d{3}|net::ERR_INTERNET_DISCONNECTED)/;

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

/** The address's "check your e-mail" screen after the sign-up form is sent (the same whether or not it has an account). */
export async function expectCheckYourEmail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('we sent a link to finish creating your account');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/**
 * Signs up through the real form, starting from the header's Get Started button, then opens the
 * e-mailed link and finishes the account. Unless `welcome` is asked for, the new account's onboarding
 * dialog is dismissed the way "Maybe Later" does (its browser storage key, written while the finishing
 * answer is held back), so journeys that go home are not covered by it.
 */
export async function signUpThroughUi(page: Page, person = newPerson(), options: { welcome?: boolean } = {}) {
  if (!options.welcome)
    await page.route('**/api/auth/sign-up/finish', async (route) => {
      const response = await route.fetch();
      if (response.ok()) {
        const { id } = (await response.json()) as { id: number };
        await page.evaluate((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${id}`);
      }
      await route.fulfill({ response });
    });
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signUpFromSignInPage(page, person);
  return person;
}

/**
 * From the sign-in page: asks for an account for `person`, then opens the e-mailed link as from the mailbox
 * (a fresh load, with nothing of the visit but browser storage) and finishes it.
 */
export async function signUpFromSignInPage(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectCheckYourEmail(page, person.email);
  await page.goto(await emailedLink(person.email, '/finish-sign-up'));
  await page.getByRole('button', { name: 'Finish creating my account' }).click();
  await expect(page).not.toHaveURL(/\/finish-sign-up/);
}

/**
 * Signs `person` up through the API in the cookie jar of `request`: asks for the account, then follows
 * the e-mailed link. Answers the finishing request (the new user, and its session cookie in the jar).
 */
export async function signUpThroughApi(request: APIRequestContext, person: ReturnType<typeof newPerson>) {
  expect((await request.post('/api/auth/sign-up', { data: person })).status()).toBe(202);
  const link = new URL(await emailedLink(person.email, '/finish-sign-up'), 'http://link.example');
  return request.post('/api/auth/sign-up/finish', { data: { token: link.searchParams.get('token') } });
}

/** Signs the page in as the run's admin, creating the account the first time; the welcome dialog stays closed. */
export async function signInAsAdmin(page: Page) {
  const signIn = () => page.request.post('/api/auth/sign-in', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  let answer = await signIn();
  if (!answer.ok()) answer = await signUpThroughApi(page.request, { ...newPerson(), email: ADMIN_EMAIL });
  // Another worker may have created the account first: its link won, so sign in.
  if (!answer.ok()) answer = await signIn();
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  await page.addInitScript((key) => localStorage.setItem(key, 'dismissed'), `customerOnboarding:${id}`);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Opens a product page from the home page's search and answers its id. */
export async function openProductFromSearch(page: Page, text: string, title: string): Promise<number> {
  await page.goto(`/?search=${encodeURIComponent(text)}`);
  await page.locator('#products').getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

export async function addToCartFromProductPage(page: Page) {
  await page.getByRole('button', { name: 'Add to Sacred Collection' }).click();
  await expect(page.getByText('Product added to cart', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** Ticks the checkout's immediate-access box (no card form and no Pay before it); ticking it again changes nothing. */
export async function consentToImmediateAccess(page: Page) {
  await page.getByRole('checkbox', { name: /I want access straight away/ }).check();
}

/** Pays on the checkout page with the built-in test processor's card form (a free trial's button says so). */
export async function payWithCard(page: Page, cardNumber: string, payButton: string | RegExp = /^Pay \$/) {
  await consentToImmediateAccess(page);
  await expect(page.getByText('Test mode: no real money', { exact: true })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: payButton }).click();
}

/** A buyer (`person`, new unless named) in their own cookie jar pays for the product with the test card, through the API. */
export async function buyWithTestCard(request: APIRequestContext, productId: number, person = newPerson()) {
  expect((await signUpThroughApi(request, person)).ok()).toBe(true);
  expect((await request.post('/api/cart', { data: { productId } })).ok()).toBe(true);
  const intentResponse = await request.post('/api/create-payment-intent', { data: { immediateAccessConsent: true } });
  expect(intentResponse.ok()).toBe(true);
  const intent = (await intentResponse.json()) as { clientSecret: string; paymentIntentId: string; productIds: number[] };
  expect(intent.productIds).toEqual([productId]);
  const paid = await request.post('/api/test-payments/confirm', {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.ok()).toBe(true);
  const confirmed = await request.post('/api/confirm-purchase', {
    data: { paymentIntentId: intent.paymentIntentId, productIds: intent.productIds },
  });
  expect(confirmed.ok()).toBe(true);
}

interface UploadFields {
  title: string;
  description: string;
  price: string;
  tags: string;
  // A subscription product: 'true', 'month' or 'year', and the free trial's days.
  isSubscription?: string;
  subscriptionInterval?: string;
  trialDays?: string;
}

/** The product's file: a short text guide unless the journey needs another kind. */
interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A product uploaded through the API the upload wizard uses, as the signed-in user of `request`. */
export async function uploadProductThroughApi(
  request: APIRequestContext,
  fields: UploadFields,
  file: UploadFile = {
    name: 'guide.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Breathe in for four, out for six.\n'.repeat(20)),
  },
) {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const upload = await request.post('/api/products', {
    multipart: {
      ...fields,
      categoryId: String(categories[0]?.id),
      file,
    },
  });
  expect(upload.ok()).toBe(true);
  return (await upload.json()) as { product: { id: number } };
}

/** Quoted-printable as the app's mailer writes it: soft line breaks, then =XX bytes. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The link to `linkPath` (e.g. /reset-password) in the newest e-mail to `to` that the run's SMTP server
 * received (serve.mjs), waiting for it to arrive; answered as a path on this site.
 */
export async function emailedLink(to: string, linkPath: string, { timeout = 30_000 } = {}): Promise<string> {
  // Where serve.mjs's SMTP server writes (the port is the app's, as in playwright.config.ts).
  const folder = path.join(os.tmpdir(), `soul-market-e2e-mail-${process.env.E2E_PORT ?? 5100}`);
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath}\\?token=[\\w-]+)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const messages = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
        for (const name of messages) {
          const message = decodeQuotedPrintable(fs.readFileSync(path.join(folder, name), 'latin1'));
          if (!message.includes(`To: ${to}`)) continue;
          link = message.match(pattern)?.[1];
          if (link) return true;
        }
        return false;
      },
      { message: `an e-mail to ${to} with a ${linkPath} link`, timeout },
    )
    .toBe(true);
  return link!;
}

let watches = 0;

/**
 * Starts watching for `text` anywhere in the page with a MutationObserver in the page itself, which tells the test
 * through an exposed function: a notice shown for half a second before the page leaves is seen however busy the
 * machine is. Call it before the action; the returned check expects the text to have been shown since.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  let shown = false;
  const report = `textShown${++watches}`;
  await page.exposeFunction(report, () => {
    shown = true;
  });
  await page.evaluate(
    ([wanted, name]) => {
      const check = () => {
        if (!document.body.textContent?.includes(wanted)) return;
        observer.disconnect();
        (window as unknown as Record<string, () => void>)[name]!();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      check();
    },
    [text, report] as const,
  );
  return async () => {
    await expect.poll(() => shown, { message: `"${text}" was shown` }).toBe(true);
  };
}

/** No serious or critical accessibility problem that axe can find on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The signed-in creator of `page` publishes a product, and a new buyer in a browser context of their own pays
 * for it with the test card. The buyer's context is answered open (a refund may follow); the caller closes it.
 */
export async function publishAndSell(
  page: Page,
  browser: Browser,
  fields: UploadFields,
): Promise<{ productId: number; buyer: BrowserContext }> {
  const { product } = await uploadProductThroughApi(page.request, fields);
  const buyer = await browser.newContext();
  await buyWithTestCard(buyer.request, product.id);
  return { productId: product.id, buyer };
}

/**
 * The newest e-mail to `to` that the run's SMTP server received whose body holds `text`, waiting for it
 * to arrive; answered decoded (quoted-printable, then UTF-8), headers and body.
 */
export async function emailedMessage(to: string, text: string): Promise<string> {
  const folder = path.join(os.tmpdir(), `soul-market-e2e-mail-${process.env.E2E_PORT ?? 5100}`);
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const messages = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
        for (const name of messages) {
          const raw = decodeQuotedPrintable(fs.readFileSync(path.join(folder, name), 'latin1'));
          const message = Buffer.from(raw, 'latin1').toString('utf8');
          if (message.includes(`To: ${to}`) && message.includes(text)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} saying "${text}"`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A creator in a context of their own publishes an mp3 track of `seconds`; returns its product and title. */
export async function publishTrack(browser: Browser, name: string, seconds: number) {
  const creator = await browser.newContext();
  const creatorPage = await creator.newPage();
  await signUpThroughUi(creatorPage);
  const title = `${name} ${Math.random().toString(36).slice(2, 8)}`;
  const { product } = await uploadProductThroughApi(
    creatorPage.request,
    { title, description: 'A slow guided body scan to settle before sleep.', price: '9.00', tags: 'sleep, meditation' },
    { name: 'track.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(seconds) },
  );
  await creator.close();
  return { product, title };
}
