import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/catalog.js';
import { purchases } from '../../src/server/db/schema/commerce.js';
import { productValues, signUpUser, TEST_ORIGIN } from './factories.js';
import type { TestApp } from './test-app.js';

/** A product of an existing user `creatorId`, with a real file in storage. */
export async function createProductWithFile(
  t: TestApp,
  options: {
    creatorId: number;
    priceCents?: number;
    categoryId?: number;
    title?: string;
    fileName?: string;
    fileType?: string;
    content?: Buffer;
    status?: 'published' | 'archived';
    isSubscription?: boolean;
    subscriptionInterval?: 'month' | 'year';
    trialDays?: number;
  },
) {
  const { creatorId, content = crypto.randomBytes(64), ...overrides } = options;
  const fileKey = `test-${crypto.randomBytes(8).toString('hex')}.bin`;
  const { size } = await t.storage.put(fileKey, content);
  const [product] = await t.db
    .insert(products)
    .values(productValues(creatorId, { categoryId: 1, fileKey, fileName: 'guide.pdf', fileSize: size, ...overrides }))
    .returning();
  return { ...product!, content };
}

/** Sends a signed-in state-changing call the way the web client does. */
export function send(t: TestApp, cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Asks for a payout the way the spec's client does: a JSON content type and no body. */
export const requestPayout = (app: TestApp['app'], cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/creator/request-payout',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
  });

/** What the checkout sends once the buyer ticks the immediate-access box; no payment starts without it. */
export const CHECKOUT_CONSENT = { immediateAccessConsent: true } as const;

export const SUCCEEDING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/** The whole test-mode checkout: cart, payment intent, card payment, confirmation. Answers the confirmation. */
export async function buyProducts(t: TestApp, cookie: string, productIds: number[], card = SUCCEEDING_CARD) {
  for (const productId of productIds) {
    const added = await send(t, cookie, 'POST', '/api/cart', { productId });
    if (added.statusCode !== 201) throw new Error(`add to cart failed: ${added.statusCode} ${added.body}`);
  }
  const intent = (await send(t, cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
  const paid = await send(t, cookie, 'POST', '/api/test-payments/confirm', {
    clientSecret: intent.clientSecret,
    ...card,
  });
  if (paid.statusCode !== 200) throw new Error(`test payment failed: ${paid.statusCode} ${paid.body}`);
  const confirmed = await send(t, cookie, 'POST', '/api/confirm-purchase', {
    paymentIntentId: intent.paymentIntentId,
    productIds: intent.productIds,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return {
    intent,
    confirmation: confirmed.json() as { purchases: { id: number; productId: number }[]; alreadyRecorded: boolean },
  };
}

const DAY_MS = 86_400_000;

/** A new creator's $25 product bought through the test-mode checkout by `buyerCookie`, dated `daysAgo` days back. */
export async function buyProductDaysAgo(t: TestApp, buyerCookie: string, options: { daysAgo: number; downloadCount?: number }) {
  const creator = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents: 2500 });
  const { confirmation } = await buyProducts(t, buyerCookie, [product.id]);
  const [purchase] = await t.db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - options.daysAgo * DAY_MS), downloadCount: options.downloadCount ?? 0 })
    .where(eq(purchases.id, confirmation.purchases[0]!.id))
    .returning();
  return { product, purchase: purchase! };
}
