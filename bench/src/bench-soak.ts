// The soak benchmark: two instances of the built server on one PostgreSQL database and one bucket,
// mixed traffic against both over loopback (browse, search, product pages, sign-up, cart, test-card
// payments that succeed and that are declined, some with a creator's discount code, downloads, refund requests, creator uploads, payout
// requests), then the Friday payout run and an audit of the ledger in SQL. Writes
// bench/results/soak.json and exits non-zero when an invariant is broken. It also times each checkout from
// pay to purchase recorded, with a code and without (budget: 300 ms with a code), with the load average.
// Run with `DATABASE_URL=postgres://... npm run bench:soak`; BENCH_SECONDS (default 60) sets the length.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { runPayoutBatch } from '../../src/server/features/payouts/run-payout-batch.js';
import { createTestPayouts } from '../../src/server/providers/payouts/test-payouts.js';
import { benchDatabaseUrl, freePort, repoRoot, startBuiltServer, stopBuiltServer } from './bench-server.js';
import { signUpLinkToken } from './bench-sign-up.js';
import { type LocalS3, startLocalS3 } from './local-s3.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// Virtual users at once, spread over both instances.
const VIRTUAL_USERS = 16;
// Bounds on what the run creates, whatever the machine's speed.
const MAX_BUYERS = 600;
const MAX_CREATORS = 60;
const MAX_REQUESTS = 200_000;
const REQUEST_TIMEOUT_MS = 15_000;
// A journey under way at the deadline finishes (a payment is never left half-done); this bounds it.
const FINISH_MS = 30_000;
// Both instances answer for one public address, as behind a load balancer.
const PUBLIC_URL = 'http://soak.localhost';
// No hold, so a minute of traffic requests payouts and races refunds against them: the hardest case for the run's re-check.
const SOAK_HOLD_DAYS = 0;
const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
// Issue 31: checkout with a code stays under this from pay to purchase recorded.
const CODE_CHECKOUT_BUDGET_MS = 300;
// Checkouts with a code timed one at a time after the mixed traffic.
const SERIAL_CODE_CHECKOUTS = 40;
const resultsFile = path.join(repoRoot, 'bench/results/soak.json');

interface RouteStats {
  count: number;
  statuses: Record<string, number>;
  networkErrors: number;
  ms: number[];
}

const stats = new Map<string, RouteStats>();
let requests = 0;
const problems: string[] = [];
const note = (problem: string) => problems.length < 50 && problems.push(problem);

interface Answer {
  status: number;
  body: Buffer;
  headers: Headers;
  json<T = unknown>(): T;
}

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** One visitor: a session cookie once signed up, and an address of their own behind the "load balancer". */
class Visitor {
  cookie: string | undefined;
  readonly address =
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  constructor(private readonly instances: string[]) {}

  async call(
    route: string,
    method: 'GET' | 'POST',
    url: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer | undefined> {
    if (++requests > MAX_REQUESTS) throw new Error('request cap reached');
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    // The same-origin rule: a state-changing call carries the page's Origin, as a browser sends it.
    if (method !== 'GET') headers.origin = PUBLIC_URL;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const entry = stats.get(route) ?? { count: 0, statuses: {}, networkErrors: 0, ms: [] };
    stats.set(route, entry);
    entry.count++;
    const started = performance.now();
    try {
      // Each request goes to either instance: the session, cart and files must be shared.
      const response = await fetch(`${random(this.instances)}${url}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      entry.ms.push(performance.now() - started);
      entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) note(`${route}: ${response.status} ${bytes.toString('utf8', 0, 200)}`);
      const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
      if (setCookie) this.cookie = setCookie.split(';')[0];
      return { status: response.status, body: bytes, headers: response.headers, json: () => JSON.parse(bytes.toString('utf8')) };
    } catch (error) {
      entry.networkErrors++;
      note(`${route}: ${(error as Error).message}`);
      return undefined;
    }
  }
}

interface CreatorAccount {
  visitor: Visitor;
  productId?: number;
  sha256?: string;
  // A percentage code the creator made for their product, for some buyers to apply.
  code?: string;
}
interface Buyer {
  visitor: Visitor;
  owned: number[];
  busy: boolean;
}

const SEARCH_WORDS = ['meditation', 'breath', 'journal', 'sleep', 'chakra', 'tarot', 'calm', 'moon', 'healing', 'gratitude'];
const TITLES = ['Morning Breath Practice', 'Evening Gratitude Journal', 'Moon Cycle Reflections', 'Gentle Sleep Meditation'];

class Soak {
  readonly catalogue: number[] = [];
  // Products whose files this run's store holds: a reused database may list products whose files
  // were in an earlier run's temporary bucket.
  readonly purchasable: number[];
  readonly creators: CreatorAccount[] = [];
  readonly buyers: Buyer[] = [];
  private creatorsStarted = 0;
  // Bought and never downloaded: a refund asked for later is approved automatically.
  readonly keptForLater: { visitor: Visitor; productId: number }[] = [];
  readonly sold = new Set<number>();
  downloadMismatches = 0;
  // Second payments of one cart that could not be recorded (the buyer already owned the products).
  secondTabPayments = 0;
  journeys: Record<string, number> = {};
  // Each recorded checkout's time from pay to purchase recorded: the succeeding test-card payment plus the
  // confirmation that records it, the two calls' times added (without the client's pause between them).
  readonly payToRecordedMs = { withCode: [] as number[], withoutCode: [] as number[] };

  constructor(
    private readonly instances: string[],
    purchasable: number[],
    // The database both instances use: sign-up links are read from its outbox.
    private readonly db: Database,
  ) {
    this.purchasable = purchasable;
  }

  visitor() {
    return new Visitor(this.instances);
  }

  async loadCatalogue() {
    const answer = await this.visitor().call('GET /api/products', 'GET', '/api/products?pageSize=100');
    if (answer?.status !== 200) throw new Error('could not read the catalogue');
    for (const item of answer.json<{ id: number }[]>()) this.catalogue.push(item.id);
    if (this.catalogue.length === 0) throw new Error('the catalogue is empty (start from an empty database to get the demo)');
  }

  async browse(v: Visitor) {
    await v.call('GET /api/categories', 'GET', '/api/categories');
    const page = 1 + Math.floor(Math.random() * 3);
    await v.call('GET /api/products', 'GET', `/api/products?page=${page}${chance(0.3) ? '&filter=under-20' : ''}`);
    if (chance(0.5)) await v.call('GET /api/products', 'GET', `/api/products?category=${1 + Math.floor(Math.random() * 12)}`);
    await v.call('GET /api/activity/recent-purchases', 'GET', '/api/activity/recent-purchases');
  }

  async search(v: Visitor) {
    const word = random(SEARCH_WORDS);
    // Sometimes with a typo, which the search tolerates.
    const query = chance(0.3) ? word.slice(0, -1) : word;
    await v.call('GET /api/products?search', 'GET', `/api/products?search=${encodeURIComponent(query)}`);
  }

  async productPage(v: Visitor) {
    const productId = random(this.catalogue);
    await v.call('GET /api/products/:id', 'GET', `/api/products/${productId}`);
    await v.call('POST /api/products/:id/views', 'POST', `/api/products/${productId}/views`, { json: {} });
  }

  async signUp(v: Visitor, label: string) {
    const email = `soak-${label}-${crypto.randomBytes(6).toString('hex')}@soak.example`;
    const asked = await v.call('POST /api/auth/sign-up', 'POST', '/api/auth/sign-up', {
      json: { firstName: 'Sol', lastName: 'Rivers', email, password: 'river-stone-42' },
    });
    if (asked?.status !== 202) return false;
    const token = await signUpLinkToken(this.db, email);
    const answer = await v.call('POST /api/auth/sign-up/finish', 'POST', '/api/auth/sign-up/finish', { json: { token } });
    return answer?.status === 201;
  }

  /** A creator signs up and uploads their one product, a text file, through either instance. */
  async creatorUpload() {
    if (this.creatorsStarted >= MAX_CREATORS) return false;
    this.creatorsStarted++;
    const v = this.visitor();
    if (!(await this.signUp(v, 'creator'))) return true;
    const line = `Breathe in for four, hold for seven, out for eight. Entry ${crypto.randomUUID()}.\n`;
    const content = Buffer.from(line.repeat(200 + Math.floor(Math.random() * 2000)));
    const form = new FormData();
    // Fields first, then the file, as the web client sends them.
    form.append('title', `${random(TITLES)} ${crypto.randomBytes(2).toString('hex')}`);
    form.append('description', 'A gentle guided practice to begin or end the day feeling grounded, calm and clear.');
    form.append('price', String(25 + Math.floor(Math.random() * 35)));
    form.append('categoryId', String(1 + Math.floor(Math.random() * 12)));
    form.append('tags', 'calm, practice');
    form.append('file', new Blob([content], { type: 'text/plain' }), 'practice.txt');
    const answer = await v.call('POST /api/products', 'POST', '/api/products', { form });
    const creator: CreatorAccount = { visitor: v };
    if (answer?.status === 201) {
      const { product } = answer.json<{ product: { id: number } }>();
      creator.productId = product.id;
      creator.sha256 = crypto.createHash('sha256').update(content).digest('hex');
      this.catalogue.push(product.id);
      this.purchasable.push(product.id);
      if (chance(0.5)) {
        const code = `SOAK${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
        const made = await v.call(
          'POST /api/creator/products/:id/discount-codes',
          'POST',
          `/api/creator/products/${product.id}/discount-codes`,
          { json: { code, kind: 'percent', value: String(10 + Math.floor(Math.random() * 40)) } },
        );
        if (made?.status === 201) creator.code = code;
      }
    }
    this.creators.push(creator);
    return true;
  }

  /** A creator who has sold looks at their earnings and asks for a payout when the balance allows. */
  async creatorPayout() {
    const sellers = this.creators.filter((c) => c.productId !== undefined && this.sold.has(c.productId));
    if (sellers.length === 0) return false;
    const creator = random(sellers);
    const v = creator.visitor;
    const earnings = await v.call('GET /api/creator/earnings', 'GET', '/api/creator/earnings');
    await v.call('GET /api/creator/sales', 'GET', '/api/creator/sales');
    if (earnings?.status === 200 && Number(earnings.json<{ availableBalance: string }>().availableBalance) >= 20)
      await v.call('POST /api/creator/request-payout', 'POST', '/api/creator/request-payout', { json: {} });
    await v.call('GET /api/creator/payouts', 'GET', '/api/creator/payouts');
    return true;
  }

  /** A new buyer, or one coming back who is not in the middle of another visit. */
  private async takeBuyer(): Promise<Buyer | undefined> {
    const idle = this.buyers.filter((b) => !b.busy);
    if (this.buyers.length < MAX_BUYERS && (idle.length < 20 || chance(0.5))) {
      const buyer = { visitor: this.visitor(), owned: [], busy: true };
      if (!(await this.signUp(buyer.visitor, 'buyer'))) return undefined;
      this.buyers.push(buyer);
      return buyer;
    }
    const buyer = idle.length ? random(idle) : undefined;
    if (buyer) buyer.busy = true;
    return buyer;
  }

  /** Creates a payment for the cart and pays it, sometimes with a declined card first; answers what it paid for. */
  private async pay(v: Visitor, declineFirst: boolean) {
    const intent = await v.call('POST /api/create-payment-intent', 'POST', '/api/create-payment-intent', {
      json: { immediateAccessConsent: true },
    });
    if (intent?.status !== 200) return undefined;
    const { clientSecret, paymentIntentId, productIds } = intent.json<{
      clientSecret: string;
      paymentIntentId: string;
      productIds: number[];
    }>();
    const payWith = (cardNumber: string) =>
      v.call('POST /api/test-payments/confirm', 'POST', '/api/test-payments/confirm', {
        json: { clientSecret, cardNumber, expiry: '12/40', cvc: '123' },
      });
    if (declineFirst) {
      const declined = await payWith(DECLINED_CARD);
      if (declined && declined.status < 400) note(`declined card was accepted: ${declined.status}`);
      // Some buyers give up after a decline; the rest try another card.
      if (chance(0.3)) return undefined;
    }
    const started = performance.now();
    const paid = await payWith(SUCCEEDING_CARD);
    const payMs = performance.now() - started;
    return paid?.status === 200 ? { paymentIntentId, productIds, payMs } : undefined;
  }

  /** Sign up (or come back), fill the cart, pay, confirm, download, maybe ask for a refund. */
  async buy() {
    if (this.purchasable.length === 0) return;
    const buyer = await this.takeBuyer();
    if (!buyer) return;
    try {
      await this.checkout(buyer);
    } finally {
      buyer.busy = false;
    }
  }

  private async checkout(buyer: Buyer) {
    const v = buyer.visitor;
    // Favour the creators' own products, so their earnings and payouts move.
    const creatorProducts = this.creators.filter((c) => c.productId !== undefined).map((c) => c.productId!);
    const wanted = new Set<number>();
    for (let i = 0; i < 1 + Math.floor(Math.random() * 2); i++)
      wanted.add(creatorProducts.length && chance(0.7) ? random(creatorProducts) : random(this.purchasable));
    for (const productId of wanted) {
      if (buyer.owned.includes(productId)) continue;
      await v.call('POST /api/cart', 'POST', '/api/cart', { json: { productId } });
    }
    // Half the buyers who want a product with a code apply it.
    const code = this.creators.find((c) => c.code && c.productId !== undefined && wanted.has(c.productId))?.code;
    let withCode = false;
    if (code && chance(0.5)) {
      const applied = await v.call('POST /api/cart/discount', 'POST', '/api/cart/discount', { json: { code } });
      withCode = applied?.status === 200;
    }
    const cart = await v.call('GET /api/cart', 'GET', '/api/cart');
    if (cart?.status !== 200 || cart.json<unknown[]>().length === 0) return;
    // Now and then the buyer pays the same cart in a second tab too: one payment cannot become a purchase.
    const secondTab = chance(0.03) ? await this.pay(v, false) : undefined;
    const payment = await this.pay(v, chance(0.2));
    for (const paid of [secondTab, payment]) {
      if (!paid) continue;
      const started = performance.now();
      const { payMs, ...recorded } = paid;
      const confirmed = await v.call('POST /api/confirm-purchase', 'POST', '/api/confirm-purchase', { json: recorded });
      if (confirmed?.status === 200) {
        this.bought(buyer, paid.productIds);
        if (paid === payment)
          this.payToRecordedMs[withCode ? 'withCode' : 'withoutCode'].push(payMs + performance.now() - started);
      } else if (paid === payment && secondTab) this.secondTabPayments++;
      else if (confirmed)
        note(`confirm-purchase after a succeeded payment: ${confirmed.status} ${confirmed.body.toString('utf8', 0, 200)}`);
    }
    if (!payment || !buyer.owned.some((id) => payment.productIds.includes(id))) return;
    const { productIds } = payment;
    await v.call('GET /api/purchases', 'GET', '/api/purchases');
    const productId = random(productIds);
    const roll = Math.random();
    if (roll < 0.1) {
      // Never downloaded: the refund is approved automatically.
      await this.refund(v, productId);
    } else if (roll < 0.3) {
      // Refunded later, perhaps after the creator asked for a payout that counted this sale.
      this.keptForLater.push({ visitor: v, productId });
    } else if (roll < 0.85) {
      await this.download(v, productId);
      // Downloaded: a person reviews the request.
      if (chance(0.1)) await this.refund(v, productId);
    }
  }

  private bought(buyer: Buyer, productIds: number[]) {
    buyer.owned.push(...productIds);
    for (const id of productIds) this.sold.add(id);
  }

  async download(v: Visitor, productId: number) {
    const creator = this.creators.find((c) => c.productId === productId);
    if (chance(0.3)) {
      // A resumed download: a range through whichever instance answers.
      const ranged = await v.call('GET /api/download/:id (range)', 'GET', `/api/download/${productId}`, {
        headers: { range: 'bytes=10-' },
      });
      if (ranged && ranged.status !== 206) note(`ranged download answered ${ranged.status}`);
      return;
    }
    const whole = await v.call('GET /api/download/:id', 'GET', `/api/download/${productId}`);
    if (whole?.status === 200 && creator?.sha256) {
      if (crypto.createHash('sha256').update(whole.body).digest('hex') !== creator.sha256) {
        this.downloadMismatches++;
        note(`download of product ${productId} differs from the uploaded file`);
      }
    }
  }

  async refund(v: Visitor, productId: number) {
    await v.call('POST /api/support (refund)', 'POST', '/api/support', {
      json: { type: 'refund', productId, message: 'This practice was not what I expected; may I have a refund?' },
    });
  }

  async lateRefund() {
    const kept = this.keptForLater.splice(Math.floor(Math.random() * this.keptForLater.length), 1)[0];
    if (!kept) return false;
    await this.refund(kept.visitor, kept.productId);
    return true;
  }

  /**
   * After the mixed traffic: `count` checkouts with a code one at a time (a new buyer each, a creator's
   * product with its code), so each pay-to-recorded time is the server's work without this run's own queueing.
   */
  async serialCodeCheckouts(count: number) {
    const times: number[] = [];
    const coded = this.creators.filter((c) => c.code && c.productId !== undefined);
    for (let i = 0; i < count && coded.length > 0; i++) {
      const creator = coded[i % coded.length]!;
      const v = this.visitor();
      if (!(await this.signUp(v, 'serial'))) continue;
      await v.call('POST /api/cart', 'POST', '/api/cart', { json: { productId: creator.productId } });
      const applied = await v.call('POST /api/cart/discount', 'POST', '/api/cart/discount', { json: { code: creator.code } });
      if (applied?.status !== 200) continue;
      const paid = await this.pay(v, false);
      if (!paid) continue;
      const { payMs, ...recorded } = paid;
      const started = performance.now();
      const confirmed = await v.call('POST /api/confirm-purchase', 'POST', '/api/confirm-purchase', { json: recorded });
      if (confirmed?.status === 200) times.push(payMs + performance.now() - started);
    }
    return times;
  }

  /** One visitor's visit; reads dominate, as on the real site. */
  async journey() {
    const roll = Math.random();
    const v = this.visitor();
    let name: string;
    if (this.creators.length < 8 || roll < 0.03) name = (await this.creatorUpload()) ? 'creator upload' : 'browse';
    else if (roll < 0.09) name = (await this.creatorPayout()) ? 'creator payout' : 'browse';
    else if (roll < 0.14) name = (await this.lateRefund()) ? 'late refund' : 'browse';
    else if (roll < 0.32) name = 'buy';
    else if (roll < 0.55) name = 'browse';
    else if (roll < 0.75) name = 'search';
    else name = 'product page';
    if (name === 'buy') await this.buy();
    else if (name === 'browse') await this.browse(v);
    else if (name === 'search') await this.search(v);
    else if (name === 'product page') await this.productPage(v);
    this.journeys[name] = (this.journeys[name] ?? 0) + 1;
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** Count and p50/p95/p99 of a set of times in milliseconds. */
function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), p99Ms: percentile(sorted, 99) };
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/** The ledger audit, over what this run wrote (rows created since `since`). */
async function auditLedger(db: Db, since: Date) {
  const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(db, query)).n);
  const purchasesWithoutPayment = await count(sql`
    select count(*) as n from purchases p left join payments pay on pay.id = p.payment_id
    where p.created_at >= ${since} and pay.id is null`);
  const paymentsWithoutPurchase = await count(sql`
    select count(*) as n from payments pay where pay.created_at >= ${since}
    and not exists (select 1 from purchases p where p.payment_id = pay.id)`);
  // The card was charged (test processor) but nothing was recorded and nothing refunded.
  const chargesWithoutPurchase = await count(sql`
    select count(*) as n from test_payment_intents i where i.created_at >= ${since} and i.status = 'succeeded'
    and i.refunded_at is null and not exists (select 1 from purchases p where p.payment_id = i.id)`);
  const paymentsNotMatchingPurchases = await count(sql`
    select count(*) as n from payments pay where pay.created_at >= ${since}
    and pay.amount_cents <> (select coalesce(sum(p.amount_cents), 0) from purchases p where p.payment_id = pay.id)`);
  const purchasesWithoutSale = await count(sql`
    select count(*) as n from purchases p where p.created_at >= ${since}
    and not exists (select 1 from sales s where s.purchase_id = p.id and s.kind = 'sale')`);
  const refundsWithoutReversal = await count(sql`
    select count(*) as n from purchases p where p.created_at >= ${since} and p.status = 'refunded'
    and not exists (select 1 from sales s where s.purchase_id = p.id and s.kind = 'reversal')`);
  const money = await one<Record<string, string | null>>(
    db,
    sql`
    with creators as (
      select creator_id from sales where created_at >= ${since}
      union select creator_id from payouts where created_at >= ${since}
    ), earned as (
      select creator_id, sum(creator_earnings_cents) as cents from sales where creator_id in (select creator_id from creators) group by creator_id
    ), paid as (
      select creator_id,
        sum(amount_cents) filter (where status = 'completed') as completed,
        sum(amount_cents) filter (where status <> 'failed') as committed
      from payouts where creator_id in (select creator_id from creators) group by creator_id
    )
    select
      (select count(*) from creators) as creators,
      (select count(*) from purchases where created_at >= ${since}) as purchases,
      (select count(*) from purchases where created_at >= ${since} and status = 'refunded') as refunded,
      (select count(*) from payouts where created_at >= ${since}) as payouts,
      (select coalesce(sum(cents), 0) from earned) as earned,
      (select coalesce(sum(completed), 0) from paid) as paid_out,
      (select coalesce(sum(committed), 0) from paid) as committed,
      (select count(*) from creators c left join earned e using (creator_id) left join paid p using (creator_id)
        where coalesce(p.completed, 0) > coalesce(e.cents, 0)) as paid_above_earnings,
      (select coalesce(sum(greatest(coalesce(p.completed, 0) - coalesce(e.cents, 0), 0)), 0)
        from creators c left join earned e using (creator_id) left join paid p using (creator_id)) as overpaid
  `,
  );
  const cents = (value: string | null | undefined) => Number(value ?? 0);
  return {
    purchases: cents(money.purchases),
    refundedPurchases: cents(money.refunded),
    payoutRequests: cents(money.payouts),
    purchasesWithoutPayment,
    paymentsWithoutPurchase,
    chargesWithoutPurchase,
    paymentsNotMatchingPurchases,
    purchasesWithoutSale,
    refundsWithoutReversal,
    creators: cents(money.creators),
    earnedNetCents: cents(money.earned),
    paidOutCents: cents(money.paid_out),
    committedPayoutCents: cents(money.committed),
    creatorsPaidAboveEarnings: cents(money.paid_above_earnings),
    overpaidCents: cents(money.overpaid),
  };
}

async function main() {
  const databaseUrl = benchDatabaseUrl('bench:soak', '(an empty one gets the demo catalogue)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-soak-'));
  let s3: LocalS3 | undefined;
  if (!process.env.S3_BUCKET) s3 = await startLocalS3();
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const servers: Awaited<ReturnType<typeof startBuiltServer>>[] = [];
  try {
    await database.migrate();
    const since = new Date((await one<{ now: Date }>(database.db, sql`select now() as now`)).now);
    const common = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      // The virtual users connect from this machine, each naming its own address as a proxy would.
      TRUST_PROXY: 'loopback',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      PAYOUT_HOLD_DAYS: String(SOAK_HOLD_DAYS),
      ...(s3?.env ?? {}),
    };
    const ports = [await freePort(), await freePort()];
    const logFile = path.join(work, 'servers.log');
    // The first seeds an empty database; the second starts once it is ready, so only one seeds.
    for (const [i, port] of ports.entries()) {
      servers.push(
        await startBuiltServer({
          port,
          logFile,
          env: { ...common, DATA_DIR: path.join(work, `instance-${i}`), SEED_DEMO: i === 0 ? 'true' : 'false' },
        }),
      );
    }
    const seeded = (await database.db.execute(
      sql`select id from products where status = 'published' and created_at >= ${since}`,
    )) as unknown as { rows: { id: number }[] };
    const soak = new Soak(
      ports.map((port) => `http://127.0.0.1:${port}`),
      seeded.rows.map((row) => row.id),
      database.db,
    );
    await soak.loadCatalogue();
    console.log(
      `Soak: ${SECONDS} s, ${VIRTUAL_USERS} virtual users on two instances (ports ${ports.join(', ')}), ` +
        `files in ${s3 ? 'a local S3 server' : `bucket ${process.env.S3_BUCKET}`}`,
    );
    const loadAtStart = loadAverage();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const users = Array.from({ length: VIRTUAL_USERS }, async () => {
      while (Date.now() < deadline && requests < MAX_REQUESTS) {
        try {
          await soak.journey();
        } catch (error) {
          note(`journey failed: ${(error as Error).message}`);
        }
      }
    });
    const finished = await Promise.race([
      Promise.all(users).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), SECONDS * 1000 + FINISH_MS).unref()),
    ]);
    if (!finished) note(`journeys were still running ${FINISH_MS / 1000} s after the deadline`);
    const elapsed = (Date.now() - started) / 1000;
    const loadAtEnd = loadAverage();
    const serial = await soak.serialCodeCheckouts(SERIAL_CODE_CHECKOUTS);
    const loadAfterSerial = loadAverage();

    for (const server of servers.splice(0)) await stopBuiltServer(server);
    // The Friday run, with no money moving (test payout accounts), as of the date every requested payout is due.
    const testPayouts = createTestPayouts(database.db);
    const payees = (await database.db.execute(
      sql`select distinct u.id, u.email from payouts p join users u on u.id = p.creator_id where p.status = 'pending'`,
    )) as unknown as { rows: { id: number; email: string }[] };
    for (const payee of payees.rows) await testPayouts.connectAccount(payee, { returnUrl: '', refreshUrl: '' });
    const due = await one<{ due: Date | null }>(
      database.db,
      sql`select max(payout_date) as due from payouts where status = 'pending'`,
    );
    const batch = due.due
      ? await runPayoutBatch(
          { db: database.db, config: { siteUrl: PUBLIC_URL } },
          { payouts: testPayouts, now: new Date(due.due), holdDays: SOAK_HOLD_DAYS },
        )
      : undefined;
    const ledger = await auditLedger(database.db, since);

    const routes = Object.fromEntries(
      [...stats.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, entry]) => {
          const sorted = entry.ms.sort((a, b) => a - b);
          return [
            route,
            {
              count: entry.count,
              statuses: entry.statuses,
              networkErrors: entry.networkErrors,
              p50Ms: percentile(sorted, 50),
              p99Ms: percentile(sorted, 99),
            },
          ];
        }),
    );
    const all = [...stats.values()];
    const serverErrors = all.reduce(
      (total, entry) => total + Object.entries(entry.statuses).reduce((n, [code, c]) => n + (Number(code) >= 500 ? c : 0), 0),
      0,
    );
    const networkErrors = all.reduce((total, entry) => total + entry.networkErrors, 0);
    const serverLog = fs.readFileSync(logFile, 'utf8').split('\n');
    const errorLogLines = serverLog.filter((line) => /"level":(50|60)/.test(line));
    const invariants = {
      'no 5xx answers': serverErrors === 0,
      'no failed connections or time-outs': networkErrors === 0,
      'no purchase without a payment': ledger.purchasesWithoutPayment === 0,
      'no payment without a purchase': ledger.paymentsWithoutPurchase === 0 && ledger.chargesWithoutPurchase === 0,
      'each payment equals its purchases': ledger.paymentsNotMatchingPurchases === 0,
      'each purchase has its sale, each refund its reversal':
        ledger.purchasesWithoutSale === 0 && ledger.refundsWithoutReversal === 0,
      'no creator paid more than earned': ledger.creatorsPaidAboveEarnings === 0,
      'downloads equal the uploaded files': soak.downloadMismatches === 0,
      'every journey finished': finished,
    };
    const withCode = spread(soak.payToRecordedMs.withCode);
    const oneAtATime = spread(serial);
    const checkout = {
      measuredAs:
        'pay (the succeeding test-card call) plus confirm-purchase (which records it), each timed at the client over loopback',
      budgetMs: CODE_CHECKOUT_BUDGET_MS,
      // One at a time after the traffic: the closest this run gets to the server's own time.
      withCodeOneAtATime: {
        ...oneAtATime,
        withinBudgetAtP95: oneAtATime.count > 0 && oneAtATime.p95Ms < CODE_CHECKOUT_BUDGET_MS,
      },
      // During the mixed traffic of 16 virtual users: includes queueing behind the other requests.
      withCodeUnderTraffic: withCode,
      withoutCodeUnderTraffic: spread(soak.payToRecordedMs.withoutCode),
      // The machine is shared: the 1, 5 and 15 minute load averages.
      loadAverage: {
        start: loadAtStart,
        endOfTraffic: loadAtEnd,
        endOfOneAtATime: loadAfterSerial,
        cores: os.availableParallelism(),
      },
    };
    const result = {
      measuredAt: new Date().toISOString(),
      seconds: Math.round(elapsed * 10) / 10,
      virtualUsers: VIRTUAL_USERS,
      instances: 2,
      storage: s3 ? 's3rver (local S3)' : 'S3_BUCKET',
      requests,
      requestsPerSecond: Math.round(requests / elapsed),
      serverErrors,
      networkErrors,
      serverErrorLogLines: errorLogLines.length,
      journeys: soak.journeys,
      signUps: { buyers: soak.buyers.length, creators: soak.creators.length },
      downloadMismatches: soak.downloadMismatches,
      secondTabPayments: soak.secondTabPayments,
      payoutRun: batch ? { completed: batch.completed.length, failed: batch.failed.length, skipped: batch.skipped } : null,
      ledger,
      invariants,
      checkoutPayToRecorded: checkout,
      problems,
      routes,
    };
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);

    console.table(
      Object.fromEntries(Object.entries(routes).map(([route, r]) => [route, { count: r.count, p50: r.p50Ms, p99: r.p99Ms }])),
    );
    console.log(
      `${requests} requests in ${result.seconds} s (${result.requestsPerSecond}/s), ${serverErrors} 5xx, ${networkErrors} failed connections`,
    );
    console.log(
      `Ledger: ${ledger.purchases} purchases (${ledger.refundedPurchases} refunded), ${ledger.purchasesWithoutPayment} without a payment, ` +
        `${ledger.paymentsWithoutPurchase + ledger.chargesWithoutPurchase} payments without a purchase; ` +
        `paid out $${(ledger.paidOutCents / 100).toFixed(2)} against $${(ledger.earnedNetCents / 100).toFixed(2)} earned net ` +
        `(${ledger.creatorsPaidAboveEarnings} creators paid above earnings, $${(ledger.overpaidCents / 100).toFixed(2)} over)`,
    );
    console.log(
      `Pay to purchase recorded with a code, one at a time: ${oneAtATime.count} checkouts, p50 ${oneAtATime.p50Ms} ms, ` +
        `p95 ${oneAtATime.p95Ms} ms, p99 ${oneAtATime.p99Ms} ms (budget ${CODE_CHECKOUT_BUDGET_MS} ms); under traffic: ` +
        `p50 ${withCode.p50Ms} ms, p99 ${withCode.p99Ms} ms (without a code p50 ${checkout.withoutCodeUnderTraffic.p50Ms} ms); ` +
        `load average ${loadAtStart.join(' ')} -> ${loadAfterSerial.join(' ')}`,
    );
    for (const line of problems.slice(0, 10)) console.log(`  ! ${line}`);
    for (const line of errorLogLines.slice(0, 5)) console.log(`  server: ${line.slice(0, 300)}`);
    const broken = Object.entries(invariants).filter(([, ok]) => !ok);
    for (const [name] of broken) console.log(`BROKEN: ${name}`);
    console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
    if (broken.length) process.exitCode = 2;
  } finally {
    for (const server of servers) await stopBuiltServer(server);
    await database.close();
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
