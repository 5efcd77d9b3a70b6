import { asc, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { ACCOUNT_EXPORT_FILE, ACCOUNT_EXPORT_README, type AccountExport, accountExport } from '../../../contract/account.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { twoFactorSecrets, users } from '../../db/schema/auth.js';
import { refunds, journalEntries, supportTicketReplies, supportTickets } from '../../db/schema/care.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, downloads, purchases, sales } from '../../db/schema/commerce.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import { payouts, testPayoutAccounts } from '../../db/schema/payouts.js';
import { referralCodes, referrals } from '../../db/schema/referrals.js';
import { reviews } from '../../db/schema/reviews.js';
import { chakraAchievements, soulEvolutionRecords } from '../../db/schema/soul-evolution.js';
import type { UserRow } from '../auth/present-user.js';

const README = `Soul Market: your data
=====================

${ACCOUNT_EXPORT_FILE} holds everything Soul Market keeps about your account, in JSON:
profile, purchases and downloads, refund requests, your products, sales and payouts (if you sell),
your payout account, Silver Linings journal entries, support requests and the replies to them,
reviews, referrals, Soul Evolution achievements, creator onboarding progress and your cart.
Amounts are US dollars; times are UTC (ISO 8601). Your password and two-factor key are never exported.
`;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Reads every row held about `userId`; each query is narrowed to that user, so nobody else's rows come along. */
export async function collectAccountData(ctx: Pick<AppContext, 'db'>, userId: number, now: Date): Promise<AccountExport> {
  const { db } = ctx;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const [twoFactor] = await db
    .select({ confirmedAt: twoFactorSecrets.confirmedAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));

  const purchaseRows = await db
    .select({ purchase: purchases, productTitle: products.title })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.id));
  const downloadRows = await db.select().from(downloads).where(eq(downloads.userId, userId)).orderBy(asc(downloads.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(asc(refunds.id));
  const productRows = await db.select().from(products).where(eq(products.creatorId, userId)).orderBy(asc(products.id));
  const saleRows = await db.select().from(sales).where(eq(sales.creatorId, userId)).orderBy(asc(sales.id));
  const payoutRows = await db.select().from(payouts).where(eq(payouts.creatorId, userId)).orderBy(asc(payouts.id));
  const [testAccount] = await db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.userId, userId));
  const journalRows = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.id));
  const ticketRows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.id));
  const replyRows =
    ticketRows.length === 0
      ? []
      : await db
          .select()
          .from(supportTicketReplies)
          .where(
            inArray(
              supportTicketReplies.ticketId,
              ticketRows.map((ticket) => ticket.id),
            ),
          )
          .orderBy(asc(supportTicketReplies.id));
  const reviewRows = await db
    .select({ review: reviews, productTitle: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.id));
  const [referralCode] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  const referralsMade = await db
    .select({ createdAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.referrerId, userId))
    .orderBy(asc(referrals.id));
  const [referredBy] = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.referredUserId, userId));
  const [evolution] = await db.select().from(soulEvolutionRecords).where(eq(soulEvolutionRecords.userId, userId));
  const chakraRows = await db
    .select()
    .from(chakraAchievements)
    .where(eq(chakraAchievements.userId, userId))
    .orderBy(asc(chakraAchievements.id));
  const [onboarding] = await db.select().from(creatorOnboarding).where(eq(creatorOnboarding.userId, userId));
  const cartRows = await db
    .select({ productId: cartItems.productId, productTitle: products.title, addedAt: cartItems.createdAt })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));

  return accountExport.parse({
    exportedAt: iso(now),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      bio: user.bio,
      signsInWith: { password: user.passwordHash !== null, singleSignOn: user.oidcSubject !== null },
      twoFactorEnrolledAt: isoOrNull(twoFactor?.confirmedAt ?? null),
      showInActivityFeed: user.showInActivityFeed,
      emailsOff: user.emailsOff,
      createdAt: iso(user.createdAt),
    },
    purchases: purchaseRows.map(({ purchase, productTitle }) => ({
      id: purchase.id,
      productId: purchase.productId,
      productTitle,
      amount: centsToPrice(purchase.amountCents),
      status: purchase.status,
      downloadCount: purchase.downloadCount,
      createdAt: iso(purchase.createdAt),
      refundedAt: isoOrNull(purchase.refundedAt),
    })),
    downloads: downloadRows.map((row) => ({ productId: row.productId, createdAt: iso(row.createdAt) })),
    refundRequests: refundRows.map((row) => ({
      id: row.id,
      purchaseId: row.purchaseId,
      status: row.status,
      reason: row.reason,
      createdAt: iso(row.createdAt),
      decidedAt: isoOrNull(row.decidedAt),
    })),
    products: productRows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      price: centsToPrice(row.priceCents),
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    sales: saleRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      productId: row.productId,
      amount: centsToPrice(row.amountCents),
      platformFee: centsToPrice(row.platformFeeCents),
      processingFee: centsToPrice(row.processingFeeCents),
      creatorEarnings: centsToPrice(row.creatorEarningsCents),
      createdAt: iso(row.createdAt),
    })),
    payouts: payoutRows.map((row) => ({
      id: row.id,
      amount: centsToPrice(row.amountCents),
      status: row.status,
      payoutDate: isoOrNull(row.payoutDate),
      notes: row.notes,
      createdAt: iso(row.createdAt),
    })),
    payoutAccount: user.stripeAccountId
      ? { provider: 'stripe', accountId: user.stripeAccountId }
      : testAccount
        ? { provider: 'test', accountId: testAccount.accountId }
        : null,
    journalEntries: journalRows.map((row) => ({
      id: row.id,
      silverLining: row.silverLining,
      guidance: row.guidance,
      createdAt: iso(row.createdAt),
    })),
    supportTickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      type: ticket.type,
      message: ticket.message,
      response: ticket.response,
      status: ticket.status,
      createdAt: iso(ticket.createdAt),
      // The team's replies to the user; who on the team wrote them is not the user's data.
      replies: replyRows
        .filter((reply) => reply.ticketId === ticket.id)
        .map((reply) => ({ body: reply.body, createdAt: iso(reply.createdAt) })),
    })),
    reviews: reviewRows.map(({ review, productTitle }) => ({
      id: review.id,
      productId: review.productId,
      productTitle,
      rating: review.rating,
      text: review.text,
      reply: review.reply,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
    referrals: {
      code: referralCode?.code ?? null,
      // The people who joined are other users: only when they did.
      signUpsThroughYourLink: referralsMade.map((row) => ({ createdAt: iso(row.createdAt) })),
      joinedThroughALink: referredBy !== undefined,
    },
    achievements: {
      completedCycles: evolution?.totalBuddhas ?? 0,
      currentCycleStartedAt: isoOrNull(evolution?.cycleStartedAt ?? null),
      chakras: chakraRows.map((row) => ({ cycle: row.cycle, chakraNumber: row.chakraNumber, unlockedAt: iso(row.unlockedAt) })),
    },
    onboarding: onboarding
      ? { currentStep: onboarding.currentStep, hidden: onboarding.hidden, updatedAt: iso(onboarding.updatedAt) }
      : null,
    cart: cartRows.map((row) => ({ productId: row.productId, productTitle: row.productTitle, addedAt: iso(row.addedAt) })),
  });
}

/** GET /api/account/export: the signed-in user's data as a zip of one JSON file and a README. */
export async function exportAccountData(ctx: Pick<AppContext, 'db'>, { actor, now }: { actor: UserRow; now: Date }) {
  const data = await collectAccountData(ctx, actor.id, now);
  const zip = zipSync({
    [ACCOUNT_EXPORT_FILE]: strToU8(JSON.stringify(data, null, 2)),
    [ACCOUNT_EXPORT_README]: strToU8(README),
  });
  const day = data.exportedAt.slice(0, 10);
  return { fileName: `soul-market-data-${day}.zip`, body: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) };
}
