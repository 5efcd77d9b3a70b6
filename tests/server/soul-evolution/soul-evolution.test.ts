import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../../src/server/db/schema/care.js';
import { purchases } from '../../../src/server/db/schema/commerce.js';
import { chakraAchievements } from '../../../src/server/db/schema/soul-evolution.js';
import {
  activateChakrasAfterActivity,
  activateChakrasEarnedBy,
} from '../../../src/server/features/soul-evolution/activate-earned-chakras.js';
import { readSoulEvolutionStats } from '../../../src/server/features/soul-evolution/get-soul-evolution-stats.js';
import { approveRefund } from '../../../src/server/features/support/approve-refund.js';
import { appJobs, JOB_NAMES } from '../../../src/server/jobs/app-jobs.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, jobContextAt, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

const get = async <T>(cookie: string, url: string) => {
  const answer = await t.app.inject({ url, headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as T;
};
const activeChakras = async (cookie: string) =>
  (await get<{ activatedChakras: number[]; totalBuddhas: number }>(cookie, '/api/soul-evolution')).activatedChakras;
const statsOf = (cookie: string) => get<Record<string, number>>(cookie, '/api/soul-evolution/stats');
const testUnlock = (cookie: string, chakraNumber: unknown) =>
  send(t, cookie, 'POST', '/api/soul-evolution/test-unlock', { chakraNumber });
const unlockedBy = async (cookie: string, chakraNumber: number) => {
  const answer = await testUnlock(cookie, chakraNumber);
  expect(answer.statusCode).toBe(200);
  return (answer.json().newAchievements as { chakraNumber: number }[]).map((a) => a.chakraNumber);
};
const numbers = (achievements: { chakraNumber: number }[]) => achievements.map((a) => a.chakraNumber);

/** Journal entries of `userId` at each moment given. */
async function journalAt(userId: number, moments: Date[]) {
  await t.db.insert(journalEntries).values(
    moments.map((createdAt) => ({
      userId,
      email: 'journal@test.example',
      silverLining: 'A moment of light',
      guidance: {},
      createdAt,
    })),
  );
}
/** `days` consecutive daily moments ending at `last`. */
const dailyUntil = (last: Date, days: number) => Array.from({ length: days }, (_, i) => daysAfter(last, -i));

/** A new creator's product, published, with a file. */
async function newProduct() {
  const creator = await signUpUser(t);
  return createProductWithFile(t, { creatorId: creator.user.id, priceCents: 1500 });
}

/** Buys one new product through the test-mode checkout and dates the purchase `at`. */
async function purchaseAt(cookie: string, at: Date) {
  const product = await newProduct();
  const { confirmation } = await buyProducts(t, cookie, [product.id]);
  const [purchase] = await t.db
    .update(purchases)
    .set({ createdAt: at })
    .where(eq(purchases.id, confirmation.purchases[0]!.id))
    .returning();
  return { product, purchase: purchase! };
}

const forgetAchievements = (userId: number) => t.db.delete(chakraAchievements).where(eq(chakraAchievements.userId, userId));

/** A new account created through the referral link of the user signed in with `referrerCookie`. */
async function friendSignsUpThroughLinkOf(referrerCookie: string) {
  const { code } = await get<{ code: string }>(referrerCookie, '/api/referrals');
  await signUpUser(t, { firstName: 'Lin', lastName: 'Hart', email: uniqueEmail('friend'), referralCode: code });
}

const NOTHING_COUNTED = {
  totalPurchases: 0,
  silverLiningsStreak: 0,
  uniqueProductsTried: 0,
  reviewsLeft: 0,
  referralsMade: 0,
  journeyCompletions: 0,
};

describe('soul evolution: signed in only', () => {
  it('answers 401 to every route when signed out', async () => {
    for (const url of ['/api/soul-evolution', '/api/soul-evolution/stats', '/api/soul-evolution/achievements']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().code).toBe('unauthorized');
    }
    for (const url of ['/api/soul-evolution/test-unlock', '/api/soul-evolution/new-cycle']) {
      const answer = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload: { chakraNumber: 1 } });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('starts with nothing active, no achievement and every figure at zero', async () => {
    const { cookie } = await signUpUser(t);
    expect(await get(cookie, '/api/soul-evolution')).toEqual({ activatedChakras: [], totalBuddhas: 0 });
    expect(await get(cookie, '/api/soul-evolution/achievements')).toEqual({ achievements: [] });
    expect(await statsOf(cookie)).toEqual(NOTHING_COUNTED);
  });
});

describe('chakra conditions at their boundaries', () => {
  it('Root: a real purchase through the API activates it, and not before', async () => {
    const { cookie } = await signUpUser(t);
    expect(await unlockedBy(cookie, 1)).toEqual([]);
    const product = await newProduct();
    await buyProducts(t, cookie, [product.id]);
    expect((await statsOf(cookie)).totalPurchases).toBe(1);
    expect(await activeChakras(cookie)).toEqual([1]);
    const { achievements } = await get<{ achievements: Record<string, unknown>[] }>(cookie, '/api/soul-evolution/achievements');
    expect(achievements).toEqual([
      expect.objectContaining({ chakraNumber: 1, chakraName: 'Root', cycle: 1, unlockedAt: expect.any(String) }),
    ]);
    // Already active: checking again unlocks nothing new.
    expect(await unlockedBy(cookie, 1)).toEqual([]);
  });

  it('a refunded purchase counts for nothing', async () => {
    const { cookie, user } = await signUpUser(t);
    const product = await newProduct();
    const { confirmation } = await buyProducts(t, cookie, [product.id]);
    await approveRefund(t, {
      purchaseId: confirmation.purchases[0]!.id,
      reason: 'Changed my mind',
      decidedBy: null,
      now: new Date(),
    });
    expect(await statsOf(cookie)).toMatchObject({ totalPurchases: 0, uniqueProductsTried: 0 });
    await forgetAchievements(user.id);
    expect(await unlockedBy(cookie, 1)).toEqual([]);
  });

  it('Solar Plexus: two different products are not enough, the third activates it', async () => {
    const { cookie } = await signUpUser(t);
    const [first, second, third] = [await newProduct(), await newProduct(), await newProduct()];
    await buyProducts(t, cookie, [first.id, second.id]);
    expect(await statsOf(cookie)).toMatchObject({ totalPurchases: 2, uniqueProductsTried: 2 });
    expect(await activeChakras(cookie)).toEqual([1]);
    await buyProducts(t, cookie, [third.id]);
    expect((await statsOf(cookie)).uniqueProductsTried).toBe(3);
    expect(await activeChakras(cookie)).toEqual([1, 3]);
  });

  it('Heart: a review of a bought product activates it', async () => {
    const { cookie } = await signUpUser(t);
    const product = await newProduct();
    await buyProducts(t, cookie, [product.id]);
    expect((await statsOf(cookie)).reviewsLeft).toBe(0);
    expect(await unlockedBy(cookie, 4)).toEqual([]);
    const reviewed = await send(t, cookie, 'POST', `/api/products/${product.id}/reviews`, { rating: 5 });
    expect(reviewed.statusCode).toBe(201);
    expect((await statsOf(cookie)).reviewsLeft).toBe(1);
    expect(await activeChakras(cookie)).toEqual([1, 4]);
  });

  it('Throat: a friend signing up through the link activates it for the referrer', async () => {
    const referrer = await signUpUser(t);
    expect(await unlockedBy(referrer.cookie, 5)).toEqual([]);
    await friendSignsUpThroughLinkOf(referrer.cookie);
    expect((await statsOf(referrer.cookie)).referralsMade).toBe(1);
    expect(await activeChakras(referrer.cookie)).toEqual([5]);
  });

  it('Sacral at 30 days in a row, not 29; Crown at 365, not 364', async () => {
    const { user } = await signUpUser(t);
    const now = new Date('2025-06-15T12:00:00Z');
    const stats = () => readSoulEvolutionStats(t, { userId: user.id, now, since: null });
    await journalAt(user.id, dailyUntil(now, 29));
    expect((await stats()).silverLiningsStreak).toBe(29);
    expect(await activateChakrasEarnedBy(t, { userId: user.id, now })).toEqual([]);
    await journalAt(user.id, [daysAfter(now, -29)]);
    expect((await stats()).silverLiningsStreak).toBe(30);
    expect(numbers(await activateChakrasEarnedBy(t, { userId: user.id, now }))).toEqual([2]);

    await journalAt(user.id, dailyUntil(daysAfter(now, -30), 334));
    expect((await stats()).silverLiningsStreak).toBe(364);
    expect(await activateChakrasEarnedBy(t, { userId: user.id, now })).toEqual([]);
    await journalAt(user.id, [daysAfter(now, -364)]);
    expect((await stats()).silverLiningsStreak).toBe(365);
    expect(numbers(await activateChakrasEarnedBy(t, { userId: user.id, now }))).toEqual([7]);
  });

  it('Sacral: the journal entry that makes 30 days through the API activates it', async () => {
    const { cookie, user } = await signUpUser(t);
    await journalAt(user.id, dailyUntil(new Date(Date.now() - DAY_MS), 29));
    expect(await activeChakras(cookie)).toEqual([]);
    const written = await send(t, cookie, 'POST', '/api/journal-entries', { silverLining: 'The morning light on the kettle.' });
    expect(written.statusCode).toBe(200);
    expect(await activeChakras(cookie)).toEqual([2]);
  });

  describe('Third Eye: a 90-day journey', () => {
    const bought = new Date('2025-01-10T10:00:00Z');
    // Journal entries an hour after the purchase, on `days` distinct days from its first.
    const journalDays = (days: number) =>
      Array.from({ length: days }, (_, i) => new Date(daysAfter(bought, i).getTime() + HOUR_MS));

    async function journeyBuyer(days: number) {
      const buyer = await signUpUser(t);
      const { purchase } = await purchaseAt(buyer.cookie, bought);
      await journalAt(buyer.user.id, journalDays(days));
      const journeys = (now: Date) =>
        readSoulEvolutionStats(t, { userId: buyer.user.id, now, since: null }).then((stats) => stats.journeyCompletions);
      return { ...buyer, purchase, journeys };
    }

    it('completes at 90 days, not 89, with 30 journal days', async () => {
      const { user, journeys } = await journeyBuyer(30);
      expect(await journeys(daysAfter(bought, 89))).toBe(0);
      expect(numbers(await activateChakrasEarnedBy(t, { userId: user.id, now: daysAfter(bought, 89) }))).not.toContain(6);
      expect(await journeys(daysAfter(bought, 90))).toBe(1);
      expect(numbers(await activateChakrasEarnedBy(t, { userId: user.id, now: daysAfter(bought, 90) }))).toContain(6);
    });

    it('does not complete with 29 journal days, nor with the 30th written after the 90 days', async () => {
      const { user, journeys } = await journeyBuyer(29);
      await journalAt(user.id, [new Date(daysAfter(bought, 90).getTime() + HOUR_MS)]);
      expect(await journeys(daysAfter(bought, 120))).toBe(0);
      // Two entries on one day are one journal day.
      await journalAt(user.id, [new Date(daysAfter(bought, 5).getTime() + 2 * HOUR_MS)]);
      expect(await journeys(daysAfter(bought, 120))).toBe(0);
    });

    it('does not complete for a refunded purchase', async () => {
      const { purchase, journeys } = await journeyBuyer(30);
      await approveRefund(t, { purchaseId: purchase.id, reason: 'Not for me', decidedBy: null, now: new Date() });
      expect(await journeys(daysAfter(bought, 90))).toBe(0);
    });

    it('the daily job activates it as the purchase turns 90 days old', async () => {
      const jobBought = new Date('2023-03-01T10:00:00Z');
      const buyer = await signUpUser(t);
      await purchaseAt(buyer.cookie, jobBought);
      await journalAt(
        buyer.user.id,
        Array.from({ length: 30 }, (_, i) => new Date(daysAfter(jobBought, i * 2).getTime() + HOUR_MS)),
      );
      const daily = appJobs.find((job) => job.name === JOB_NAMES.soulEvolutionDaily)!;
      const runAt = (now: Date) => daily.run(jobContextAt(t, now), {});
      await runAt(daysAfter(jobBought, 89));
      expect(await activeChakras(buyer.cookie)).not.toContain(6);
      expect(await runAt(daysAfter(jobBought, 90))).toMatchObject({ failed: 0 });
      expect(await activeChakras(buyer.cookie)).toContain(6);
    });
  });
});

describe('test unlock', () => {
  it('never unlocks a chakra that has not been earned', async () => {
    const { cookie } = await signUpUser(t);
    for (let chakra = 1; chakra <= 7; chakra += 1) expect(await unlockedBy(cookie, chakra)).toEqual([]);
    expect(await activeChakras(cookie)).toEqual([]);
    expect(await get(cookie, '/api/soul-evolution/achievements')).toEqual({ achievements: [] });
  });

  it('checks only the chakra asked for', async () => {
    const { cookie, user } = await signUpUser(t);
    const product = await newProduct();
    await buyProducts(t, cookie, [product.id]);
    expect((await send(t, cookie, 'POST', `/api/products/${product.id}/reviews`, { rating: 4 })).statusCode).toBe(201);
    await forgetAchievements(user.id);
    const answer = await testUnlock(cookie, 4);
    expect(answer.json().newAchievements).toEqual([expect.objectContaining({ chakraNumber: 4, chakraName: 'Heart', cycle: 1 })]);
    expect(await activeChakras(cookie)).toEqual([4]);
    expect(await unlockedBy(cookie, 4)).toEqual([]);
  });

  it('refuses a chakra number outside 1-7', async () => {
    const { cookie } = await signUpUser(t);
    for (const chakraNumber of [0, 8, 1.5, '1']) {
      const answer = await testUnlock(cookie, chakraNumber);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
  });
});

describe('concurrent checks', () => {
  it('a check that fails after an event is logged and never fails the event', async () => {
    const errors: unknown[] = [];
    const log = { ...t.app.log, error: (details: unknown) => errors.push(details) } as unknown as typeof t.app.log;
    const broken = {
      select: () => {
        throw new Error('the database went away');
      },
    } as unknown as typeof t.db;
    await expect(activateChakrasAfterActivity({ db: broken }, { userId: 1, now: new Date(), log })).resolves.toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ userId: 1, err: expect.any(Error) })]);
  });

  it('write one achievement however many run at once', async () => {
    const { cookie, user } = await signUpUser(t);
    const product = await newProduct();
    await buyProducts(t, cookie, [product.id]);
    await forgetAchievements(user.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => activateChakrasEarnedBy(t, { userId: user.id, now: new Date() })),
      ...Array.from({ length: 3 }, () =>
        unlockedBy(cookie, 1).then((unlocked) => unlocked.map((chakraNumber) => ({ chakraNumber }))),
      ),
    ]);
    expect(results.flat()).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(chakraAchievements)
      .where(and(eq(chakraAchievements.userId, user.id), eq(chakraAchievements.chakraNumber, 1)));
    expect(rows).toHaveLength(1);
  });
});

describe('a new cycle', () => {
  const newCycle = (cookie: string) => send(t, cookie, 'POST', '/api/soul-evolution/new-cycle');

  it('is refused before all seven are active, and begins a really new cycle once they are', async () => {
    const buyer = await signUpUser(t);
    // A year of daily entries: the streak for Sacral and Crown, and journal days for a journey.
    const now = Date.now();
    await journalAt(
      buyer.user.id,
      Array.from({ length: 365 }, (_, i) => new Date(now - i * DAY_MS - 60_000)),
    );
    const products = [await newProduct(), await newProduct(), await newProduct()];
    await buyProducts(
      t,
      buyer.cookie,
      products.map((product) => product.id),
    );
    expect(await activeChakras(buyer.cookie)).toEqual([1, 2, 3, 7]);
    // Bought 100 days ago: a journey with a journal day every day.
    await t.db
      .update(purchases)
      .set({ createdAt: new Date(now - 100 * DAY_MS) })
      .where(eq(purchases.userId, buyer.user.id));
    expect((await send(t, buyer.cookie, 'POST', `/api/products/${products[0]!.id}/reviews`, { rating: 5 })).statusCode).toBe(201);
    expect(await activeChakras(buyer.cookie)).toEqual([1, 2, 3, 4, 6, 7]);

    const early = await newCycle(buyer.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('6 of 7') });

    await friendSignsUpThroughLinkOf(buyer.cookie);
    expect(await activeChakras(buyer.cookie)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // Two at once complete the cycle once.
    const answers = await Promise.all([newCycle(buyer.cookie), newCycle(buyer.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({ activatedChakras: [], totalBuddhas: 1 });
    expect(await get(buyer.cookie, '/api/soul-evolution')).toEqual({ activatedChakras: [], totalBuddhas: 1 });

    // The history stays; the new cycle counts only what happens from now on.
    const history = await get<{ achievements: { chakraNumber: number; cycle: number }[] }>(
      buyer.cookie,
      '/api/soul-evolution/achievements',
    );
    expect(history.achievements.map((a) => a.cycle)).toEqual(Array(7).fill(1));
    expect(numbers(history.achievements).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await statsOf(buyer.cookie)).toEqual(NOTHING_COUNTED);
    for (let chakra = 1; chakra <= 7; chakra += 1) expect(await unlockedBy(buyer.cookie, chakra)).toEqual([]);
    expect((await newCycle(buyer.cookie)).statusCode).toBe(409);

    const another = await newProduct();
    await buyProducts(t, buyer.cookie, [another.id]);
    expect(await get(buyer.cookie, '/api/soul-evolution')).toEqual({ activatedChakras: [1], totalBuddhas: 1 });
    const after = await get<{ achievements: { chakraNumber: number; cycle: number }[] }>(
      buyer.cookie,
      '/api/soul-evolution/achievements',
    );
    expect(after.achievements).toHaveLength(8);
    expect(after.achievements[0]).toMatchObject({ chakraNumber: 1, cycle: 2 });
  });
});
