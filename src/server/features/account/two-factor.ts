import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { ChangeConfirmation, TwoFactorSetup, TwoFactorStatus } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { twoFactorSecrets } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { twoFactorBox } from '../../lib/secret-box.js';
import type { UserRow } from '../auth/present-user.js';
import { twoFactorEnrolled } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { confirmationMethodOf, confirmChange } from './confirm-change.js';

const ISSUER = 'Soul Market';
const PERIOD_SECONDS = 30;
// One step either side: a phone clock up to 30 s off still works.
const DRIFT_STEPS = 1;
// Three codes are valid at a time, so guessing is bounded per account: 10 tries in 15 minutes.
const ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };
// A confirmed setup must be finished with the app's first code within this time, or started again.
const SETUP_VALID_MINUTES = 15;

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

const invalidCode = () =>
  new AppError('two_factor_invalid', 'That code is not right. Enter the current code from your authenticator app.', {
    fields: { code: 'That code is not right' },
  });

/**
 * The 30-second step of `code` if it is valid at `now` (within the drift) and newer than the last code
 * accepted; otherwise a refusal. Rate-limited per user.
 */
async function acceptedStep(
  ctx: AppContext,
  row: typeof twoFactorSecrets.$inferSelect,
  code: string,
  now: Date,
): Promise<number> {
  const attempt = await hitRateLimit(ctx.db, `two-factor:${row.userId}`, ATTEMPTS, now);
  if (!attempt.allowed)
    throw new AppError('rate_limited', 'Too many codes tried. Please wait a few minutes and try again.', {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(twoFactorBox(ctx.config).open(row.secret)),
    period: PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: DRIFT_STEPS,
  });
  if (delta === null) throw invalidCode();
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Marks `step` used, unless it (or a later one) already was: a code works once, even from two requests at once. */
async function spendStep(db: Pick<Database, 'update'>, userId: number, step: number, extra: { confirmedAt?: Date } = {}) {
  const used = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, ...extra })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        extra.confirmedAt ? isNull(twoFactorSecrets.confirmedAt) : isNotNull(twoFactorSecrets.confirmedAt),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  if (used.length === 0)
    throw new AppError('two_factor_invalid', 'That code was already used. Wait for the next code and enter it.', {
      fields: { code: 'That code was already used' },
    });
}

async function secretRow(ctx: AppContext, userId: number) {
  return (await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1))[0];
}

export async function getTwoFactorStatus(ctx: AppContext, { actor }: { actor: UserRow }): Promise<TwoFactorStatus> {
  return { enrolled: Boolean((await secretRow(ctx, actor.id))?.confirmedAt), confirmWith: confirmationMethodOf(actor) };
}

const alreadyEnrolled = () => new AppError('conflict', 'Two-factor verification is already set up for your account.');

/**
 * Starts (or restarts) enrolment once the owner confirmed it (password or e-mailed link, docs/decisions/041):
 * a new secret, kept on the server, shown once as a QR code and as the key for manual entry. Refused once
 * enrolled, so the secret is never sent again.
 */
export type StartTwoFactorEnrolmentOptions = ChangeConfirmation & { actor: UserRow; now: Date };

export async function startTwoFactorEnrolment(
  ctx: AppContext,
  { actor, now, ...confirmation }: StartTwoFactorEnrolmentOptions,
): Promise<TwoFactorSetup> {
  if ((await secretRow(ctx, actor.id))?.confirmedAt) throw alreadyEnrolled();
  const useConfirmation = await confirmChange(ctx, { actor, confirmation, change: 'two_factor_enrolment', now });
  const secret = new Secret({ size: 20 }).base32;
  const sealed = twoFactorBox(ctx.config).seal(secret);
  await ctx.db.transaction(async (tx) => {
    await useConfirmation(tx);
    const [stored] = await tx
      .insert(twoFactorSecrets)
      .values({ userId: actor.id, secret: sealed, createdAt: now })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { secret: sealed, lastUsedStep: null, createdAt: now },
        setWhere: isNull(twoFactorSecrets.confirmedAt),
      })
      .returning({ userId: twoFactorSecrets.userId });
    if (!stored) throw alreadyEnrolled();
  });
  const otpauthUri = totpOf(secret, actor.email).toString();
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/**
 * Ends enrolment with the first valid code from the app, which proves the app holds the secret, within
 * SETUP_VALID_MINUTES of the confirmed setup. The owner is e-mailed, so an enrolment they did not make is seen.
 */
export interface ConfirmTwoFactorEnrolmentOptions {
  actor: UserRow;
  code: string;
  now: Date;
}

export async function confirmTwoFactorEnrolment(
  ctx: AppContext,
  { actor, code, now }: ConfirmTwoFactorEnrolmentOptions,
): Promise<TwoFactorStatus> {
  const row = await secretRow(ctx, actor.id);
  if (row?.confirmedAt) throw alreadyEnrolled();
  if (!row) throw new AppError('bad_request', 'Start setting up two-factor verification first.');
  if (row.createdAt.getTime() < now.getTime() - SETUP_VALID_MINUTES * 60_000)
    throw new AppError('bad_request', 'Start setting up two-factor verification again: the last start has expired.');
  const step = await acceptedStep(ctx, row, code, now);
  await ctx.db.transaction(async (tx) => {
    await spendStep(tx, actor.id, step, { confirmedAt: now });
    await queueEmail(tx, {
      to: actor.email,
      userId: actor.id,
      message: twoFactorEnrolled(ctx.config.siteUrl, { firstName: actor.firstName, at: now }),
    });
  });
  return { enrolled: true, confirmWith: confirmationMethodOf(actor) };
}

const NOT_ENROLLED_MESSAGE = 'Set up two-factor verification in your dashboard settings before changing payout details.';

/**
 * Checks a code from the user's app before a change it guards: the user must be enrolled and the code
 * current. Answers how to spend the code inside the change's transaction (once only, so a change that
 * fails leaves it unspent). `notEnrolled` words the refusal for a user who has not enrolled.
 */
export async function checkTwoFactorCode(
  ctx: AppContext,
  { actor, code, now, notEnrolled = NOT_ENROLLED_MESSAGE }: { actor: UserRow; code: string; now: Date; notEnrolled?: string },
): Promise<(tx: Pick<Database, 'update'>) => Promise<void>> {
  const row = await secretRow(ctx, actor.id);
  if (!row?.confirmedAt) throw new AppError('two_factor_required', notEnrolled);
  const step = await acceptedStep(ctx, row, code, now);
  return (tx) => spendStep(tx, actor.id, step);
}

/** Asked before a change the code guards (account deletion): the user must be enrolled and give a current, unused code. */
export async function requireTwoFactorCode(
  ctx: AppContext,
  { actor, code, now }: { actor: UserRow; code: string; now: Date },
): Promise<void> {
  const spend = await checkTwoFactorCode(ctx, { actor, code, now });
  await spend(ctx.db);
}
